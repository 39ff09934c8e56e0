import { Link, useLoaderData } from "@remix-run/react";
import { adminNavigation, adminShellCopy } from "~/content/staff";
import { staffLoader } from "~/auth/index.server";

export const loader = staffLoader(({ staff }) => ({ name: staff.name ?? staff.email }));

export default function AdminOverview() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-4xl">{adminShellCopy.heading}</h1>
      <p className="mt-2 text-muted-foreground">
        Hei, {name}. {adminShellCopy.overviewIntro}
      </p>
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
