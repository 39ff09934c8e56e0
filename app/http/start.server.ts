import { createServer, type Server, type ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type RequestHandler,
  type Response as ExpressResponse,
} from "express";
import expressStaticGzip from "express-static-gzip";
import { getConfig } from "~/config/index.server";
import { serveCachedImages } from "~/images/index.server";
import { createLocalOidcHandler, startStaffSessionCleanup } from "~/auth/index.server";
import { startScheduledBackups } from "~/backups/index.server";
import { startInboundMailDigests } from "~/contact/index.server";
import { startFeedbackDigests } from "~/customer-projects/index.server";
import { outboxBacklog, startOutboxWorker } from "~/mail/index.server";
import { startUnconfirmedSubscriberCleanup } from "~/newsletter/index.server";
import {
  addGauge,
  answerMetrics,
  createRequestLogging,
  flushErrorReports,
  log,
  reportServerError,
  startErrorReporting,
} from "~/observability/index.server";
import { startRetention } from "~/personal-data/index.server";
import { onContentPublished, startContentWatch } from "~/site-content/index.server";
import { startStorageSweeper } from "~/storage/index.server";
import { readBuiltStylesheets } from "~/styles/stylesheet-text.server";
import { cachePolicies } from "~/headers";
import { applyHttpsRule, type TrustProxy } from "./https.server";
import { createPageCache } from "./page-cache/page-cache.server";
import { guardFormBodies } from "./security/form-body.server";
import { createReadiness } from "./readiness.server";
import { redirectToCanonicalPath } from "./redirects.server";
import { createRemixHandler } from "./remix-handler.server";
import { rejectCrossSiteWrites } from "./security/same-origin.server";
import { cutSlowBodies } from "./security/slow-bodies.server";
import {
  cspNonceFor,
  securityHeaders,
  setSecurityHeaders,
} from "./security/security-headers.server";
import { prepareData } from "./prepare-data.server";

interface StartOptions {
  getBuild: () => Promise<ServerBuild>;
  /** Vite's dev middleware; absent in production, where the built client is served. */
  viteMiddleware?: RequestHandler;
  buildDirectory: string;
}

const shutdownGraceMs = 10_000;

export async function startServer({ getBuild, viteMiddleware, buildDirectory }: StartOptions) {
  const config = getConfig();
  await startErrorReporting();
  const { appliedMigrations, seeded } = await prepareData();
  if (appliedMigrations.length) {
    log.info({ migrations: appliedMigrations }, "Databasen er migrert");
  } else log.info("Databasen er oppdatert; ingen migreringer å kjøre");
  if (seeded) log.info("Tom database: la inn demoinnhold");
  addOutboxGauges();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // The same judgement Express makes for req.ip, for the rule that runs before Express.
  const trust = app.get("trust proxy fn") as TrustProxy;
  const pageCache = createPageCache({
    nonceOf: cspNonceFor,
    // A hit needs only the HTTPS rule and the security headers of everything Express does.
    prepareHit: (req, res) =>
      applyHttpsRule(req, res, trust) ? null : setSecurityHeaders(req, res, config),
  });
  onContentPublished(() => pageCache.forgetAll());
  app.use((req, res, next) => {
    const location = applyHttpsRule(req, res, trust);
    if (location) return res.redirect(301, location);
    next();
  });
  app.use(serveCachedImages);
  app.use(securityHeaders(config));
  app.use(refuseUnknownMethods);
  app.use(refuseMalformedPaths);
  app.use(refuseLegacyDataRequests);
  app.use(redirectToCanonicalPath);
  app.use(compression());
  app.use(pageCache.keep);

  app.use(
    cutSlowBodies({
      minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
      windowSeconds: config.BODY_RATE_WINDOW_SECONDS,
    }),
  );

  const localOidc = await createLocalOidcHandler();
  if (localOidc) app.use("/oidc", localOidc);

  let stylesheets: ReadonlyMap<string, string> | undefined;
  if (viteMiddleware) {
    app.use(viteMiddleware);
  } else {
    const assets = `${buildDirectory}/client/assets`;
    stylesheets = readBuiltStylesheets(assets);
    app.use("/assets", staticFiles(assets, cachePolicies.hashedAsset, { immutable: true }));
    app.use("/assets", (_req, res) => refuse(res, 404, "Fant ikke filen."));
    app.use(staticFiles(`${buildDirectory}/client`, cachePolicies.publicFile));
  }

  const build = viteMiddleware ? getBuild : await getBuild();
  app.all(
    "*",
    rejectCrossSiteWrites(config.siteUrl),
    guardFormBodies({ build }),
    createRemixHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (req) => ({
        clientIp: req.ip ?? "ukjent",
        cspNonce: cspNonceFor(req),
        stylesheets,
      }),
    }),
  );
  app.use(((error, req, res, _next) => {
    reportServerError(error, { requestId: req.get("x-request-id"), url: req.originalUrl });
    if (res.headersSent) return res.destroy();
    res.status(500).type("text/plain").send("Noe gikk galt på serveren");
  }) satisfies ErrorRequestHandler);

  const logRequest = createRequestLogging(trust);
  const readiness = createReadiness();
  // A page-cache hit is answered before Express: Express's routing cost a hit more than
  // sending the page (bench:ssr). The operator's two addresses come first, uncached.
  const server = createServer((req, res) => {
    logRequest(req, res);
    const path = req.url?.split("?")[0];
    if (path === "/readyz") return void readiness.answer(res);
    if (path === "/metrics") return void answerMetrics(req, res);
    if (!pageCache.answer(req, res)) app(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info({ port }, `Nettstedet kjører på http://localhost:${port}`);
  });
  const stopOutbox = startOutboxWorker();
  const stopSweeper = startStorageSweeper();
  const stopSessionCleanup = startStaffSessionCleanup();
  const stopSubscriberCleanup = startUnconfirmedSubscriberCleanup();
  const stopDigests = startFeedbackDigests();
  const stopInboundDigests = startInboundMailDigests();
  const stopBackups = startScheduledBackups();
  const stopRetention = startRetention();
  const stopContentWatch = startContentWatch();
  stopGracefully(server, {
    drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
    drain: () => readiness.drain(),
    stopWorkers: () =>
      Promise.all([
        stopOutbox(),
        stopSweeper(),
        stopSessionCleanup(),
        stopSubscriberCleanup(),
        stopDigests(),
        stopInboundDigests(),
        stopBackups(),
        stopRetention(),
        stopContentWatch(),
        flushErrorReports(),
      ]),
  });
  process.on("unhandledRejection", (reason) => reportServerError(reason));
  return server;
}

