import { Form } from "@remix-run/react";
import Pencil from "lucide-react/icons/pencil";
import Send from "lucide-react/icons/send";
import { Button } from "~/components/ui/button";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { quoteFormCopy as copy } from "../copy";
import { writeKroner } from "../money";
import type { QuoteFields } from "../quote-schema";
import { QuoteDocument, type QuoteDocumentView } from "./quote-document";

/** The checked fields written back as the form names them, so the confirm posts exactly them. */
function hiddenFields(fields: QuoteFields) {
  const entries: [string, string][] = fields.lines.flatMap((line, index) => [
    [`lines[${index}].description`, line.description],
    [`lines[${index}].quantity`, String(line.quantity)],
    [`lines[${index}].price`, writeKroner(line.price)],
  ]);
  entries.push(["validUntil", fields.validUntil], ["terms", fields.terms]);
  return entries;
}

/**
 * The quote as the customer will see it, before it goes: "Bekreft og send" posts the very
 * values shown (the action checks them again), "Endre tilbudet" brings back the form with them.
 */
export function QuotePreview({
  action,
  quote,
  fields,
}: {
  action: string;
  quote: QuoteDocumentView;
  fields: QuoteFields;
}) {
  const pending = useIsPending({ formAction: action });
  return (
    <section aria-labelledby="forhandsvisning-tittel" className="max-w-4xl space-y-6">
      <h2 id="forhandsvisning-tittel" className="text-2xl">
        {copy.preview.heading}
      </h2>
      <p className="max-w-prose text-muted-foreground">{copy.preview.intro(quote.email)}</p>
      <div className="rounded-md border bg-background p-6 md:p-10">
        <QuoteDocument quote={quote} />
      </div>
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        {hiddenFields(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <StatusButton
          type="submit"
          name="intent"
          value="send"
          status={pending ? "pending" : "idle"}
          icon={<Send aria-hidden />}
        >
          {copy.preview.confirm}
        </StatusButton>
        <Button type="submit" variant="outline" name="intent" value="edit" disabled={pending}>
          <Pencil aria-hidden />
          {copy.preview.edit}
        </Button>
      </Form>
    </section>
  );
}
