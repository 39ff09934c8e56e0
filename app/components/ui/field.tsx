import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "~/components/ui/cn";

export const inputClass =
  "w-full rounded-md border border-input bg-transparent px-3 py-2 aria-[invalid=true]:border-destructive";

/** Label, control, help and error wired together; the error line keeps its room so nothing jumps. */
export function Field({
  id,
  label,
  help,
  errors,
  children,
  className,
}: {
  id: string;
  label: string;
  help?: string;
  errors?: string[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
        className="min-h-5 text-sm text-red-400"
        role={errors?.length ? "alert" : undefined}
      >
        {errors?.join(" ")}
      </p>
    </div>
  );
}

/** aria wiring for a control inside Field. */
export function describedBy(
  id: string,
  errors: string[] | undefined,
  help = false,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    id,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": [help ? `${id}-help` : null, `${id}-error`].filter(Boolean).join(" "),
  };
}
