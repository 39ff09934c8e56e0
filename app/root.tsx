import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  data,
  Links,
  Meta,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { consentForPage } from "~/consent/index.server";
import { ScriptsAfterFirstPaint } from "./components/ui/after-first-paint";
import { AnalyticsTags } from "~/analytics";
import { CookieConsent, isStaffPath, type ConsentRootData } from "~/consent";
import { ErrorPage } from "./components/layout/error-page";
import type { SiteLayoutRootData } from "./components/layout/site-layout";
import { PrefetchAfterLoad } from "./components/layout/prefetch-after-load";
import { ServiceWorker } from "./components/layout/service-worker";
import { ShowToast, Toaster } from "~/toast";
import { prefetchedPaths } from "./components/layout/copy/navigation";
import { useHydrated, useScrollToTopOnPathChange } from "~/hooks";
import { useNonce } from "~/headers";
import { Stylesheet } from "./styles/stylesheet";
import stylesheet from "./styles/tailwind.css?url";
import { fontPreloads } from "./styles/font-preloads";
import { getConfig } from "~/config/index.server";
import { keepDataAfterFailedSend, ZodSettings } from "~/forms";
import type { FormTokenRootData } from "~/spam-guard";
import { issueFormToken } from "~/spam-guard/index.server";
import { getToast } from "~/toast/index.server";
import { isPreview, readContent } from "~/site-content/index.server";

export const links: LinksFunction = () => [
  ...fontPreloads,
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, company, preview] = await Promise.all([
    getToast(request),
    readContent(request, "company"),
    isPreview(request),
  ]);
  // What the concerns below read from the root, typed by each of them (they never import it).
  const handedDown: ConsentRootData & FormTokenRootData & SiteLayoutRootData = {
    year: new Date().getFullYear(),
    formToken: issueFormToken(),
    consent: consentForPage(request),
    preview,
  };
  return data(
    { ...handedDown, toast, siteUrl: getConfig().siteUrl.origin, company },
    { headers: headers ?? undefined },
  );
}

export const shouldRevalidate = keepDataAfterFailedSend;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const preview = useRouteLoaderData<typeof loader>("root")?.preview;
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#120f0d" />
        <Meta />
        {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Stylesheet href={stylesheet} />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ZodSettings nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  useScrollToTopOnPathChange();
  return (
    <>
      <HydrationMarker />
      <Outlet />
      <Toaster />
      {toast ? <ShowToast toast={toast} /> : null}
      {/* Staff at work in admin are not about to open the public pages it would fetch. */}
      {isStaffPath(pathname) ? null : <PrefetchAfterLoad paths={prefetchedPaths} />}
      <CookieConsent />
      <AnalyticsTags />
      <ServiceWorker />
    </>
  );
}

/**
 * Lets the browser tests (and CSS) tell a hydrated page from server HTML: set once every part
 * that waits for `useHydrated` shows its JavaScript version. A component of its own, so the
 * switch re-renders only it, not the page.
 */
function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}

/** Last resort for errors outside a layout (the root loader itself failed). */
export function ErrorBoundary() {
  return (
    <main>
      <ErrorPage />
    </main>
  );
}
