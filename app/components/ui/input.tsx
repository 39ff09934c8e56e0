import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

/** What every typed control shares: the box, the focus ring and the refused state. */
export const controlClass =
  "w-full rounded-md border border-input px-3 py-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";

const inputVariants = cva("", {
  variants: {
    variant: {
      default: [controlClass, "bg-transparent placeholder:text-muted-foreground"],
      file: "block w-full rounded-md text-sm file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-secondary-foreground hover:file:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    },
  },
  defaultVariants: { variant: "default" },
});

export interface InputProps
  extends InputHTMLAttributes<HTMLInputElement>, VariantProps<typeof inputVariants> {}

export const Input = forwardRef<HTMLInputElement, InputProps>(
  ({ className, variant, ...props }, ref) => (
    <input ref={ref} className={cn(inputVariants({ variant, className }))} {...props} />
  ),
);
Input.displayName = "Input";
