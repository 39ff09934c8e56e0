import { useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import type { ConsentRootData } from "~/consent";
import { tagSettings } from "./ui/consented-tags";
import { applyConsent, sendConversion } from "./gtag";

/**
 * Sends one Google Ads conversion when the calling page mounts (the contact flow's /takk),
 * only with ads consent. The event waits in dataLayer until the tag script loads.
 */
export function useTrackConversion(label = "contact-form") {
  const consent = useRouteLoaderData<ConsentRootData>("root")?.consent;
  useEffect(() => {
    if (!consent) return;
    const settings = tagSettings(consent);
    applyConsent(settings);
    sendConversion(settings, { event_label: label });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, whatever later revalidations change
  }, []);
}
