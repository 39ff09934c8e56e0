import * as Dialog from "@radix-ui/react-dialog";
import { NavLink } from "@remix-run/react";
import X from "lucide-react/icons/x";
import type { RefObject } from "react";
import { headerCopy, mainNavigation } from "./copy/navigation";
import { Button } from "../ui/button";

/** One dialog: a full-screen overlay on small screens, a right-hand panel from 1024 px. */
export default function MenuDialog({
  onClose,
  opener,
}: {
  onClose: () => void;
  opener: RefObject<HTMLButtonElement>;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
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
                    onClick={onClose}
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
