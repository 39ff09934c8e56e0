import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useCompany } from "~/company";
import { TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { feedbackAdminCopy, feedbackCopy as copy } from "../copy/feedback";
import { MAX_COMMENT_LENGTH } from "../form-options";
import { useIsPending } from "~/hooks";
import { useResetAfterSend } from "~/forms";
import type { FeedbackRefusal, Pin } from "./feedback-rounds";

export function NewPinForm({
  imageId,
  number,
  point,
  refusal,
  onCancel,
}: {
  imageId: string;
  number: number;
  point: { x: number; y: number };
  refusal?: FeedbackRefusal;
  onCancel?: () => void;
}) {
  const pending = useIsPending({ intent: "pin" });
  const fieldId = `ny-kommentar-${imageId}`;
  return (
    <Form
      method="post"
      preventScrollReset
      className="space-y-2 rounded-lg border border-primary p-4"
    >
      <h5 className="text-lg">{copy.newPin.heading(number)}</h5>
      <input type="hidden" name="intent" value="pin" />
      <input type="hidden" name="imageId" value={imageId} />
      <input type="hidden" name="x" value={point.x} />
      <input type="hidden" name="y" value={point.y} />
      <TextareaField
        label={copy.newPin.label}
        description={copy.newPin.help}
        errors={refusal ? [refusal.message] : undefined}
        textareaProps={{
          id: fieldId,
          name: "body",
          rows: 4,
          required: true,
          maxLength: MAX_COMMENT_LENGTH,
          autoFocus: true,
          defaultValue: refusal?.body,
        }}
      />
      <div className="flex gap-2">
        <StatusButton type="submit" status={pending ? "pending" : "idle"}>
          {copy.newPin.submit}
        </StatusButton>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {copy.newPin.cancel}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

export function PinThread({
  pin,
  active,
  onActive,
  refusal,
  staff,
}: {
  pin: Pin;
  active: boolean;
  onActive: (id: string | undefined) => void;
  refusal?: FeedbackRefusal;
  staff: boolean;
}) {
  const headingId = `punkt-${pin.id}-tittel`;
  const studio = useCompany().name;
  const reply = useResetAfterSend({ fields: { intent: "reply", pinId: pin.id } });
  return (
    // Focused after a comment on this point is saved, the reader continues from the thread.
    <li
      id={`punkt-${pin.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      onMouseEnter={() => onActive(pin.id)}
      onMouseLeave={() => onActive(undefined)}
      onFocus={() => onActive(pin.id)}
      onBlur={() => onActive(undefined)}
      className={cn(
        "rounded-lg border p-3",
        pin.resolved && "opacity-60",
        active && "border-primary ring-2 ring-primary/40",
      )}
    >
      <p id={headingId} className="font-semibold">
        {copy.pinLabel(pin.number)}
        {pin.resolved ? (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs">{copy.resolved}</span>
        ) : null}
      </p>
      <ul className="mt-2 space-y-2 text-sm">
        {pin.comments.map((comment) => (
          <li key={comment.id}>
            <span className="text-muted-foreground">
              <strong className="text-foreground">
                {staff
                  ? feedbackAdminCopy.authors[comment.author === "staff" ? "staff" : "customer"]
                  : comment.author === "staff"
                    ? studio
                    : copy.customerAuthor}
              </strong>{" "}
              · {comment.sent}
            </span>
            <p className="whitespace-pre-wrap">{comment.body}</p>
          </li>
        ))}
      </ul>
      <Form
        key={reply.key}
        ref={reply.ref}
        method="post"
        preventScrollReset
        className="mt-3 space-y-2"
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="pinId" value={pin.id} />
        <TextareaField
          label={`${copy.reply.label} (${copy.pinLabel(pin.number).toLowerCase()})`}
          errors={refusal ? [refusal.message] : undefined}
          textareaProps={{
            id: `svar-${pin.id}`,
            name: "body",
            rows: 2,
            required: true,
            maxLength: MAX_COMMENT_LENGTH,
            defaultValue: refusal?.body,
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            {copy.reply.submit}
          </Button>
        </div>
      </Form>
      {staff ? (
        <Form method="post" preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value={pin.resolved ? "reopen" : "resolve"} />
          <input type="hidden" name="pinId" value={pin.id} />
          <Button type="submit" size="sm" variant="outline">
            {pin.resolved ? feedbackAdminCopy.reopen : feedbackAdminCopy.resolve}
            <span className="sr-only"> ({copy.pinLabel(pin.number).toLowerCase()})</span>
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
