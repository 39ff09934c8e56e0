import { customerProjectsAdminCopy } from "./copy/customer-projects";
import { feedbackAdminCopy as copy } from "./copy/feedback";
import type { UploadOutcome } from "./feedback.server";
import { redirectWithToast } from "~/toast/index.server";

/**
 * Both upload forms post from the project page without script too, so every outcome goes back
 * there: a refusal as an error toast with the file's problem, nothing stored.
 */
export function answerStaffUpload(projectId: string, outcome: UploadOutcome) {
  const here = `/admin/kundeprosjekter/${projectId}`;
  switch (outcome.status) {
    case "not-found":
      throw new Response(customerProjectsAdminCopy.notFound, { status: 404 });
    case "saved":
      return redirectWithToast(
        here,
        outcome.round ? copy.toasts.round(outcome.round) : copy.toasts.delivered,
      );
    case "refused":
      return redirectWithToast(here, {
        type: "error",
        title: copy.toasts.failed.title,
        description: outcome.problem,
      });
    case "failed":
      return redirectWithToast(here, copy.toasts.failed);
  }
}
