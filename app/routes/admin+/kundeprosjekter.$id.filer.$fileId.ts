import { openCustomerProjectFile } from "~/customer-projects/index.server";
import { downloadResponse } from "~/storage/index.server";
import { staffLoader } from "~/auth/index.server";
import { cachePolicies } from "~/headers";

/** Customers' drawings are private: streamed only to signed-in staff, always as a download. */
export const loader = staffLoader(async ({ params }) => {
  const opened = await openCustomerProjectFile(params.id ?? "", params.fileId ?? "");
  if (!opened) throw new Response("Fant ikke filen", { status: 404 });
  const { file, stored } = opened;
  return downloadResponse(stored, {
    name: file.originalName,
    contentType: file.contentType,
    cacheControl: cachePolicies.personal,
  });
});
