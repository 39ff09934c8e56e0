import { createReadableStreamFromReadable } from "@remix-run/node";
import { openCustomerProjectFile } from "~/customer-projects/index.server";
import { attachmentDisposition } from "~/storage/index.server";
import { staffLoader } from "~/auth/index.server";
import { cachePolicies } from "~/http";

/** Customers' drawings are private: streamed only to signed-in staff, always as a download. */
export const loader = staffLoader(async ({ params }) => {
  const opened = await openCustomerProjectFile(params.id ?? "", params.fileId ?? "");
  if (!opened) throw new Response("Fant ikke filen", { status: 404 });
  const { file, stored } = opened;
  return new Response(createReadableStreamFromReadable(stored.body), {
    headers: {
      "Content-Type": file.contentType || "application/octet-stream",
      "Content-Length": String(stored.object.size),
      "Content-Disposition": attachmentDisposition(file.originalName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cachePolicies.personal,
    },
  });
});
