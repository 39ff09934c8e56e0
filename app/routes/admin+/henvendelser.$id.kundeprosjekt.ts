import { staffAction } from "~/auth/index.server";
import { projectFromEnquiryCopy as copy } from "~/customer-projects";
import { createProjectFromEnquiry } from "~/customer-projects/index.server";
import { redirectWithToast } from "~/toast/index.server";

/** "Opprett kundeprosjekt": pressed again, it leads to the project the first press made. */
export const action = staffAction(async ({ params }) => {
  const outcome = await createProjectFromEnquiry(params.id ?? "");
  if (outcome.status === "not-found") throw new Response(copy.notFound, { status: 404 });
  return redirectWithToast(
    `/admin/kundeprosjekter/${outcome.projectId}`,
    outcome.status === "created" ? copy.createdToast : copy.existingToast,
  );
});
