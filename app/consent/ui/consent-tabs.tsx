import type { KeyboardEvent, ReactNode } from "react";
import { cn } from "~/components/ui/cn";

export interface ConsentTab<Id extends string> {
  id: Id;
  label: string;
  /** Where the tab leads without JavaScript: the same page with the banner open on this tab. */
  href: string;
}

/**
 * WAI-ARIA tabs whose triggers are links, so switching works without JavaScript too
 * (a plain GET); with JavaScript the click is handled in place.
 */
export function ConsentTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: ConsentTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(tabElementId(next.id))?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="inline-flex rounded-md bg-muted p-1">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              id={tabElementId(tab.id)}
              role="tab"
              href={tab.href}
              aria-selected={active}
              aria-controls={panelElementId(selected)}
              tabIndex={active ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onSelect(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "rounded px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                active
                  ? "bg-background text-foreground shadow"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelElementId(selected)}
        aria-labelledby={tabElementId(selected)}
        className="w-full"
      >
        {children}
      </div>
    </>
  );
}

const tabElementId = (id: string) => `cookie-tab-${id}`;
const panelElementId = (id: string) => `cookie-panel-${id}`;
