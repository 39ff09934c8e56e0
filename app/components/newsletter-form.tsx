import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { useEffect, useRef } from "react";
import { newsletterCopy as copy, subscriberRoles } from "~/content/newsletter";
import { useHydrated } from "~/hooks";
import type { action as newsletterAction } from "~/routes/_resources+/nyhetsbrev";
import { inputClass } from "~/components/ui/field";
import { SpamGuardFields } from "./spam-guard-fields";
import { ShowToast } from "./toaster";
import { Button } from "./ui/button";

export const NEWSLETTER_ACTION = "/nyhetsbrev";

/**
 * With JavaScript the signup posts in place and empties itself on success; without, the
 * action redirects back here with the toast in a flash cookie.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof newsletterAction>();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) form.current?.reset();
  }, [fetcher.state, result]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      className="relative grid gap-4 md:grid-cols-[1fr_14rem]"
    >
      <SpamGuardFields />
      <input type="hidden" name="returnTo" value={`${pathname}#nyhetsbrev`} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <div className="space-y-1">
        <label htmlFor="nyhetsbrev-epost" className="block text-sm font-medium">
          {copy.email.label}
        </label>
        <input
          id="nyhetsbrev-epost"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={copy.email.placeholder}
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="nyhetsbrev-rolle" className="block text-sm font-medium">
          {copy.role.label}
        </label>
        <select id="nyhetsbrev-rolle" name="role" required defaultValue="" className={inputClass}>
          <option value="" disabled>
            {copy.role.placeholder}
          </option>
          {subscriberRoles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-start gap-3 text-sm text-muted-foreground md:col-span-2">
        <input type="checkbox" name="consent" required className="mt-1 size-4 accent-primary" />
        <span>
          {copy.consent.before}
          <Link to="/personvern" className="text-foreground underline">
            {copy.consent.link}
          </Link>
          {copy.consent.after}
        </span>
      </label>
      <div className="md:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </div>
      {result && fetcher.state === "idle" ? <ShowToast toast={result.toast} /> : null}
    </fetcher.Form>
  );
}
