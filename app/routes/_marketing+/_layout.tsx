import type { MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteLayout } from "~/components/layout/site-layout";
import { CookieSettingsLink } from "~/consent";
import { errorPageTags } from "~/seo";

// Every page has its own meta; this one only speaks when a page's error comes up to the
// boundary below, whose head would otherwise have no title.
export const meta: MetaFunction = (args) => (args.error ? errorPageTags(args) : []);

export default function MarketingLayout() {
  return (
    <SiteLayout cookieSettings={<CookieSettingsLink />}>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  return (
    <SiteLayout cookieSettings={<CookieSettingsLink />}>
      <ErrorPage />
    </SiteLayout>
  );
}
