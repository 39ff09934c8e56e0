import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { consentSettingsParam, type ConsentAnswer } from "~/consent";
import { decideConsent } from "~/consent/index.server";
import { createToastHeaders } from "~/toast/index.server";

export function loader() {
  return redirect(`/?${consentSettingsParam}`);
}

/**
 * The banner's buttons post here. Without JavaScript the visitor is sent back where they
 * were with a flash toast; the banner's fetcher asks for the answer in place instead.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const decision = decideConsent(formData);
  if (!decision) return data<ConsentAnswer>({ error: "Ugyldig valg" }, { status: 400 });
  if (formData.get("inPlace") === "1") {
    const toast = { id: crypto.randomUUID(), type: "success" as const, ...decision.toast };
    return data<ConsentAnswer>(
      { record: decision.record, toast },
      { headers: { "Set-Cookie": decision.setCookie } },
    );
  }
  const headers = await createToastHeaders({ type: "success", ...decision.toast });
  headers.append("Set-Cookie", decision.setCookie);
  return redirect(decision.returnTo, { status: 303, headers });
}
