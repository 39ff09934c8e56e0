import { NavLink, useLocation } from "@remix-run/react";
import MenuIcon from "lucide-react/icons/menu";
import { useEffect, useRef } from "react";
import { adminNavigation, adminShellCopy } from "../copy";

/**
 * The admin's menu. From 768 px its items stand in a row under the header; on a phone they
 * fold behind a "Meny" button, a <details>, so it opens without JavaScript too (decision 325).
 * The button shows the inbox's count, so staff see that something waits without opening it.
 */
export function AdminMenu({ waiting }: { waiting: number }) {
  const folded = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A page opened from the folded menu is shown with the menu closed, as a page load would.
  useEffect(() => {
    if (folded.current) folded.current.open = false;
  }, [pathname]);
  return (
    <nav aria-label={adminShellCopy.navigationLabel} className="container">
      <details ref={folded} className="group pb-2 md:hidden">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border px-3 py-2 text-sm hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          <MenuIcon className="size-4" aria-hidden />
          {adminShellCopy.menu}
          <WaitingCount waiting={waiting} />
        </summary>
        <MenuItems waiting={waiting} className="mt-2 grid grid-cols-2 gap-1" />
      </details>
      <MenuItems waiting={waiting} className="-mb-px hidden flex-wrap gap-1 md:flex" />
    </nav>
  );
}

function MenuItems({ waiting, className }: { waiting: number; className: string }) {
  return (
    <ul className={className}>
      {adminNavigation.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end={item.end}
            className="block border-b-2 border-transparent px-3 py-2 text-sm hover:text-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
          >
            {item.label} {item.href === "/admin" ? <WaitingCount waiting={waiting} /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function WaitingCount({ waiting }: { waiting: number }) {
  return waiting > 0 ? (
    <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
      {waiting}
      <span className="sr-only"> {adminShellCopy.navigationWaiting}</span>
    </span>
  ) : null;
}
