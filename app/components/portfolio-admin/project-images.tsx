import { Form } from "@remix-run/react";
import { uploadKinds } from "~/portfolio";
import Upload from "lucide-react/icons/upload";
import { ImageFileField } from "~/components/admin/image-file-field";
import { UploadedImageRow, type UploadedImage } from "~/components/admin/uploaded-image-row";
import { Field, inputClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { portfolioAdminCopy as copy } from "~/content/portfolio-admin";

/** One image upload form; its URL tells the action whether it is the cover or a new picture. */
function ImageUploadForm({
  intent,
  withAlt,
  label,
  error,
}: {
  intent: "cover" | "image";
  withAlt: boolean;
  label: string;
  error?: string;
}) {
  const id = `${intent}-fil`;
  return (
    <Form
      method="post"
      action={`?opplasting=${uploadKinds[intent]}`}
      encType="multipart/form-data"
      id={`last-opp-${intent}`}
      className="space-y-2"
    >
      <ImageFileField
        id={id}
        label={copy.image.label}
        help={copy.image.help}
        errors={error ? [error] : undefined}
      />
      {withAlt ? (
        <Field id={`${intent}-alt`} label={copy.alt.label} help={copy.alt.help}>
          <input
            id={`${intent}-alt`}
            name="alt"
            required
            aria-describedby={`${intent}-alt-help`}
            className={inputClass}
          />
        </Field>
      ) : null}
      <Button type="submit" variant="outline">
        <Upload aria-hidden />
        {label}
      </Button>
    </Form>
  );
}

export function CoverSection({
  cover,
  title,
  error,
}: {
  cover: { src: string } | null;
  title: string;
  error?: string;
}) {
  return (
    <section aria-labelledby="omslag-tittel" className="space-y-4">
      <h2 id="omslag-tittel" className="text-2xl">
        {copy.coverHeading}
      </h2>
      {cover ? (
        <img
          src={cover.src}
          alt={copy.coverAlt(title)}
          className="max-h-64 rounded-md border object-cover"
        />
      ) : (
        <p className="text-muted-foreground">{copy.noCover}</p>
      )}
      <ImageUploadForm
        intent="cover"
        withAlt={false}
        label={cover ? copy.replaceCover : copy.uploadCover}
        error={error}
      />
    </section>
  );
}

export function ImagesSection({ images, error }: { images: UploadedImage[]; error?: string }) {
  return (
    <section aria-labelledby="bilder-tittel" className="space-y-4">
      <h2 id="bilder-tittel" className="text-2xl">
        {copy.imagesHeading}
      </h2>
      {images.length === 0 ? <p className="text-muted-foreground">{copy.noImages}</p> : null}
      <ol className="space-y-4">
        {images.map((image) => (
          <UploadedImageRow
            key={image.id}
            image={image}
            idField="imageId"
            deleteIntent="delete-image"
            labels={{
              alt: copy.alt.label,
              saveAlt: copy.saveAlt,
              delete: copy.deleteImage(image.alt),
            }}
          />
        ))}
      </ol>
      <ImageUploadForm intent="image" withAlt label={copy.uploadImage} error={error} />
    </section>
  );
}
