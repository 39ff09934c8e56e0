import { formCopy } from "~/forms";
import { useHydrated } from "~/hooks";
import { Button } from "./button";
import { FormError } from "./field";
import { StatusButton } from "./status-button";

/**
 * The foot of a visitor's form that keeps a draft (the enquiry, the brief): the refusal the
 * server gave, the send button, and the draft line under it.
 */
export function PublicFormFooter({
  formError,
  focusError,
  pending,
  submitLabel,
  pendingLabel,
}: {
  formError: string | undefined;
  /** Whether the refusal takes focus: not when a field or the files hold the error. */
  focusError: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormError message={formError} focus={focusError} />
      <StatusButton
        type="submit"
        size="lg"
        status={pending ? "pending" : "idle"}
        pendingLabel={pendingLabel}
        className="w-full md:w-auto"
      >
        {submitLabel}
      </StatusButton>
      <DraftNotice />
    </>
  );
}

/**
 * The line under a form that keeps a draft (useFormDraft), with the button that empties it.
 * Both need JavaScript, so they appear once the page has it; without it there is no draft,
 * only what the browser itself restores (decision 200).
 */
function DraftNotice() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
      {formCopy.draftKept}
      <Button type="reset" variant="link" size="sm" className="h-auto px-0">
        {formCopy.clearDraft}
      </Button>
    </p>
  );
}
