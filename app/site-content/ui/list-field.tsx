import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ErrorList } from "~/components/ui/field";
import { siteContentCopy } from "../copy";
import type { FieldSpec } from "../documents/fields";
import { ConflictFrame } from "./conflict-choice";
import { DragHandle, useDragToReorder } from "./drag-to-reorder";
import { Fields } from "./editor-fields";
import type { AnyField, AnyForm } from "./editor-types";
import { EditorTextField } from "./text-field";

const copy = siteContentCopy.editor;

type ListSpec = Extract<FieldSpec, { kind: "list" }>;

/**
 * A list of texts or of groups of fields. Items are added, removed and moved by buttons that
 * post, so they work without JavaScript; with it, an item can also be dragged by its grip.
 */
export function ListField({
  spec,
  field,
  form,
}: {
  spec: ListSpec;
  field: AnyField;
  form: AnyForm;
}) {
  const items = field.getFieldList();
  // The type of a list item is the document's, which this generic form cannot name.
  const emptyItem = emptyItemOf(spec) as never;
  const drag = useDragToReorder((from, to) => form.reorder({ name: field.name, from, to }));
  return (
    <fieldset className="space-y-4 rounded-md border p-4">
      <legend className="px-1 font-medium">{spec.label}</legend>
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li
            key={item.key}
            className={cn(
              "space-y-2 rounded-md bg-card/60 p-3",
              drag.target === index && "ring-2 ring-primary",
            )}
            {...drag.itemProps(index)}
          >
            <ListItem spec={spec} item={item} position={index + 1} form={form} />
            <div className="flex flex-wrap gap-2">
              <DragHandle {...drag.handleProps(index)} />
              <ItemButtons
                spec={spec}
                name={field.name}
                index={index}
                count={items.length}
                form={form}
              />
            </div>
          </li>
        ))}
      </ol>
      <ErrorList id={field.errorId} errors={field.errors} />
      <Button
        variant="outline"
        size="sm"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: emptyItem })}
      >
        <Plus aria-hidden />
        {copy.add(spec.itemLabel)}
      </Button>
    </fieldset>
  );
}

function ListItem({
  spec,
  item,
  position,
  form,
}: {
  spec: ListSpec;
  item: AnyField;
  position: number;
  form: AnyForm;
}) {
  const heading = copy.itemHeading(spec.itemLabel, position);
  if (typeof spec.item === "string") {
    return (
      <ConflictFrame name={item.name} form={form}>
        <EditorTextField kind={spec.item} field={item} label={heading} max={spec.itemMax} />
      </ConflictFrame>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{heading}</legend>
      <Fields specs={spec.item} fieldset={item.getFieldset()} form={form} />
    </fieldset>
  );
}

function ItemButtons({
  spec,
  name,
  index,
  count,
  form,
}: {
  spec: ListSpec;
  name: string;
  index: number;
  count: number;
  form: AnyForm;
}) {
  const position = index + 1;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={index === 0}
        aria-label={copy.moveUp(spec.itemLabel, position)}
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        aria-label={copy.moveDown(spec.itemLabel, position)}
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={copy.remove(spec.itemLabel, position)}
        {...form.remove.getButtonProps({ name, index })}
      >
        <Trash aria-hidden />
      </Button>
    </>
  );
}

/** A new item of a list: empty texts, and empty lists inside it. */
function emptyItemOf(spec: ListSpec): unknown {
  return typeof spec.item === "string" ? "" : emptyFieldsOf(spec.item);
}

function emptyFieldsOf(specs: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      spec.kind === "list"
        ? []
        : spec.kind === "group"
          ? emptyFieldsOf(spec.fields)
          : spec.kind === "image"
            ? {}
            : "",
    ]),
  );
}
