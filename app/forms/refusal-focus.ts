import { useEffect, type RefObject } from "react";

/**
 * For the one element a refused form is told in (a control, or the form's own message),
 * which the caller also renders with `autoFocus={focus}`: it takes the focus, and the browser
 * scrolls it into view, as the refusal arrives. Without JavaScript `autoFocus` does that as
 * the answer loads. React focuses only form controls it creates, and only once, so with
 * JavaScript this effect does it, again for each new message (decision 195).
 */
export function useRefusalFocus(element: RefObject<HTMLElement>, focus: boolean, message: unknown) {
  useEffect(() => {
    if (focus) element.current?.focus();
  }, [element, focus, message]);
}
