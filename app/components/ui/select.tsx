import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";
import { controlClass } from "~/components/ui/input";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** The browser's own select: it works everywhere without JavaScript and costs nothing to load. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(
  // The opened list takes the select's background; a transparent one shows white on white.
  ({ className, ...props }, ref) => (
    <select ref={ref} className={cn(controlClass, "bg-background", className)} {...props} />
  ),
);
Select.displayName = "Select";
