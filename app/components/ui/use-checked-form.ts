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
  // Fields left before the checks arrived; they are checked as soon as they have.
  const unchecked = useRef(new Set<string>());
  const validate = useRef<(name: string) => void>();
  const load = useCallback(() => {
    loading.current ??= Promise.all([import("./parse-in-browser"), loadSchema()]).then(
      ([browser, schema]) => {
        check.current = (formData) => browser.parseInBrowser(schema, formData);
        for (const name of unchecked.current) validate.current?.(name);
        unchecked.current.clear();
      },
      () => {
        // Offline, say: the server still checks every send, and the next focus tries again.
        loading.current = undefined;
      },
    );
  }, [loadSchema]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      if (check.current) return check.current(formData);
      load();
      return notCheckedYet(formData, unchecked.current);
    },
  });
  validate.current = (name) => form.validate({ name });
  return [form, fields, { onFocus: load, onPointerEnter: load }] as const;
}

/**
 * Before the checks have arrived: a submit goes ahead to the server, which checks everything.
 * A field's check (Conform's validate intent, on blur or input) marks nothing for now and is
 * noted for later; passed on with no verdict, Conform would send it to the server as a post.
 */
function notCheckedYet(formData: FormData, unchecked: Set<string>) {
  return parse(formData, {
    resolve: (_payload, intent) => {
      if (!intent) return { error: null };
      if (intent.type === "validate" && intent.payload.name) unchecked.add(intent.payload.name);
      return { error: {} };
    },
  }) as Submission<never>;
}
