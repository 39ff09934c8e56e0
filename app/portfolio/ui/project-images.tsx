import { Form } from "@remix-run/react";
import { uploadKinds } from "../portfolio-schema";
import Upload from "lucide-react/icons/upload";
import { ImageFileField, UploadedImageRow, type UploadedImage } from "~/admin";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { useResetAfterSend } from "~/forms";
import { portfolioAdminCopy as copy } from "../copy";

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
  const action = `?opplasting=${uploadKinds[intent]}`;
  const pending = useIsPending({ formAction: action });
  const sent = useResetAfterSend({ formAction: action });
  return (
    <Form
      key={sent.key}
      ref={sent.ref}
      method="post"
      action={action}
      encType="multipart/form-data"
      id={`last-opp-${intent}`}
      className="space-y-2"
    >
      <ImageFileField
        id={id}
        label={copy.image.label}
        help={copy.image.help}
        errors={error ? [error] : undefined}
        autoFocus={Boolean(error)}
      />
      {withAlt ? (
        <Field
          label={copy.alt.label}
          description={copy.alt.help}
          inputProps={{ id: `${intent}-alt`, name: "alt", required: true }}
        />
      ) : null}
      <StatusButton
        type="submit"
        variant="outline"
        status={pending ? "pending" : "idle"}
        icon={<Upload aria-hidden />}
      >
        {label}
      </StatusButton>
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
