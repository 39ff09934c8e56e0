import { Scripts } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * Remix's <Scripts>, held until the page's first contentful paint (decision 113). The
 * server-rendered page is whole and works without them, so a phone spends its first
 * bandwidth and CPU on the HTML, the fonts and the hero picture. Each held element carries
 * its real rel or type in data-after-paint; the script that follows releases them.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  return (
    <>
      {held(scripts)}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${releaseAfterFirstPaint})(${JSON.stringify(HELD)})` }}
      />
    </>
  );
}

const HELD = "data-after-paint";
type ScriptElementProps = {
  rel?: string;
  type?: string;
  children?: ReactNode;
  suppressHydrationWarning?: boolean;
  [HELD]?: string;
};

/** The same elements with every module preload and module script turned inert. */
function held(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(held);
  if (!isValidElement<ScriptElementProps>(node)) return node;
  const { rel, type, children } = node.props;
  if (node.type === Fragment) return cloneElement(node, undefined, ...[children].flat().map(held));
  if (node.type === "link" && rel === "modulepreload") {
    return cloneElement(node, { rel: undefined, [HELD]: rel, suppressHydrationWarning: true });
  }
  if (node.type === "script" && type === "module") {
    return cloneElement(node, { type: "text/plain", [HELD]: type });
  }
  return node;
}

/**
 * Runs in the page as written (not bundled), so it uses nothing from outside. Releases at the
 * first contentful paint, or after 3 s where that never comes (a tab opened in the background).
 * The module script is replaced by a new element in its place: a script element runs once.
 */
function releaseAfterFirstPaint(attribute: string) {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const realType = element.getAttribute(attribute) ?? "";
      element.removeAttribute(attribute);
      if (element instanceof HTMLLinkElement) {
        element.rel = realType;
        continue;
      }
      const script = document.createElement("script");
      script.type = realType;
      // The attribute, not the property: the browser then hides it as it did the original's.
      script.setAttribute("nonce", element.nonce ?? "");
      script.textContent = element.textContent;
      element.replaceWith(script);
    }
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) release();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(release));
  }
  setTimeout(release, 3000);
}
