import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import LogOut from "lucide-react/icons/log-out";
import { ErrorPage } from "~/components/layout/error-page";
import { Button } from "~/components/ui/button";
import { useCompany } from "~/company";
import { adminNavigation, adminShellCopy } from "~/admin";
import { inboxCopy } from "~/inbox";
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
        <nav aria-label={adminShellCopy.navigationLabel} className="container">
          <ul className="-mb-px flex flex-wrap gap-1">
            {adminNavigation.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.end}
                  className="block border-b-2 border-transparent px-3 py-2 text-sm hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
                >
                  {item.label}{" "}
                  {item.href === "/admin" && waiting > 0 ? (
                    <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                      {waiting}
                      <span className="sr-only"> {inboxCopy.navigationWaiting}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="innhold" tabIndex={-1} className="container py-10 outline-none">
        {children}
      </main>
    </div>
  );
}
