import { Outlet } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { SiteLayout } from "~/components/site-layout";

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
