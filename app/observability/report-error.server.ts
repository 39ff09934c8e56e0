import { getConfig } from "~/config/index.server";
import { log } from "./logger.server";
import { safePath } from "./safe-path";

type Sentry = typeof import("@sentry/node");
let sentry: Sentry | undefined;

/**
 * Sentry is loaded only when SENTRY_DSN is set: without it nothing of it is imported. It gets
 * no request data of its own, only what reportServerError hands it, so nothing reaches it
 * that the log would not show.
 */
export async function startErrorReporting() {
  const { SENTRY_DSN, NODE_ENV } = getConfig();
  if (!SENTRY_DSN) return;
  sentry = await import("@sentry/node");
  sentry.init({
    dsn: SENTRY_DSN,
    environment: NODE_ENV,
    defaultIntegrations: false,
    tracesSampleRate: 0,
  });
  log.info("Feilrapportering til Sentry er slått på");
}

/** The one place an unexpected server error is written down, under its request's id. */
export function reportServerError(
  error: unknown,
  context: { requestId?: string | null; url?: string } = {},
) {
  const requestId = context.requestId ?? undefined;
  const path = context.url ? safePath(context.url) : undefined;
  log.error({ err: error, requestId, path }, "Uventet feil på serveren");
  sentry?.captureException(error, { tags: { requestId }, extra: { path } });
}

export async function flushErrorReports() {
  await sentry?.flush(2000);
}
