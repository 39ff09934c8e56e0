import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

const checkboxVariants = cva("shrink-0 accent-primary", {
  variants: { size: { default: "size-4", lg: "size-5" } },
  defaultVariants: { size: "default" },
});

export interface CheckboxProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size">,
    VariantProps<typeof checkboxVariants> {}

/** A native checkbox: keyboard, form posting and screen readers work as the browser does them. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(
  ({ className, size, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      className={cn(checkboxVariants({ size, className }))}
      {...props}
    />
  ),
);
Checkbox.displayName = "Checkbox";
