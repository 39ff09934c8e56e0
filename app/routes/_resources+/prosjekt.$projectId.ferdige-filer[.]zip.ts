import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { projectPageCopy } from "~/customer-projects";
import { openDeliveryZip } from "~/customer-projects/index.server";
import { privatePageHeaders } from "~/headers";

/** "Last ned alle" on the customer's page: the delivered files as one ZIP, for the link's holder. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const outcome = await openDeliveryZip(params.projectId ?? "", context.clientIp);
  if (outcome.status === "rate-limited")
    throw new Response(projectPageCopy.tooManyText, {
      status: 429,
      headers: { ...privatePageHeaders, "Retry-After": "600" },
    });
  if (outcome.status === "not-found")
    throw new Response("Ikke funnet", { status: 404, headers: privatePageHeaders });
  return new Response(createReadableStreamFromReadable(outcome.zip), {
    headers: {
      ...privatePageHeaders,
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="ferdige-filer.zip"',
      "X-Content-Type-Options": "nosniff",
    },
  });
}
