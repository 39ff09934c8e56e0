import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { quotePageCopy as copy } from "../copy";

type QuoteState = "open" | "expired" | "accepted" | "declined" | "superseded";

/**
 * Where the quote stands, and while it is open the customer's two answers: accept by typing
 * their name, or decline with an optional reason. Plain posts, so they work without JavaScript.
 */
export function QuoteAnswer({
  quote,
  lastResult,
  formError,
}: {
  quote: {
    state: QuoteState;
    validUntil: string;
    acceptedBy: string | null;
    decided: string | null;
    supersededBy: string | null;
  };
  lastResult?: SubmissionResult<string[]>;
  formError?: string;
}) {
  switch (quote.state) {
    case "accepted":
      return <Status>{copy.accepted(quote.acceptedBy ?? "", quote.decided ?? "")}</Status>;
    case "declined":
      return <Status>{copy.declined(quote.decided ?? "")}</Status>;
    case "expired":
      return <Status>{copy.expired(quote.validUntil)}</Status>;
    case "superseded":
      return (
        <Status>
          {copy.superseded}{" "}
          {quote.supersededBy ? (
            <Link to={`/tilbud/${quote.supersededBy}`} className="text-primary underline">
              {copy.supersededLink}
            </Link>
          ) : null}
        </Status>
      );
    case "open":
      return <AnswerForms lastResult={lastResult} formError={formError} />;
  }
}

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="max-w-prose rounded-lg border p-6">
      {children}
    </p>
  );
}

function AnswerForms({
  lastResult,
  formError,
}: {
  lastResult?: SubmissionResult<string[]>;
  formError?: string;
}) {
  const accepting = useIsPending({ intent: "accept" });
  const declining = useIsPending({ intent: "decline" });
  const intent = lastResult?.initialValue?.intent;
  const errors = lastResult?.error ?? {};
  return (
    <div className="grid gap-6 print:hidden md:grid-cols-2">
      <FormError message={formError} focus />
      <Form method="post" className="space-y-3 rounded-lg border p-6">
        <h2 className="text-2xl">{copy.accept.heading}</h2>
        <p className="text-muted-foreground">{copy.accept.intro}</p>
        <input type="hidden" name="intent" value="accept" />
        <Field
          label={copy.accept.nameLabel}
          errors={intent === "accept" ? errors.name : undefined}
          inputProps={{
            id: "akseptert-av",
            name: "name",
            required: true,
            minLength: 2,
            maxLength: 200,
            autoComplete: "name",
            autoFocus: intent === "accept" && Boolean(errors.name),
          }}
        />
        <StatusButton type="submit" status={accepting ? "pending" : "idle"}>
          {copy.accept.submit}
        </StatusButton>
      </Form>
      <Form method="post" className="space-y-3 rounded-lg border p-6">
        <h2 className="text-2xl">{copy.decline.heading}</h2>
        <p className="text-muted-foreground">{copy.decline.intro}</p>
        <input type="hidden" name="intent" value="decline" />
        <TextareaField
          label={copy.decline.reasonLabel}
          errors={intent === "decline" ? errors.reason : undefined}
          textareaProps={{
            id: "avslag-grunn",
            name: "reason",
            maxLength: 2000,
            rows: 3,
            autoFocus: intent === "decline" && Boolean(errors.reason),
          }}
        />
        <StatusButton type="submit" variant="outline" status={declining ? "pending" : "idle"}>
          {copy.decline.submit}
        </StatusButton>
      </Form>
    </div>
  );
}
