import { openEnquiryAttachment } from "~/contact/index.server";
import { downloadResponse } from "~/storage/index.server";
import { staffLoader } from "~/auth/index.server";
import { cachePolicies } from "~/headers";

/** Clients' drawings are private: streamed only to signed-in staff, always as a download. */
export const loader = staffLoader(async ({ params }) => {
  const opened = await openEnquiryAttachment(params.id ?? "", params.attachmentId ?? "");
  if (!opened) throw new Response("Fant ikke vedlegget", { status: 404 });
  const { attachment, stored } = opened;
  return downloadResponse(stored, {
    name: attachment.originalName,
    contentType: attachment.contentType,
    cacheControl: cachePolicies.personal,
  });
});
