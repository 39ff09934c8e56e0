import { receiveDeliveryFiles, answerStaffUpload } from "~/customer-projects/index.server";
import { staffAction } from "~/auth/index.server";
import { uploadRoute } from "~/http";

export const handle = uploadRoute;

/** The final files for the customer, refused until the customer has approved a round. */
export const action = staffAction(async ({ request, params }) => {
  const id = params.id ?? "";
  return answerStaffUpload(id, await receiveDeliveryFiles(request, id));
});
