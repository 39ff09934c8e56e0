import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { PrefetchPageLinks, useFetcher, useLocation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { NewsletterAnswer } from "..";
import { newsletterCopy as copy, subscriberRoles } from "../copy/newsletter";
import type { newsletterSchema } from "../newsletter-schema";
import type { z } from "zod";
import { firstInvalidField, type FailedSend } from "~/forms";
import { useHydrated, useIsPending } from "~/hooks";
import { CheckboxField, Field, FormError, SelectField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { SpamGuardFields } from "~/spam-guard";
import { ShowToast } from "~/toast";

const NEWSLETTER_ACTION = "/nyhetsbrev";

/**
 * With JavaScript the signup posts in place and empties itself on success; without, the
 * action redirects back here with the toast in a flash cookie, or answers a refusal on
 * /nyhetsbrev's page, which hands its answer in as `answer`. A refusal keeps what was typed,
 * shows the spec's toast and each field's message, or the reason beside the button (a limit,
 * a stale page).
 */
export function NewsletterForm({ answer }: { answer?: NewsletterAnswer }) {
  const fetcher = useFetcher<NewsletterAnswer | FailedSend>();
  const pending = useIsPending({ formAction: NEWSLETTER_ACTION, fetcher });
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [used, setUsed] = useState(false);
  const result = (fetcher.state === "idle" ? fetcher.data : undefined) ?? answer;
  const reply = result && "ok" in result ? result : undefined;
  const ok = reply?.ok === true;
  // The server checks every field; the spec's refusal is its toast, so nothing is checked here.
  const [form, fields] = useForm<z.input<typeof newsletterSchema>>({
    // Not "nyhetsbrev": that is the section's id, and Conform ties each field to the form's.
    id: "nyhetsbrev-skjema",
    lastResult: reply?.result,
  });
  const invalid = firstInvalidField(reply?.result?.error);

  return (
    <fetcher.Form
      // An accepted signup mounts an empty form; a DOM reset would fight Conform's own state.
      key={ok ? reply.toast?.id : "nyhetsbrev"}
      method="post"
      action={NEWSLETTER_ACTION}
      {...getFormProps(form)}
      noValidate
      className="relative grid gap-x-4 gap-y-1 md:grid-cols-[1fr_14rem]"
      // The action's route and its code are fetched while the visitor fills the form, so
      // a send made offline reaches its clientAction, which answers with the failure toast.
      data-discover="true"
      onFocus={() => setUsed(true)}
    >
      {used ? <PrefetchPageLinks page={NEWSLETTER_ACTION} /> : null}
      <SpamGuardFields formToken={reply?.formToken} />
      <input type="hidden" name="returnTo" value={`${pathname}#nyhetsbrev`} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <Field
        label={copy.email.label}
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          id: "nyhetsbrev-epost",
          required: true,
          autoComplete: "email",
          autoFocus: invalid === "email",
          placeholder: copy.email.placeholder,
        }}
      />
      <SelectField
        label={copy.role.label}
        errors={fields.role.errors}
        selectProps={{
          ...getSelectProps(fields.role),
          id: "nyhetsbrev-rolle",
          required: true,
          autoFocus: invalid === "role",
          defaultValue: fields.role.initialValue ?? "",
        }}
      >
        <option value="" disabled>
          {copy.role.placeholder}
        </option>
        {subscriberRoles.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        className="md:col-span-2"
        errors={fields.consent.errors}
        checkboxProps={{
          ...getInputProps(fields.consent, { type: "checkbox" }),
          id: "nyhetsbrev-samtykke",
          required: true,
          autoFocus: invalid === "consent",
        }}
        label={
          <>
            {copy.consent.before}
            <Link to="/personvern" className="text-foreground underline">
              {copy.consent.link}
            </Link>
            {copy.consent.after}
          </>
        }
      />
      {reply?.formError ? (
        <div className="md:col-span-2">
          <FormError message={reply.formError} focus={!invalid} />
        </div>
      ) : null}
      <div className="md:col-span-2">
        <StatusButton
          type="submit"
          status={pending ? "pending" : ok ? "success" : "idle"}
          pendingLabel={copy.submitting}
        >
          {copy.submit}
        </StatusButton>
      </div>
      {result?.toast ? <ShowToast toast={result.toast} /> : null}
    </fetcher.Form>
  );
}
