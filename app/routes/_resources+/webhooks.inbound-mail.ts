import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveInboundMail } from "~/contact/index.server";
import { getConfig } from "~/config/index.server";
import { uploadRoute } from "~/http";
import { log } from "~/observability/index.server";

/** SendGrid Inbound Parse posts here; its attachments stream to storage (decision 238). */
export const handle = uploadRoute;

const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

export function loader() {
  return plain("Not Found", 404);
}

export async function action({ request }: ActionFunctionArgs) {
  const secret = getConfig().INBOUND_MAIL_SECRET;
  if (!secret || request.method !== "POST") return plain("Not Found", 404);
  try {
    const outcome = await receiveInboundMail(request, secret);
    switch (outcome.status) {
      case "stored":
        return plain("OK", 200);
      case "unauthorised":
        return plain("Unauthorized", 401, { "WWW-Authenticate": 'Basic realm="inbound-mail"' });
      case "deferred":
        // SendGrid drops a mail answered 4xx and keeps one answered 5xx (decision 294).
        return plain("Service Unavailable", 503, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "malformed":
        return plain("Bad Request", 400);
      case "storage-failed":
        return plain("Service Unavailable", 503);
    }
  } catch (error) {
    // The sender keeps the mail and posts it again on a 5xx; nothing is lost.
    log.error({ err: error }, "Innkommende e-post kunne ikke lagres");
    return plain("Service Unavailable", 503);
  }
}
