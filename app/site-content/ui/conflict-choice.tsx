import type { FormMetadata } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { siteContentCopy } from "../copy";

const copy = siteContentCopy.editor.conflict;

/** A field both editors changed: its form name and the other editor's value, as form values. */
export interface ConflictField {
  name: string;
  theirs: unknown;
}

const Conflicts = createContext<{ who: string; fields: readonly ConflictField[] } | null>(null);

export const ConflictsProvider = Conflicts.Provider;

/** The conflict on this field, if both editors changed it; `first` is where the editor lands. */
export function useConflict(name: string) {
  const conflicts = useContext(Conflicts);
  const field = conflicts?.fields.find((candidate) => candidate.name === name);
  if (!conflicts || !field) return null;
  return { ...field, who: conflicts.who, first: conflicts.fields[0]?.name === name };
}

/**
 * A field both editors changed, highlighted: this editor's text stays in it, the other's is
 * shown under it with a button that puts it in the field instead (it posts, so it works
 * without JavaScript too).
 */
export function ConflictFrame({
  name,
  form,
  children,
}: {
  name: string;
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "update">;
  children: ReactNode;
}) {
  const conflict = useConflict(name);
  if (!conflict) return children;
  return (
    <div data-conflict className="space-y-3 rounded-md p-3 ring-2 ring-destructive">
      {children}
      <div className="space-y-2 text-sm">
        <p className="font-medium">{copy.theirsValue(conflict.who)}</p>
        <p className="rounded bg-muted p-2 whitespace-pre-wrap">{shown(conflict.theirs)}</p>
        <Button
          variant="outline"
          size="sm"
          {...form.update.getButtonProps({ name, value: conflict.theirs as never })}
        >
          {copy.useTheirs(conflict.who)}
        </Button>
      </div>
    </div>
  );
}

/** A value as text to read: a list or a picture as its texts, one a line. */
function shown(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(shown).join("\n");
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .filter(([key]) => !["src", "width", "height"].includes(key))
      .map(([, item]) => shown(item))
      .join("\n");
  return "";
}
