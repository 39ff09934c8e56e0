import { Link } from "@remix-run/react";
import Menu from "lucide-react/icons/menu";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useCompany } from "~/company";
import { headerCopy } from "./copy/navigation";
import { useHydrated } from "~/hooks";
import { preloadCode } from "./preload-code";
import { Button } from "../ui/button";

export function SiteHeader() {
  const company = useCompany();
  const header = useRef<HTMLElement>(null);
  useFocusBelowHeader(header);
  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur"
    >
      <a
        href="#innhold"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary focus:px-3 focus:py-2"
      >
        {headerCopy.skipToContent}
      </a>
      <div className="container flex h-16 items-center justify-between">
        <Link to="/" className="font-serif text-xl font-medium tracking-tight">
          {company.name}
        </Link>
        <SiteMenu />
      </div>
    </header>
  );
}

/**
 * Whatever takes the focus under the sticky header (a refused field the form focuses, a field
 * reached with Tab after scrolling) is brought just below it. The browser scrolls a focused
 * element only when it is outside the window, and under the header it is inside (issue 56).
 */
function useFocusBelowHeader(header: RefObject<HTMLElement>) {
  useEffect(() => {
    const bringBelow = ({ target }: FocusEvent) => {
      if (!(target instanceof HTMLElement) || !header.current) return;
      if (header.current.contains(target) || target.closest('[role="dialog"]')) return;
      const hidden =
        header.current.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
      if (hidden > 0) window.scrollBy({ top: -(hidden + 16), behavior: "instant" });
    };
    document.addEventListener("focusin", bringBelow);
    return () => document.removeEventListener("focusin", bringBelow);
  }, [header]);
}

const loadMenuDialog = () => import("./menu-dialog");
const preloadMenuDialog = preloadCode(loadMenuDialog);
type MenuDialogComponent = (typeof import("./menu-dialog"))["default"];

/**
 * The menu button opens a dialog whose code (Radix, 12 kB) loads when a pointer or focus
 * comes near the button. Before hydration (or without JavaScript) the trigger is a link
 * to the footer's link list.
 *
 * The dialog opens only once its code is here, not through React.lazy: a component that
 * suspends in the click's synchronous render made React give up the home page's lower half
 * while that half was still waiting for its own code (React error 421). If the code cannot be
 * fetched, the button leads to the footer's link list, as without JavaScript.
 */
function SiteMenu() {
  const hydrated = useHydrated();
  const [OpenDialog, setOpenDialog] = useState<MenuDialogComponent | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <a href="#sidekart" className="text-sm font-medium underline-offset-4 hover:underline">
        {headerCopy.menu}
      </a>
    );
  }
  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={OpenDialog !== null}
        onPointerEnter={preloadMenuDialog}
        onFocus={preloadMenuDialog}
        onClick={() =>
          void loadMenuDialog().then(
            (module) => setOpenDialog(() => module.default),
            () => location.assign("#sidekart"),
          )
        }
        className="px-2! lg:border lg:border-input lg:px-4!"
      >
        <Menu aria-hidden className="lg:hidden" />
        <span className="sr-only lg:not-sr-only">{headerCopy.menu}</span>
      </Button>
      {OpenDialog ? <OpenDialog onClose={() => setOpenDialog(null)} opener={opener} /> : null}
    </>
  );
}
