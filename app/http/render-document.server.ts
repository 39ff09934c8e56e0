import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import { reportServerError } from "~/observability/index.server";

interface RenderOptions {
  nonce: string;
  /** Hold the response until every Suspense boundary has resolved (crawlers, no-JS clients). */
  waitForAll: boolean;
  /** Rendering still going on after this long is aborted. */
  timeoutMs: number;
}

/**
 * The document as UTF-8 bytes, streamed. React 18's Node renderer (renderToPipeableStream)
 * sends its whole 2 kB buffer when a multi-byte character does not fit at the end, so a NUL
 * lands in the text and crawlers stop parsing there (react#24985, #31134; fixed by #26228
 * in React 19 only). Its web-streams renderer encodes each string whole and copies bytes,
 * so it cannot (decision 039). `failed`: an error reached the render before the response began.
 */
export async function renderDocument(element: ReactNode, options: RenderOptions) {
  let started = false;
  let failed = false;
  // Aborted only while work is left: an abort after the last byte makes React close the
  // stream a second time and report that as a render error.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  const stopTimer = () => clearTimeout(timer);
  try {
    const body = await renderToReadableStream(element, {
      nonce: options.nonce,
      signal: timeout.signal,
      onError(error) {
        if (started) reportServerError(error);
        else failed = true;
      },
    });
    body.allReady.then(stopTimer, stopTimer);
    if (options.waitForAll) await body.allReady;
    started = true;
    return { body, failed };
  } catch (error) {
    stopTimer();
    throw error;
  }
}
