import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * The box every wide table sits in (decision 201). On a screen narrower than the table the
 * table scrolls sideways inside it, never the page; a shade at the edge shows there is more
 * (`.table-scroller` in the stylesheet). The box is a named region in the tab order, so a
 * keyboard can scroll it with the arrow keys and a screen reader announces what it holds.
 */
export function TableScroller({
  label,
  className,
  children,
}: {
  /** What the table lists, read out when the box takes focus. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // `relative` keeps absolutely placed text (an sr-only header) inside the box; without it
    // that text sits outside and widens the whole page on a phone.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "table-scroller relative overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      {children}
    </div>
  );
}
