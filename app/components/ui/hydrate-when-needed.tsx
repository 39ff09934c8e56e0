import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A part of a page whose code loads only when the visitor is about to need it (decision 077).
 * The server renders it like any other part, so the HTML is whole and works without
 * JavaScript. In the browser React leaves that HTML as it is (a dehydrated Suspense boundary)
 * until the code has arrived, then hydrates it. The code is fetched when the element with
 * `anchorId` comes within a quarter screen of the viewport or at the visitor's first interaction,
 * whichever is first; on a client-side navigation there is nothing to wait for.
 *
 * Use it with the server's own copy, so the browser bundle keeps only the dynamic import:
 *   import.meta.env.SSR ? renderedAtOnce(Part) : hydrateWhenNeeded("id", () => import(…))
 */
export function hydrateWhenNeeded<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
) {
  listenForFirstInteraction();
  const Part = lazy(() =>
    loadWhenNeeded(anchorId, load).then((component) => ({ default: component })),
  );
  // React's types cannot resolve a lazy component's props for a generic Props; they are Props.
  return renderedAtOnce(Part as unknown as ComponentType<Props>);
}

/**
 * The same boundary around a part whose code is already here (the server's side). Memoised:
 * a boundary that is still waiting for its code must not be given new props, or React gives
 * up on its HTML and renders it afresh.
 */
export function renderedAtOnce<Props extends object>(Part: ComponentType<Props>) {
  return memo(function PartBoundary(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

const interactions = ["pointerdown", "keydown", "touchstart", "focusin"];
let firstInteraction: Promise<void> | undefined;

/**
 * Listens from the moment the page's code runs, not from when React reaches the part: a key
 * pressed while the page hydrates counts as the first interaction too.
 */
function listenForFirstInteraction() {
  if (typeof window === "undefined") return;
  firstInteraction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of interactions) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactions) addEventListener(type, done, { capture: true, passive: true });
  });
}

async function loadWhenNeeded<T>(anchorId: string, load: () => Promise<T>): Promise<T> {
  // Without the anchor in the document this is a client-side navigation: load at once.
  const anchor = document.getElementById(anchorId);
  if (anchor) await nearViewportOrInteraction(anchor);
  return load().catch((error: unknown) => {
    // A build replaced since the page loaded, say. The HTML stays as it is and works as it
    // does without JavaScript; an error here would replace the page with the error page.
    console.warn("Koden til en del av siden kunne ikke lastes", error);
    return new Promise<never>(() => {});
  });
}

/** Resolves when `anchor` comes within a quarter screen of the viewport, or at the first interaction. */
function nearViewportOrInteraction(anchor: HTMLElement) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: "25% 0px" },
    );
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(anchor);
    void firstInteraction?.then(done);
  });
}
