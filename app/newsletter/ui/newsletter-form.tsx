import { PrefetchPageLinks, useFetcher, useLocation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { NewsletterAnswer } from "..";
import { newsletterCopy as copy, subscriberRoles } from "../copy/newsletter";
import type { FailedSend } from "~/forms";
import { useHydrated, useIsPending } from "~/hooks";
import { CheckboxField, Field, SelectField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { SpamGuardFields } from "~/spam-guard";
import { ShowToast } from "~/toast";

const NEWSLETTER_ACTION = "/nyhetsbrev";

/**
 * With JavaScript the signup posts in place and empties itself on success; without, the
 * action redirects back here with the toast in a flash cookie. A refusal is the spec's
 * toast, not a message beside a field.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterAnswer | FailedSend>();
  const pending = useIsPending({ formAction: NEWSLETTER_ACTION, fetcher });
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [used, setUsed] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const ok = result !== undefined && "ok" in result && result.ok;

  useEffect(() => {
    if (ok) form.current?.reset();
  }, [ok, result]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      className="relative grid gap-x-4 gap-y-1 md:grid-cols-[1fr_14rem]"
      // The action's route and its code are fetched while the visitor fills the form, so
      // a send made offline reaches its clientAction, which answers with the failure toast.
      data-discover="true"
      onFocus={() => setUsed(true)}
    >
      {used ? <PrefetchPageLinks page={NEWSLETTER_ACTION} /> : null}
      <SpamGuardFields />
      <input type="hidden" name="returnTo" value={`${pathname}#nyhetsbrev`} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <Field
        label={copy.email.label}
        inputProps={{
          id: "nyhetsbrev-epost",
          name: "email",
          type: "email",
          required: true,
          autoComplete: "email",
          placeholder: copy.email.placeholder,
        }}
      />
      <SelectField
        label={copy.role.label}
        selectProps={{ id: "nyhetsbrev-rolle", name: "role", required: true, defaultValue: "" }}
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
        checkboxProps={{ id: "nyhetsbrev-samtykke", name: "consent", required: true }}
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
      <div className="md:col-span-2">
        <StatusButton
          type="submit"
          status={pending ? "pending" : ok ? "success" : "idle"}
          pendingLabel={copy.submitting}
        >
          {copy.submit}
        </StatusButton>
      </div>
      {result ? <ShowToast toast={result.toast} /> : null}
    </fetcher.Form>
  );
}
