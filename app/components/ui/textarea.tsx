import { forwardRef, type TextareaHTMLAttributes } from "react";
import { cn } from "~/components/ui/cn";
import { controlClass } from "~/components/ui/input";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  ({ className, ...props }, ref) => (
    <textarea
      ref={ref}
      className={cn(controlClass, "bg-transparent placeholder:text-muted-foreground", className)}
      {...props}
    />
  ),
);
Textarea.displayName = "Textarea";
