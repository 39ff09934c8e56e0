import { receiveFeedbackRound, answerStaffUpload } from "~/customer-projects/index.server";
import { staffAction } from "~/auth/index.server";
import { uploadRoute } from "~/http";

export const handle = uploadRoute;

/** Staff's new round of renders; the answer is a redirect back with a toast either way. */
export const action = staffAction(async ({ request, params, staff }) => {
  const id = params.id ?? "";
  return answerStaffUpload(id, await receiveFeedbackRound(request, id, staff.email));
});
