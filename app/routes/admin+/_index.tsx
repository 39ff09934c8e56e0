import { Link, useLoaderData } from "@remix-run/react";
import { adminOverviewCounts } from "~/admin/index.server";
import { staffLoader } from "~/auth/index.server";
import { adminNavigation, adminOverviewCounts as countCopy, adminShellCopy } from "~/auth";

export const loader = staffLoader(async ({ staff }) => ({
  name: staff.name ?? staff.email,
  counts: await adminOverviewCounts(),
}));

export default function AdminOverview() {
  const { name, counts } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-4xl">{adminShellCopy.heading}</h1>
      <p className="mt-2 text-muted-foreground">
        Hei, {name}. {adminShellCopy.overviewIntro}
      </p>
      <h2 className="mt-8 text-2xl">{adminShellCopy.countsHeading}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {countCopy.map(({ key, label, href }) => (
          <div key={key} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">
              <Link to={href} className="underline-offset-4 hover:underline">
                {label}
              </Link>
            </dt>
            <dd className="mt-1 font-serif text-3xl">{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminNavigation
          .filter((item) => item.href !== "/admin")
          .map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="block rounded-lg border bg-card p-6 hover:border-primary"
              >
                <span className="font-serif text-2xl">{item.label}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