function addOutboxGauges() {
  // One query per scrape, shared by the three gauges read in the same scrape.
  let reading: ReturnType<typeof outboxBacklog> | undefined;
  const read = () => {
    reading ??= outboxBacklog().finally(() => setTimeout(() => (reading = undefined), 1000));
    return reading;
  };
  addGauge({
    name: "outbox_messages",
    help: "E-poster i utboksen som venter (pending, også under sending) eller har gitt opp (failed)",
    labelNames: ["status"],
    read: async () => {
      const { pending, failed } = await read();
      return [
        { labels: { status: "pending" }, value: pending },
        { labels: { status: "failed" }, value: failed },
      ];
    },
  });
  addGauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Alderen til den eldste e-posten som ennå ikke er sendt (0 når ingen venter)",
    read: async () => [{ value: (await read()).oldestPendingSeconds }],
  });
}

/** Methods the site answers; anything else (TRACE, made-up verbs) is refused, not a 500 from fetch's Request. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const refuseUnknownMethods: RequestHandler = (req, res, next) => {
  if (knownMethods.has(req.method)) return next();
  res.setHeader("Allow", [...knownMethods].join(", "));
  refuse(res, 405, "Metoden er ikke tillatt.");
};

/** A path that is not valid percent-encoding names nothing; Express's routing would throw a 500. */
const refuseMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(res, 400, "Ugyldig adresse.");
  }
  next();
};

/**
 * `?_data=` asks for a route's data the way Remix's client did before single fetch. This
 * site's client never does; Remix would still answer, and pass a warning to handleError,
 * which logs and reports it as a server error on every such request.
 */
const refuseLegacyDataRequests: RequestHandler = (req, res, next) => {
  // Parsed as the Remix handler parses it, so what it would read as `_data` is what is refused.
  const url =
    req.originalUrl.includes("?") && URL.canParse(req.originalUrl, "http://localhost")
      ? new URL(req.originalUrl, "http://localhost")
      : null;
  if (!url?.searchParams.has("_data")) return next();
  refuse(res, 400, "Ugyldig adresse.");
};

/** A short plain-text refusal that no cache keeps. */
function refuse(res: ExpressResponse, status: number, message: string) {
  res.setHeader("Cache-Control", cachePolicies.momentary);
  res.status(status).type("text/plain").send(message);
}

/**
 * The built files, sent as the build compressed them (brotli at its highest quality, or gzip;
 * decision 171) where the browser accepts it: the compression middleware's on-the-fly brotli
 * is a quick setting, and the script every page loads is 14 kB smaller at the highest.
 */
function staticFiles(directory: string, policy: string, { immutable = false } = {}) {
  return expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ["br"],
    index: false,
    serveStatic: {
      // No "/folder" → "/folder/" redirects: they would undo the canonical path's trailing-slash rule.
      redirect: false,
      // A hashed file never changes: validators and ranges would be dead bytes on every answer.
      etag: !immutable,
      lastModified: !immutable,
      acceptRanges: !immutable,
      setHeaders: (res: ServerResponse) => res.setHeader("Cache-Control", policy),
    },
  });
}

/**
 * On SIGTERM/SIGINT: /readyz answers 503 at once, and for SHUTDOWN_DRAIN_SECONDS the server
 * still takes requests while the load balancer notices; then it stops accepting, lets
 * requests in flight finish, stops the workers and exits.
 */
function stopGracefully(
  server: Server,
  {
    drainMs,
    drain,
    stopWorkers,
  }: { drainMs: number; drain: () => void; stopWorkers: () => Promise<unknown> },
) {
  let stopping = false;
  const close = () => {
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    server.close(() => {
      stopWorkers().finally(() => {
        log.info("Avsluttet");
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    drain();
    log.info(
      { signal, drainMs },
      `${signal} mottatt: avslutter når pågående forespørsler er ferdige`,
    );
    if (drainMs > 0) setTimeout(close, drainMs);
    else close();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
