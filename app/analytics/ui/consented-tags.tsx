import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { grantedChoice, isStaffPath, type ConsentRootData, type PageConsent } from "~/consent";
import { company } from "~/company";
import {
  applyConsent,
  loadTagScript,
  sendAnalyticsEvent,
  tagManagerOrigin,
  type TagSettings,
} from "../gtag";

/** The spec's loading rule: on the first interaction, or after 5 s without one. */
const tagLoadDelayMs = 5_000;
const interactionEvents = ["pointerdown", "keydown", "touchstart", "wheel", "scroll"] as const;

const homePageTitle = `${company.name} AS | Fotorealistiske 3D-visualiseringer`;

export function tagSettings(consent: PageConsent): TagSettings {
  return { ...consent.tags, choice: grantedChoice(consent.state) };
}

/** Google's tags as the root's consent allows; rendered once by the root, beside the cookie banner. */
export function AnalyticsTags() {
  const consent = useRouteLoaderData<ConsentRootData>("root")?.consent;
  const { pathname } = useLocation();
  return consent && !isStaffPath(pathname) ? <ConsentedTags consent={consent} /> : null;
}

/**
 * Google's tags, only for what the visitor granted and only when an id is configured.
 * The tracking code itself is a separate chunk that visitors without consent never load.
 */
function ConsentedTags({ consent }: { consent: PageConsent }) {
  const { pathname } = useLocation();
  const { measurementId, adsId, adsConversionLabel } = consent.tags;
  const { analytics, ads } = grantedChoice(consent.state);
  const settings = useMemo(
    () => ({ measurementId, adsId, adsConversionLabel, choice: { analytics, ads } }),
    [measurementId, adsId, adsConversionLabel, analytics, ads],
  );
  const active = (analytics && Boolean(measurementId)) || (ads && Boolean(adsId));

  useEffect(() => {
    if (active || window.dataLayer) applyConsent(settings);
  }, [active, settings]);

  useEffect(() => {
    if (!active) return;
    let stopTracking: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenVisitorEngages(() => {
      loadTagScript(settings);
      import("../tracking")
        .then(({ startTracking }) => {
          if (!cancelled) stopTracking = startTracking(settings);
        })
        .catch((error: unknown) => console.warn("Sporingen kunne ikke lastes", error));
    });
    return () => {
      cancelled = true;
      cancelWait();
      stopTracking?.();
    };
  }, [active, settings]);

  useEffect(() => {
    if (!active) return;
    sendAnalyticsEvent("page_view", {
      page_path: pathname,
      page_title: pathname === "/" ? homePageTitle : document.title,
    });
  }, [active, pathname]);

  return (
    <>
      {active ? <link rel="preconnect" href={tagManagerOrigin} /> : null}
      {pathname === "/" && consent.videoThumbnailOrigin ? (
        <link rel="preconnect" href={consent.videoThumbnailOrigin} />
      ) : null}
    </>
  );
}

function whenVisitorEngages(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    cancel();
    start();
  };
  const timer = window.setTimeout(once, tagLoadDelayMs);
  interactionEvents.forEach((name) => addEventListener(name, once, { passive: true, once: true }));
  function cancel() {
    window.clearTimeout(timer);
    interactionEvents.forEach((name) => removeEventListener(name, once));
  }
  return cancel;
}
