import type { HeadersFunction } from "@remix-run/node";
import { privatePageHeaders } from "~/headers";

/**
 * The `headers` of a route whose action or loader a limit may refuse: the page's own headers
 * (or, without them, those it would inherit) and the refusal's Retry-After, which Remix hands
 * to the document only through this function.
 */
export function headersKeepingRetryAfter(own?: Record<string, string>): HeadersFunction {
  return ({ parentHeaders, actionHeaders, errorHeaders }) => {
    const headers = new Headers(own ?? parentHeaders);
    const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}

/**
 * The `headers` of every page that shows a capability token or a person's address: its
 * privatePageHeaders on each answer, document or data, whatever the loader or action returned
 * (Remix calls this for both), and a refusal's Retry-After.
 */
export const privatePageRouteHeaders = headersKeepingRetryAfter(privatePageHeaders);
