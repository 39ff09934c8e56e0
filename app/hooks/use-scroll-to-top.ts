import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * The spec scrolls smoothly to the top on each path change; back/forward keep the browser's
 * position. Only the path counts: a form answered on its own page (a refusal, a saved pin) is
 * a navigation too, and the visitor stays where the form and its message are (decision 195).
 * A visitor who asks their system for less motion is taken to the top at once.
 */
export function useScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (navigationType === "POP" || hash) return;
    const calm = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: calm ? "instant" : "smooth" });
  }, [pathname, hash, navigationType]);
}
