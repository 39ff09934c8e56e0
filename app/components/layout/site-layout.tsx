import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { PreviewBanner } from "./preview-banner";
import { SiteHeader } from "./site-header";

/** What the root loader hands the layout: whether staff preview drafts, and the footer's year. */
export interface SiteLayoutRootData {
  preview: boolean;
  year: number;
}

/**
 * Header, main landmark and footer around every public page, error pages included. The route
 * hands in consent's `CookieSettingsLink` for the footer.
 */
export function SiteLayout({
  children,
  cookieSettings,
}: {
  children: ReactNode;
  cookieSettings: ReactNode;
}) {
  const rootData = useRouteLoaderData<SiteLayoutRootData>("root");
  return (
    <>
      {rootData?.preview ? <PreviewBanner /> : null}
      <SiteHeader />
      <main id="innhold" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        year={rootData?.year ?? new Date().getFullYear()}
        cookieSettings={cookieSettings}
      />
    </>
  );
}
