import { Scripts } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * What the page holds back until its first contentful paint (decision 113): the app's
 * scripts and the web fonts. The server-rendered page is complete and works without them,
 * so a phone spends its first bandwidth and CPU on the HTML and the hero picture. Held
 * elements carry their real rel or type in data-after-paint; the release script sets it.
 */
const HELD = "data-after-paint";
type ScriptElementProps = {
  rel?: string;
  type?: string;
  children?: ReactNode;
  suppressHydrationWarning?: boolean;
  [HELD]?: string;
};
const FONTS_SEEN = "fonts-lastet";

/** The stylesheet with the web fonts' faces: held with scripts, plain without them. */
export function WebFonts({ href }: { href: string }) {
  return (
    <>
      <link {...{ [HELD]: "stylesheet" }} href={href} suppressHydrationWarning />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}

/** Remix's <Scripts>, held, followed by the script that releases them and the fonts. */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  return (
    <>
      {held(scripts)}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${releaseAfterFirstPaint})(${JSON.stringify([HELD, FONTS_SEEN])})` }}
      />
    </>
  );
}

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
 * Fonts this session has loaded before come from the cache and are released at once.
 */
function releaseAfterFirstPaint([attribute, fontsSeenKey]: [string, string]) {
  let released = false;
  const release = (selector: string) => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const realType = element.getAttribute(attribute) ?? "";
      element.removeAttribute(attribute);
      if (element instanceof HTMLLinkElement) {
        element.rel = realType;
        if (realType === "stylesheet") element.addEventListener("load", rememberFonts);
        continue;
      }
      const script = document.createElement("script");
      script.type = realType;
      script.nonce = element.nonce ?? "";
      script.textContent = element.textContent;
      element.replaceWith(script);
    }
  };
  const rememberFonts = () => {
    try {
      sessionStorage.setItem(fontsSeenKey, "1");
    } catch {
      // Storage may be off; the fonts then wait for the paint on every page load.
    }
  };
  const releaseAll = () => {
    if (released) return;
    released = true;
    release(`[${attribute}]`);
  };
  try {
    if (sessionStorage.getItem(fontsSeenKey)) release(`link[${attribute}="stylesheet"]`);
  } catch {
    // As above.
  }
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) releaseAll();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(releaseAll));
  }
  setTimeout(releaseAll, 3000);
}
