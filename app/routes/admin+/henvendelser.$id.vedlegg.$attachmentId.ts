import { createReadableStreamFromReadable } from "@remix-run/node";
import { openEnquiryAttachment } from "~/contact/index.server";
import { attachmentDisposition } from "~/storage/index.server";
import { staffLoader } from "~/auth/index.server";
import { cachePolicies } from "~/http";

/** Clients' drawings are private: streamed only to signed-in staff, always as a download. */
export const loader = staffLoader(async ({ params }) => {
  const opened = await openEnquiryAttachment(params.id ?? "", params.attachmentId ?? "");
  if (!opened) throw new Response("Fant ikke vedlegget", { status: 404 });
  const { attachment, stored } = opened;
  return new Response(createReadableStreamFromReadable(stored.body), {
    headers: {
      "Content-Type": attachment.contentType || "application/octet-stream",
      "Content-Length": String(stored.object.size),
      "Content-Disposition": attachmentDisposition(attachment.originalName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cachePolicies.personal,
    },
  });
});
