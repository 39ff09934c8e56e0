import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  consentKey,
  consentRecord,
  consentSettingsParam,
  grantedChoice,
  readConsent,
  type ConsentAnswer,
  type ConsentRootData,
  type ConsentState,
  isStaffPath,
} from "..";
import { cookieConsentCopy as copy } from "../copy";
import { cn } from "~/components/ui/cn";
import { whenIdle } from "~/hooks";
import { AdvancedConsentForm, consentFetcherKey, SimpleConsentForm } from "./consent-forms";
import { ConsentTabs } from "./consent-tabs";
import { ShowToast } from "~/toast";

/** The cookie banner; rendered once by the root, beside analytics' `AnalyticsTags`. */
export function CookieConsent() {
  const consent = useRouteLoaderData<ConsentRootData>("root")?.consent;
  const { pathname } = useLocation();
  if (!consent || isStaffPath(pathname)) return null;
  return <CookieBanner state={consent.state} />;
}

type TabId = "simple" | "advanced";
const advancedTabParam = "avansert";

function CookieBanner({ state }: { state: ConsentState }) {
  const location = useLocation();
  const requested = new URLSearchParams(location.search).get(consentSettingsParam);
  const fetcher = useFetcher<ConsentAnswer>({ key: consentFetcherKey });
  const [open, setOpen] = useState(requested !== null || state.status !== "chosen");
  // The spec: after 1 s when nothing is stored, at once when the stored value is unreadable.
  const [delayed, setDelayed] = useState(requested === null && state.status === "unset");
  const [tab, setTab] = useState<TabId>(requested === advancedTabParam ? "advanced" : "simple");
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (requested === null) return;
    setDelayed(false);
    setOpen(true);
    if (requested === advancedTabParam) setTab("advanced");
  }, [requested]);

  // Counts the opener's calls; focusing after the render that shows the banner, not in a frame
  // that a busy machine can run before React has drawn it.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    window.openCookieSettings = () => {
      setDelayed(false);
      setOpen(true);
      setFocusRequests((count) => count + 1);
    };
    return () => {
      delete window.openCookieSettings;
    };
  }, []);

  useEffect(() => {
    if (focusRequests > 0) bannerRef.current?.focus();
  }, [focusRequests]);

  // In idle time: the first touch of localStorage is slow, and right after hydration it
  // lengthened the task that runs the page's effects.
  useEffect(
    () =>
      whenIdle(() => {
        if (state.status === "chosen") mirrorToLocalStorage(state);
        else if (
          state.status === "unset" &&
          readConsent(readLocalStorage()).status === "unreadable"
        )
          setDelayed(false);
      }),
    [state],
  );

  const answer = fetcher.data && "record" in fetcher.data ? fetcher.data : null;
  useEffect(() => {
    if (answer) writeLocalStorage(JSON.stringify(answer.record));
  }, [answer]);

  const formProps = {
    fetcher,
    returnTo: returnPath(location),
    onSubmit: () => setOpen(false),
  };
  return (
    <>
      {answer ? <ShowToast toast={answer.toast} /> : null}
      {open ? (
        <section
          ref={bannerRef}
          tabIndex={-1}
          aria-labelledby="cookie-banner-heading"
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 border-t bg-card text-card-foreground shadow-2xl outline-none",
            // On wide screens a card in the corner, clear of the hero's buttons on the left
            // (decision 197); on narrow ones a low bar below them.
            "lg:inset-x-auto lg:right-4 lg:bottom-4 lg:w-[26rem] lg:rounded-lg lg:border",
            delayed && "animate-[cookie-banner-appear_300ms_ease-out_1s_both]",
            // Without JavaScript a form's notice stands in the same corner for 5 s (decision
            // 312): the banner comes once it has faded, instead of over it.
            delayed && "noscript:[body:has(.static-toast)_&]:[animation-delay:5.3s]",
          )}
        >
          {/*
            Transparent for the first second by CSS alone, so the delay holds without JavaScript.
            Not opacity 0 or visibility hidden: then the browser counts the banner's text as a
            paint at one second and makes it the page's largest contentful paint.
          */}
          <style>{"@keyframes cookie-banner-appear{from{opacity:.01;pointer-events:none}}"}</style>
          <div className="container flex max-h-[80dvh] flex-wrap items-center justify-between gap-x-3 gap-y-2 overflow-y-auto py-3 lg:p-5">
            <h2 id="cookie-banner-heading" className="font-sans text-base font-semibold">
              {copy.heading}
            </h2>
            <ConsentTabs
              label={copy.tabsLabel}
              selected={tab}
              onSelect={setTab}
              tabs={[
                { id: "simple", label: copy.tabs.simple, href: tabHref(location.search, "") },
                {
                  id: "advanced",
                  label: copy.tabs.advanced,
                  href: tabHref(location.search, advancedTabParam),
                },
              ]}
            >
              <p className="max-w-3xl text-xs text-muted-foreground sm:text-sm">
                {copy.intro}{" "}
                <a href="/personvern" className="text-foreground underline underline-offset-4">
                  {copy.privacyLink}
                </a>
              </p>
              <div className="mt-3">
                {tab === "simple" ? (
                  <SimpleConsentForm {...formProps} />
                ) : (
                  <AdvancedConsentForm {...formProps} initial={initialBoxes(state)} />
                )}
              </div>
            </ConsentTabs>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** The spec checks both boxes at first; once the visitor has chosen, the boxes show that choice. */
function initialBoxes(state: ConsentState) {
  return state.status === "chosen" ? grantedChoice(state) : { analytics: true, ads: true };
}

function tabHref(search: string, value: string) {
  const params = new URLSearchParams(search);
  params.delete(consentSettingsParam);
  const rest = params.toString();
  return `?${rest ? `${rest}&` : ""}${value ? `${consentSettingsParam}=${value}` : consentSettingsParam}`;
}

function returnPath(location: { pathname: string; search: string; hash: string }) {
  const params = new URLSearchParams(location.search);
  params.delete(consentSettingsParam);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}${location.hash}`;
}

function mirrorToLocalStorage(state: Extract<ConsentState, { status: "chosen" }>) {
  const stored = readConsent(readLocalStorage());
  const same =
    stored.status === "chosen" &&
    stored.choice.analytics === state.choice.analytics &&
    stored.choice.ads === state.choice.ads;
  if (same) return;
  writeLocalStorage(JSON.stringify(consentRecord(state.choice)));
}

/** Storage can be switched off; the cookie still holds the choice then. */
function readLocalStorage() {
  try {
    return localStorage.getItem(consentKey);
  } catch {
    return null;
  }
}

function writeLocalStorage(value: string) {
  try {
    localStorage.setItem(consentKey, value);
  } catch {
    // The cookie is the record the server reads; the mirror is a courtesy.
  }
}
