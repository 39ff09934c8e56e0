import { receiveDeliveryFiles, answerStaffUpload } from "~/customer-projects/index.server";
import { staffAction } from "~/auth/index.server";

/** The final files for the customer, after approval. */
export const action = staffAction(async ({ request, params }) => {
  const id = params.id ?? "";
  return answerStaffUpload(id, await receiveDeliveryFiles(request, id));
});
