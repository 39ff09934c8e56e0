import GripVertical from "lucide-react/icons/grip-vertical";
import { type DragEvent, useRef, useState } from "react";
import { useHydrated } from "~/hooks";
import { siteContentCopy } from "../copy";

/**
 * Reordering a list's items by dragging one onto another's place, with the page's code only:
 * the move buttons stay the way for the keyboard and without JavaScript, so the handle is a
 * pointer's shortcut and hidden from assistive technology.
 */
export function useDragToReorder(move: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const end = () => {
    dragged.current = null;
    setTarget(null);
  };
  return {
    target,
    itemProps: (index: number) => ({
      onDragOver(event: DragEvent) {
        if (dragged.current === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setTarget(index);
      },
      onDrop(event: DragEvent) {
        event.preventDefault();
        const from = dragged.current;
        end();
        if (from !== null && from !== index) move(from, index);
      },
    }),
    handleProps: (index: number) => ({
      onDragStart(event: DragEvent<HTMLElement>) {
        dragged.current = index;
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(index));
        const item = event.currentTarget.closest("li");
        if (item) event.dataTransfer.setDragImage(item, 16, 16);
      },
      onDragEnd: end,
    }),
  };
}

/** The grip a list item is dragged by; drawn only once the page's code has started. */
export function DragHandle(props: ReturnType<ReturnType<typeof useDragToReorder>["handleProps"]>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <span
      draggable
      aria-hidden
      title={siteContentCopy.editor.dragToMove}
      data-drag-handle=""
      className="cursor-grab self-start rounded p-1 text-muted-foreground hover:bg-muted active:cursor-grabbing"
      {...props}
    >
      <GripVertical className="size-4" />
    </span>
  );
}
