import { describedBy, Field } from "~/components/ui/field";

const fileInputClass =
  "block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-secondary-foreground";

/** The JPG/PNG picker of every admin image upload; the server checks the file's bytes again. */
export function ImageFileField({
  id,
  label,
  help,
  errors,
  className,
}: {
  id: string;
  label: string;
  help: string;
  errors?: string[];
  className?: string;
}) {
  return (
    <Field id={id} label={label} help={help} errors={errors} className={className}>
      <input
        {...describedBy(id, errors, true)}
        name="image"
        type="file"
        required
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        className={fileInputClass}
      />
    </Field>
  );
}
