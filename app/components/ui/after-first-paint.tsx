import { Scripts } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * Remix's <Scripts>, held until the page's first contentful paint (decisions 113 and 039).
 * The server-rendered page is whole and works without them, so a phone spends its first
 * bandwidth and CPU on the HTML, the fonts and the hero picture. The module preloads and the
 * module script are listed in a JSON data block instead, which browsers neither fetch nor
 * run and which is valid HTML; the script that follows creates them from the list.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  const held: HeldElement[] = [];
  const rest = hold(scripts, held);
  return (
    <>
      {rest}
      <script
        type="application/json"
        nonce={nonce}
        {...{ [HELD]: "" }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: JSON.stringify(held).replace(/</g, "\\u003c") }}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${releaseAfterFirstPaint})(${JSON.stringify(HELD)})` }}
      />
    </>
  );
}

/** Marks the list until it is released; the browser tests wait for it to go. */
const HELD = "data-after-paint";

type HeldElement = { preload: string; crossOrigin?: string } | { module: string };

type ScriptElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  crossOrigin?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** The same elements without the module preloads and module scripts, which go into `held`. */
function hold(node: ReactNode, held: HeldElement[]): ReactNode {
  if (Array.isArray(node)) return node.map((child) => hold(child, held));
  if (!isValidElement<ScriptElementProps>(node)) return node;
  const { rel, href, type, crossOrigin, children, dangerouslySetInnerHTML } = node.props;
  if (node.type === Fragment) {
    return cloneElement(node, undefined, ...[children].flat().map((child) => hold(child, held)));
  }
  if (node.type === "link" && rel === "modulepreload" && href) {
    held.push(crossOrigin === undefined ? { preload: href } : { preload: href, crossOrigin });
    return null;
  }
  if (node.type === "script" && type === "module") {
    held.push({ module: dangerouslySetInnerHTML?.__html ?? "" });
    return null;
  }
  return node;
}

/**
 * Runs in the page as written (not bundled), so it uses nothing from outside. Releases at the
 * first contentful paint, or after 3 s where that never comes (a tab opened in the background).
 * The elements go at the end of <body>, where hydration allows nodes it did not render.
 */
function releaseAfterFirstPaint(attribute: string) {
  const nonce = document.currentScript?.nonce ?? "";
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const list = document.querySelector(`script[${attribute}]`);
    if (!list) return;
    list.removeAttribute(attribute);
    const held: HeldElement[] = JSON.parse(list.textContent || "[]");
    // One element per task: each asks the browser for a request, and a dozen at once made
    // one task long enough to count as blocking time on a phone (decision 280).
    const next = () => {
      const item = held.shift();
      if (!item) return;
      document.body.append(elementFor(item));
      setTimeout(next);
    };
    next();
  };
  const elementFor = (item: HeldElement) => {
    if ("preload" in item) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = item.preload;
      if (item.crossOrigin !== undefined) link.crossOrigin = item.crossOrigin;
      return link;
    }
    const script = document.createElement("script");
    script.type = "module";
    // The attribute, not the property: the browser then hides it as it does in the HTML.
    script.setAttribute("nonce", nonce);
    script.textContent = item.module;
    return script;
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
