import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

addEventListener("unhandledrejection", ignoreInterruptedNavigations);

void loaderDataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);

/**
 * With single fetch, RemixBrowser suspends at the top of the tree until the page's loader data
 * has been decoded from the stream. A key press or click in that moment makes React hydrate
 * synchronously, and a root that suspends then is thrown away: the page is rendered afresh
 * ("Root did not complete", React error 345) and what the visitor had typed is gone. A first
 * call outside React starts the decoding and hands us the promise it suspends on; hydration
 * starts once it has settled, so the tree no longer suspends.
 */
function loaderDataDecoded(): Promise<unknown> {
  try {
    RemixBrowser({});
  } catch (pending) {
    if (pending instanceof Promise) return pending;
  }
  return Promise.resolve();
}

/**
 * A navigation cut short by the next one (a second click while the first page still loads) is
 * no error, but React Router's single fetch leaves the aborted request's promise without a
 * handler (react-router#14761), and the browser then reports an uncaught AbortError. Only
 * aborts are marked handled; any other rejection is still reported.
 */
function ignoreInterruptedNavigations(event: PromiseRejectionEvent) {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") {
    event.preventDefault();
  }
}
