import { useBlocker } from "@remix-run/react";
import { useEffect } from "react";
import { siteContentCopy } from "../copy";

const copy = siteContentCopy.editor;

/**
 * With JavaScript, leaving with unsaved changes asks first: closing or reloading the tab (the
 * browser's own question) and following a link within the site (ours). Sending the form is
 * not leaving. React takes the tab's question away a moment after the editor has left the
 * page; in that moment there is nothing left to lose, so nothing is asked.
 */
export function useWarnBeforeLeaving(dirty: boolean, formId: string) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!document.getElementById(formId)) return;
      event.preventDefault();
      event.returnValue = copy.unsavedWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, formId]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(copy.unsavedWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
