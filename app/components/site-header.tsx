import * as Dialog from "@radix-ui/react-dialog";
import { Link, NavLink } from "@remix-run/react";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { company } from "~/content/company";
import { headerCopy, mainNavigation } from "~/content/navigation";
import { useHydrated } from "~/hooks/use-hydrated";
import { Button } from "./ui/button";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur">
      <a
        href="#innhold"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-primary focus:px-3 focus:py-2"
      >
        {headerCopy.skipToContent}
      </a>
      <div className="container flex h-16 items-center justify-between">
        <Link to="/" className="font-serif text-xl font-bold tracking-tight">
          {company.name}
        </Link>
        <SiteMenu />
      </div>
    </header>
  );
}

/**
 * One dialog: a full-screen overlay on small screens, a right-hand panel from 1024 px.
 * Before hydration (or without JavaScript) the trigger is a link to the footer's link list.
 */
function SiteMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <a href="#sidekart" className="text-sm font-medium underline-offset-4 hover:underline">
        {headerCopy.menu}
      </a>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="px-2 lg:border lg:border-input lg:px-4">
          <Menu aria-hidden className="lg:hidden" />
          <span className="sr-only lg:not-sr-only">{headerCopy.menu}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background p-6 lg:inset-y-0 lg:right-0 lg:left-auto lg:w-96 lg:border-l"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl">{headerCopy.menu}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={headerCopy.closeMenu}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={headerCopy.navigationLabel} className="mt-10">
            <ul className="space-y-2">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end
                    onClick={() => setOpen(false)}
                    className="block rounded-md px-3 py-3 font-serif text-2xl hover:bg-accent aria-[current=page]:text-primary"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
