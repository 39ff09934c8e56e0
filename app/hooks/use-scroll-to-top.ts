import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";

/** The spec scrolls smoothly to the top on each path change; back/forward keep the browser's position. */
export function useScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, hash, navigationType]);
}
