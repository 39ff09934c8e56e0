import { createContext, useContext, useState } from "react";

/** The built stylesheets' text by URL; only the production server render has it. */
const StylesheetTextContext = createContext<ReadonlyMap<string, string>>(new Map());

export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The site's stylesheet, written into the page when the server has its text, so the first
 * paint waits on no request (see docs/decisions/075-stylesheet-in-the-page.md). Hydration
 * takes the text back from the page rather than shipping it again in the JavaScript.
 */
export function Stylesheet({ href }: { href: string }) {
  const fromServer = useContext(StylesheetTextContext).get(href);
  const [text] = useState(() => fromServer ?? textInPage(href));
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

function textInPage(href: string) {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? undefined;
}
