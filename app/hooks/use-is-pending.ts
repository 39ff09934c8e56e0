import { useFormAction, useNavigation } from "@remix-run/react";

/** What a navigation and a fetcher both tell about the submission they carry. */
type Submission = {
  state: "idle" | "submitting" | "loading";
  formAction?: string;
  formMethod?: string;
  formData?: FormData;
};

/**
 * Whether a form's submission is under way, from its answer until the page it leads to has
 * loaded: the page's navigation (or, for a fetcher form, its fetcher) carries a submission to
 * the form's action with the form's method. `formAction` is resolved as `<Form action>` is, so
 * the default is the current route's own action. Where several forms on a page post to the same
 * action, `intent` (the submitted `intent` field) says which one this is.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
  fetcher,
}: {
  formAction?: string;
  formMethod?: "POST" | "GET";
  intent?: string;
  fetcher?: Submission;
} = {}) {
  const action = useFormAction(formAction);
  const navigation = useNavigation();
  const submission: Submission = fetcher ?? navigation;
  return (
    submission.state !== "idle" &&
    submission.formAction === action &&
    submission.formMethod?.toUpperCase() === formMethod &&
    (intent === undefined || submission.formData?.get("intent") === intent)
  );
}
