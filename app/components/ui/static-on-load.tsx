import { type ComponentPropsWithoutRef, useState } from "react";
import { useHydrated } from "~/hooks";

/**
 * A part of a page with nothing to do in the browser (no handlers, state, effects or Remix
 * links inside: a link there would load the next page whole), which React leaves exactly as
 * the server sent it when the page loads: not hydrated, so a long text costs a phone no script
 * time after it is on the screen (decision 287). On a client-side navigation it renders as any
 * other part. Only for fixed copy: text that staff edit could change under a revalidation, and
 * this part would go on showing what it loaded with.
 *
 * During hydration the element's own HTML is given as empty; React does not compare or touch
 * the children of an element given its HTML that way, and keeps the choice for as long as the
 * part is on the page.
 */
export function StaticOnLoad({ children, ...props }: ComponentPropsWithoutRef<"div">) {
  const hydrated = useHydrated();
  const [asServerSentIt] = useState(!hydrated && typeof document !== "undefined");
  if (asServerSentIt)
    return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return <div {...props}>{children}</div>;
}
