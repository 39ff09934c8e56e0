import type { ConsentChoice } from "~/consent";

/** The public tag ids from the server; a missing id means that tag never loads. */
export interface TagIds {
  measurementId: string | null;
  adsId: string | null;
  adsConversionLabel: string | null;
}

export interface TagSettings extends TagIds {
  choice: ConsentChoice;
}

/** The spec's analytics cookie lifetime. */
const analyticsCookieSeconds = 7200;
export const tagManagerOrigin = "https://www.googletagmanager.com";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let granted: ConsentChoice = { analytics: false, ads: false };
const configured = new Set<string>();
let scriptLoaded = false;

/** What the visitor has granted, as last told to the tags. Every tracking action checks it. */
export function grantedNow(): ConsentChoice {
  return granted;
}

/** gtag.js reads the arguments object itself, so this must push `arguments`, not an array. */
function gtag(..._args: unknown[]) {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- see above: gtag.js needs the arguments object
  window.dataLayer.push(arguments);
}

/**
 * Consent Mode v2: everything is denied first, then granted only for what the visitor chose.
 * Commands queue in dataLayer, so events may be sent before the script has loaded.
 */
export function applyConsent(settings: TagSettings) {
  if (!window.dataLayer) {
    gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    gtag("js", new Date());
  }
  granted = {
    analytics: settings.choice.analytics && Boolean(settings.measurementId),
    ads: settings.choice.ads && Boolean(settings.adsId),
  };
  const ads = granted.ads ? "granted" : "denied";
  gtag("consent", "update", {
    analytics_storage: granted.analytics ? "granted" : "denied",
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
  if (granted.analytics && settings.measurementId) {
    configureOnce(settings.measurementId, {
      cookie_expires: analyticsCookieSeconds,
      send_page_view: false,
    });
  }
  if (granted.ads && settings.adsId) configureOnce(settings.adsId, {});
}

function configureOnce(id: string, options: Record<string, unknown>) {
  if (configured.has(id)) return;
  configured.add(id);
  gtag("config", id, options);
}

/** Injects gtag.js once, with the id of a tag the visitor has granted. */
export function loadTagScript(settings: TagIds) {
  const id = granted.analytics ? settings.measurementId : granted.ads ? settings.adsId : null;
  if (scriptLoaded || !id) return;
  scriptLoaded = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${tagManagerOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function sendAnalyticsEvent(name: string, params: Record<string, unknown>) {
  if (granted.analytics) gtag("event", name, params);
}

/** A Google Ads conversion; skipped unless the visitor granted ads. */
export function sendConversion(settings: TagIds, params: Record<string, unknown> = {}) {
  if (!granted.ads || !settings.adsId) return;
  const sendTo = settings.adsConversionLabel
    ? `${settings.adsId}/${settings.adsConversionLabel}`
    : settings.adsId;
  gtag("event", "conversion", { send_to: sendTo, ...params });
}
