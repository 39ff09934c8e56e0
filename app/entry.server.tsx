import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { cachePolicies, NonceProvider } from "~/headers";
import { renderDocument } from "~/http/index.server";
import { reportServerError } from "~/observability/index.server";
import { StylesheetTextProvider } from "./styles/stylesheet";

export { startServer } from "~/http/index.server";
export { runBackupCommand } from "~/backups/index.server";

export const streamTimeout = 5_000;

/** Errors thrown in loaders, actions and rendering; a visitor's 404 or a closed tab is none. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportServerError(error, {
    requestId: request.headers.get("x-request-id"),
    url: new URL(request.url).pathname + new URL(request.url).search,
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const { body, failed } = await renderDocument(
    <NonceProvider nonce={nonce}>
      <StylesheetTextProvider value={loadContext.stylesheets ?? new Map()}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={streamTimeout}
          nonce={nonce}
        />
      </StylesheetTextProvider>
    </NonceProvider>,
    {
      nonce,
      // Crawlers and no-JavaScript clients get the whole document at once; browsers get it streamed.
      waitForAll: isbot(request.headers.get("user-agent") ?? ""),
      timeoutMs: streamTimeout + 1_000,
    },
  );
  const status = failed ? 500 : responseStatusCode;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // An error page is true of this moment only: a cache that kept it would go on showing the
  // fault after it is gone (decision 205). A personal page's own no-store stays as it is.
  if (status >= 400 && !responseHeaders.get("Cache-Control")?.includes("no-store")) {
    responseHeaders.set("Cache-Control", cachePolicies.momentary);
  }
  return new Response(body, { headers: responseHeaders, status });
}
