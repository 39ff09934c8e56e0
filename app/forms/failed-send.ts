import { isRouteErrorResponse, type ShouldRevalidateFunction } from "@remix-run/react";

type Failure = { title: string; description: string };

/** The answer a send gets when the server's answer never arrived. */
export type FailedSend = {
  sendFailed: true;
  toast: { id: string; type: "error" } & Failure;
};

/**
 * For a form's clientAction: sends the form to the route's own action as usual, and when no
 * answer arrives (the connection dropped, a proxy answered 502, the server broke down) answers
 * in the page instead of showing the error page: the form stays with everything typed, its
 * button is free again and the spec's failure toast shows (decision 120). A redirect or an
 * answer the server meant passes through untouched.
 */
export async function sendKeepingForm<T>(
  serverAction: () => Promise<T>,
  failure: Failure,
): Promise<T | FailedSend> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    console.warn("Skjemaet kom ikke fram til serveren", error);
    return { sendFailed: true, toast: { id: "form-failed", type: "error", ...failure } };
  }
}

/**
 * After a failed send the page's data cannot have changed, and fetching it would most likely
 * fail the same way and replace the page with the error page.
 */
export const keepDataAfterFailedSend: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) =>
  (actionResult as Partial<FailedSend> | undefined)?.sendFailed === true
    ? false
    : defaultShouldRevalidate;
