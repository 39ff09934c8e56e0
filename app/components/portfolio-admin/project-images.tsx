import { Form } from "@remix-run/react";
import { uploadKinds } from "~/admin/portfolio-schema";
import { Trash2, Upload } from "lucide-react";
import { Field, inputClass } from "~/components/admin/field";
import { Button } from "~/components/ui/button";
import { portfolioAdminCopy as copy } from "~/content/portfolio-admin";

export type ProjectImage = {
  id: string;
  alt: string;
  thumbnail: string;
  width: number;
  height: number;
};

const fileInputClass =
  "block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-secondary-foreground";

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
      <Field
        id={id}
        label={copy.image.label}
        help={copy.image.help}
        errors={error ? [error] : undefined}
      >
        <input
          id={id}
          name="image"
          type="file"
          required
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          aria-describedby={`${id}-help ${id}-error`}
          className={fileInputClass}
        />
      </Field>
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

export function ImagesSection({ images, error }: { images: ProjectImage[]; error?: string }) {
  return (
    <section aria-labelledby="bilder-tittel" className="space-y-4">
      <h2 id="bilder-tittel" className="text-2xl">
        {copy.imagesHeading}
      </h2>
      {images.length === 0 ? <p className="text-muted-foreground">{copy.noImages}</p> : null}
      <ol className="space-y-4">
        {images.map((image) => (
          <li
            key={image.id}
            className="flex flex-wrap items-start gap-4 rounded-lg border bg-card p-4"
          >
            <img
              src={image.thumbnail}
              alt={image.alt}
              width={160}
              height={Math.round((160 * image.height) / image.width)}
              className="rounded-md"
            />
            <Form method="post" className="flex grow flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="alt" />
              <input type="hidden" name="imageId" value={image.id} />
              <div className="grow">
                <label htmlFor={`alt-${image.id}`} className="mb-1 block text-sm font-medium">
                  {copy.alt.label}
                </label>
                <input
                  id={`alt-${image.id}`}
                  name="alt"
                  required
                  defaultValue={image.alt}
                  className={inputClass}
                />
              </div>
              <Button type="submit" variant="outline">
                {copy.saveAlt}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete-image" />
              <input type="hidden" name="imageId" value={image.id} />
              <Button
                type="submit"
                variant="ghost"
                size="icon"
                aria-label={copy.deleteImage(image.alt)}
              >
                <Trash2 aria-hidden />
              </Button>
            </Form>
          </li>
        ))}
      </ol>
      <ImageUploadForm intent="image" withAlt label={copy.uploadImage} error={error} />
    </section>
  );
}
