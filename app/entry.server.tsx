import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { NonceProvider } from "~/http";
import { renderDocument } from "~/http/index.server";
import { StylesheetTextProvider } from "./styles/stylesheet";

export { startServer } from "~/http/index.server";

export const streamTimeout = 5_000;

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
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: failed ? 500 : responseStatusCode,
  });
}
