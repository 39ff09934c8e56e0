import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { feedbackAdminCopy as copy } from "../copy/feedback";
import { useIsPending } from "~/hooks";
import { useResetAfterSend } from "~/forms";

/** Staff's two upload forms on a project: a new round of renders, and the final files. */
export function StaffUploads({ projectId, approved }: { projectId: string; approved: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <UploadForm
        action={`/admin/kundeprosjekter/${projectId}/runde`}
        heading={copy.roundHeading}
        label={copy.imagesLabel}
        description={copy.roundHelp}
        input={{
          id: "runde-bilder",
          name: "bilder",
          accept: "image/jpeg,image/png,.jpg,.jpeg,.png",
        }}
        submit={copy.upload}
      />
      {approved ? (
        <UploadForm
          action={`/admin/kundeprosjekter/${projectId}/levering`}
          heading={copy.deliveryHeading}
          label={copy.deliveryLabel}
          description={copy.deliveryHelp}
          input={{
            id: "ferdige-filer",
            name: "filer",
            accept: "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf",
          }}
          submit={copy.deliveryUpload}
        />
      ) : (
        <div className="space-y-3 rounded-lg border p-4">
          <h3 className="text-lg">{copy.deliveryHeading}</h3>
          <p className="text-sm text-muted-foreground">{copy.deliveryBeforeApproval}</p>
        </div>
      )}
    </div>
  );
}

function UploadForm({
  action,
  heading,
  label,
  description,
  input,
  submit,
}: {
  action: string;
  heading: string;
  label: string;
  description: string;
  input: { id: string; name: string; accept: string };
  submit: string;
}) {
  const pending = useIsPending({ formAction: action });
  const sent = useResetAfterSend({ formAction: action });
  return (
    <Form
      key={sent.key}
      ref={sent.ref}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="space-y-3 rounded-lg border p-4"
    >
      <h3 className="text-lg">{heading}</h3>
      <Field
        label={label}
        description={description}
        inputProps={{ ...input, type: "file", multiple: true, required: true }}
      />
      <StatusButton type="submit" status={pending ? "pending" : "idle"}>
        {submit}
      </StatusButton>
    </Form>
  );
}
