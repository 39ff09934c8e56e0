import { forwardRef, type LabelHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";

export const Label = forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(
  ({ className, ...props }, ref) => (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller passes htmlFor
    <label ref={ref} className={cn("block text-sm font-medium", className)} {...props} />
  ),
);
Label.displayName = "Label";
