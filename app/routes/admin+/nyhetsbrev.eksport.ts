import { isSubscriberRole, subscribersCsv } from "~/newsletter/index.server";
import { staffLoader } from "~/auth/index.server";
import { cachePolicies } from "~/headers";

export const loader = staffLoader(async ({ request }) => {
  const role = new URL(request.url).searchParams.get("rolle");
  const csv = await subscribersCsv(isSubscriberRole(role) ? role : null);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="nyhetsbrev-abonnenter-${date}.csv"`,
      "Cache-Control": cachePolicies.personal,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
