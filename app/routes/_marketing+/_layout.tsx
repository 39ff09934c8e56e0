import { Outlet } from "@remix-run/react";
import { ErrorPage } from "~/components/layout/error-page";
import { SiteLayout } from "~/components/layout/site-layout";

export default function MarketingLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  return (
    <SiteLayout>
      <ErrorPage />
    </SiteLayout>
  );
}
