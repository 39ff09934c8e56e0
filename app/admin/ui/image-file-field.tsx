import { Field } from "~/components/ui/field";

/** The JPG/PNG picker of every admin image upload; the server checks the file's bytes again. */
export function ImageFileField({
  id,
  label,
  help,
  errors,
  autoFocus,
  className,
}: {
  id: string;
  label: string;
  help: string;
  errors?: string[];
  autoFocus?: boolean;
  className?: string;
}) {
  return (
    <Field
      label={label}
      description={help}
      errors={errors}
      className={className}
      inputProps={{
        id,
        name: "image",
        type: "file",
        variant: "file",
        required: true,
        autoFocus,
        accept: "image/jpeg,image/png,.jpg,.jpeg,.png",
      }}
    />
  );
}
