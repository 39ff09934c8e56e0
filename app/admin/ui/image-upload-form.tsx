import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import Upload from "lucide-react/icons/upload";
import { ImageFileField } from "./image-file-field";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { firstInvalidField, useResetAfterSend } from "~/forms";
import { useIsPending } from "~/hooks";

type FieldErrors = Record<string, string[] | null | undefined>;

/**
 * An admin list's upload form: one picture and the one text it needs (alt text, a name).
 * It posts `intent=upload` to the page's own action, whose other forms have intents of their own.
 */
export function ImageUploadForm({
  id,
  result,
  copy,
  text,
}: {
  id: string;
  /** The action's answer, with `fieldErrors` when the upload was refused. */
  result: unknown;
  copy: { heading: string; image: string; imageHelp: string; upload: string };
  text: { name: string; label: string; description: string; maxLength: number };
}) {
  const errors = fieldErrorsOf(result);
  const invalid = firstInvalidField(errors);
  const pending = useIsPending({ intent: "upload" });
  const [form] = useForm({ id });
  const sent = useResetAfterSend({ fields: { intent: "upload" } });
  return (
    <Form
      key={sent.key}
      ref={sent.ref}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="max-w-xl rounded-lg border bg-card p-6"
    >
      <h2 className="text-2xl">{copy.heading}</h2>
      <input type="hidden" name="intent" value="upload" />
      <ImageFileField
        id="image"
        label={copy.image}
        help={copy.imageHelp}
        errors={errors.image ?? undefined}
        autoFocus={invalid === "image"}
        className="mt-4"
      />
      <Field
        label={text.label}
        description={text.description}
        errors={errors[text.name] ?? undefined}
        inputProps={{
          id: text.name,
          name: text.name,
          required: true,
          maxLength: text.maxLength,
          autoFocus: invalid === text.name,
        }}
      />
      <StatusButton
        type="submit"
        status={pending ? "pending" : "idle"}
        icon={<Upload aria-hidden />}
      >
        {copy.upload}
      </StatusButton>
    </Form>
  );
}

function fieldErrorsOf(result: unknown): FieldErrors {
  return result && typeof result === "object" && "fieldErrors" in result
    ? (result.fieldErrors as FieldErrors)
    : {};
}
