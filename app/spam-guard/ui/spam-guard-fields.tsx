import { useRouteLoaderData } from "@remix-run/react";
import { formCopy } from "~/forms";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type FormTokenRootData } from "..";

/**
 * The honeypot and the signed serve time every public form carries (see spam-guard). A form
 * shown again after a refusal passes the token the action kept (`formToken`), so it keeps
 * the time it was first served.
 */
export function SpamGuardFields({ formToken }: { formToken?: string }) {
  const rootData = useRouteLoaderData<FormTokenRootData>("root");
  return (
    <>
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {formCopy.honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken ?? rootData?.formToken ?? ""} />
    </>
  );
}
