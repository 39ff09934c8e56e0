import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { StatusButton } from "~/components/ui/status-button";
import { siteContentCopy } from "../copy";

const copy = siteContentCopy.editor;

export type DocumentState = "published" | "draft" | "unsaved";

const dotColour: Record<DocumentState, string> = {
  published: "bg-green-500",
  draft: "bg-sky-400",
  unsaved: "bg-amber-400",
};

/**
 * The foot of the editor's form, held at the bottom of the window while the form goes on
 * below it: where the document stands, and the form's three ways to send it (its only
 * buttons for that). "Ulagrede endringer" needs the page's code to know a field changed;
 * without it the bar says what is stored.
 */
export function EditorBar({ state, pending }: { state: DocumentState; pending: boolean }) {
  return (
    <div
      data-editor-bar
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t bg-background/95 px-4 py-3"
    >
      <p role="status" className="flex items-center gap-2 text-sm">
        <span aria-hidden className={cn("size-2.5 rounded-full", dotColour[state])} />
        {copy.state[state]}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <StatusButton
          type="submit"
          name="intent"
          value="save"
          variant="outline"
          status={pending ? "pending" : "idle"}
        >
          {copy.save}
        </StatusButton>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={pending}>
          {copy.preview}
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={pending}>
          {copy.publish}
        </Button>
      </div>
    </div>
  );
}
