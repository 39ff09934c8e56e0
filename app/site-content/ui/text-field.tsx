import { getInputProps, getTextareaProps } from "@conform-to/react";
import { useEffect, type ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { Field, TextareaField } from "~/components/ui/field";
import { useHydrated } from "~/hooks";
import { siteContentCopy } from "../copy";
import type { AnyField } from "./editor-types";

const copy = siteContentCopy.editor;

/**
 * A text area as tall as its text: `field-sizing: content` where the browser has it (see
 * useGrowingTextareas for the others), never shorter than three lines.
 */
const growing = "field-sizing-content min-h-[calc(3lh+1rem+2px)]";

/**
 * One text of a document: a line, a number or a paragraph that grows as it is written, with
 * a counter under it when the schema limits its length.
 */
export function EditorTextField({
  kind,
  field,
  label,
  help,
  max,
  rows = 4,
  autoFocus,
}: {
  kind: "text" | "textarea" | "number";
  field: AnyField;
  label: string;
  help?: string;
  max?: number;
  rows?: number;
  autoFocus?: boolean;
}) {
  const description =
    max === undefined ? help : <WithCounter help={help} field={field} max={max} />;
  return kind === "textarea" ? (
    <TextareaField
      label={label}
      description={description}
      errors={field.errors}
      textareaProps={{ ...getTextareaProps(field), rows, autoFocus, className: growing }}
    />
  ) : (
    <Field
      label={label}
      description={description}
      errors={field.errors}
      inputProps={{
        ...getInputProps(field, { type: kind === "number" ? "number" : "text" }),
        autoFocus,
      }}
    />
  );
}

/**
 * The field's help and its count of characters against the limit, as the server counts them
 * (trimmed), live as it is typed. Without JavaScript nothing would update it, so until the
 * page's code runs it names the limit instead.
 */
function WithCounter({ help, field, max }: { help?: ReactNode; field: AnyField; max: number }) {
  const hydrated = useHydrated();
  const length = typeof field.value === "string" ? field.value.trim().length : 0;
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>{help}</span>
      <span
        data-counter
        className={cn("tabular-nums", hydrated && length > max && "font-medium text-red-400")}
      >
        {hydrated ? copy.counter(length, max) : copy.limit(max)}
      </span>
    </span>
  );
}

/**
 * Browsers without `field-sizing` (Firefox, as of writing) grow the form's text areas by
 * script: as tall as their text when the editor opens and after each keystroke.
 */
export function useGrowingTextareas(formId: string) {
  useEffect(() => {
    if (CSS.supports("field-sizing", "content")) return;
    const form = document.getElementById(formId);
    if (!form) return;
    const grow = (area: HTMLTextAreaElement) => {
      area.style.height = "auto";
      // The height includes the borders (border-box); scrollHeight does not.
      area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
    };
    form.querySelectorAll("textarea").forEach(grow);
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLTextAreaElement) grow(event.target);
    };
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [formId]);
}
