import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { feedbackAdminCopy as copy } from "~/content/feedback";
import { useIsPending } from "~/hooks";

/** Staff's two upload forms on a project: a new round of renders, and the final files. */
export function StaffUploads({ projectId, approved }: { projectId: string; approved: boolean }) {
  const roundAction = `/admin/kundeprosjekter/${projectId}/runde`;
  const deliveryAction = `/admin/kundeprosjekter/${projectId}/levering`;
  const roundPending = useIsPending({ formAction: roundAction });
  const deliveryPending = useIsPending({ formAction: deliveryAction });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Form
        method="post"
        action={roundAction}
        encType="multipart/form-data"
        className="space-y-3 rounded-lg border p-4"
      >
        <h3 className="text-lg">{copy.roundHeading}</h3>
        <Field
          label={copy.imagesLabel}
          description={copy.roundHelp}
          inputProps={{
            id: "runde-bilder",
            name: "bilder",
            type: "file",
            multiple: true,
            required: true,
            accept: "image/jpeg,image/png,.jpg,.jpeg,.png",
          }}
        />
        <StatusButton type="submit" status={roundPending ? "pending" : "idle"}>
          {copy.upload}
        </StatusButton>
      </Form>
      {approved ? (
        <Form
          method="post"
          action={deliveryAction}
          encType="multipart/form-data"
          className="space-y-3 rounded-lg border p-4"
        >
          <h3 className="text-lg">{copy.deliveryHeading}</h3>
          <Field
            label={copy.deliveryLabel}
            description={copy.deliveryHelp}
            inputProps={{
              id: "ferdige-filer",
              name: "filer",
              type: "file",
              multiple: true,
              required: true,
              accept: "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf",
            }}
          />
          <StatusButton type="submit" status={deliveryPending ? "pending" : "idle"}>
            {copy.deliveryUpload}
          </StatusButton>
        </Form>
      ) : null}
    </div>
  );
}
