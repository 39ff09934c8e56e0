import { formCopy } from "~/forms";
import { useHydrated } from "~/hooks";
import { Button } from "./button";

/**
 * The line under a form that keeps a draft (useFormDraft), with the button that empties it.
 * Both need JavaScript, so they appear once the page has it; without it there is no draft,
 * only what the browser itself restores (decision 200).
 */
export function DraftNotice() {
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
