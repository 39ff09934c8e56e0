import {
  parse,
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { useCallback, useRef } from "react";
import type { z, ZodType } from "zod";

type FormSchema = ZodType<Record<string, unknown>, Record<string, unknown>>;

type Check<Schema extends FormSchema> = (
  formData: FormData,
) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * The one form pattern: Conform checks the form on blur, and again as the visitor corrects
 * it, with the same Zod schema the action uses. The schema and Zod (28 kB gzip) load when the
 * visitor first points at or focuses the form, not with the page; a submit before they have
 * arrived goes to the server, which checks everything anyway.
 */
export function useCheckedForm<Schema extends FormSchema>({
  id,
  lastResult,
  defaultValue,
  loadSchema,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: DefaultValue<z.input<Schema>>;
  loadSchema: () => Promise<Schema>;
}) {
  const check = useRef<Check<Schema>>();
  const loading = useRef<Promise<void>>();
  const load = useCallback(() => {
    loading.current ??= Promise.all([import("./parse-in-browser"), loadSchema()]).then(
      ([browser, schema]) => {
        check.current = (formData) => browser.parseInBrowser(schema, formData);
      },
    );
  }, [loadSchema]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check.current?.(formData) ?? notCheckedYet(formData),
  });
  return [form, fields, { onFocus: load, onPointerEnter: load }] as const;
}

/** Conform's "no verdict": the submit goes ahead and no field is marked. */
function notCheckedYet(formData: FormData) {
  return parse(formData, { resolve: () => ({ error: null }) }) as Submission<never>;
}
