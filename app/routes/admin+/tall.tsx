import { useLoaderData } from "@remix-run/react";
import { staffLoader } from "~/auth/index.server";
import { NumbersPage } from "~/numbers";
import { numbersPageView, parseIsoWeek } from "~/numbers/index.server";

/** ?uke=2026-W49 ends the page with that week; without it (or with a made-up one), this week. */
export const loader = staffLoader(async ({ request }) => ({
  view: await numbersPageView(parseIsoWeek(new URL(request.url).searchParams.get("uke"))),
}));

export default function NumbersRoute() {
  const { view } = useLoaderData<typeof loader>();
  return <NumbersPage view={view} />;
}
