import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import LogOut from "lucide-react/icons/log-out";
import { ErrorPage } from "~/components/layout/error-page";
import { Button } from "~/components/ui/button";
import { useCompany } from "~/company";
import { AdminMenu, adminShellCopy } from "~/admin";
import { adminInboxCount } from "~/inbox/index.server";
import { staffLoader, staffPageHeaders } from "~/auth/index.server";

export const meta: MetaFunction = () => [
  { title: adminShellCopy.metaTitle },
  { name: "description", content: adminShellCopy.metaDescription },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => staffPageHeaders;

export const loader = staffLoader(async ({ staff }) => ({
  staff: { email: staff.email, name: staff.name ?? null },
  waiting: await adminInboxCount(),
}));

export default function AdminLayout() {
  const { staff, waiting } = useLoaderData<typeof loader>();
  return (
    <AdminFrame signedInAs={staff.name ?? staff.email} waiting={waiting}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return (
    <AdminFrame>
      <ErrorPage />
    </AdminFrame>
  );
}

function AdminFrame({
  signedInAs,
  waiting = 0,
  children,
}: {
  signedInAs?: string;
  /** How many things wait in the inbox, shown beside its menu item. */
  waiting?: number;
  children: React.ReactNode;
}) {
  const company = useCompany();
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card/60">
        <div className="container flex flex-wrap items-center justify-between gap-4 py-4">
          <Link to="/admin" className="font-serif text-xl font-medium">
            {company.name}{" "}
            <span className="font-sans text-sm font-normal text-muted-foreground">
              {adminShellCopy.heading}
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {signedInAs ? (
              <span className="text-muted-foreground">
                {adminShellCopy.signedInAs}{" "}
                <strong className="text-foreground">{signedInAs}</strong>
              </span>
            ) : null}
            <Link to="/" className="text-muted-foreground hover:text-primary">
              {adminShellCopy.toSite}
            </Link>
            <Form method="post" action="/auth/logout">
              <Button type="submit" variant="outline" size="sm">
                <LogOut aria-hidden />
                {adminShellCopy.signOut}
              </Button>
            </Form>
          </div>
        </div>
        <AdminMenu waiting={waiting} />
      </header>
      <main id="innhold" tabIndex={-1} className="container py-10 outline-none">
        {children}
      </main>
    </div>
  );
}
