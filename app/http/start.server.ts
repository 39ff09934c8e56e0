import { createServer, type Server, type ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { getConfig } from "~/config/index.server";
import { serveCachedImages } from "~/images/index.server";
import { createLocalOidcHandler, startStaffSessionCleanup } from "~/auth/index.server";
import { prepareData } from "~/db/index.server";
import { startFeedbackDigests } from "~/customer-projects/index.server";
import { startOutboxWorker } from "~/mail/index.server";
import { startUnconfirmedSubscriberCleanup } from "~/newsletter/index.server";
import { startStorageSweeper } from "~/storage/index.server";
import { readBuiltStylesheets } from "~/styles/stylesheet-text.server";
import { cachePolicies } from "./cache-policies";
import { applyHttpsRule, type TrustProxy } from "./https.server";
import { createPageCache } from "./page-cache/page-cache.server";
import { guardFormBodies } from "./security/form-body.server";
import { redirectToCanonicalPath } from "./redirects.server";
import { createRemixHandler } from "./remix-handler.server";
import { rejectCrossSiteWrites } from "./security/same-origin.server";
import {
  cspNonceFor,
  securityHeaders,
  setSecurityHeaders,
} from "./security/security-headers.server";

interface StartOptions {
  getBuild: () => Promise<ServerBuild>;
  /** Vite's dev middleware; absent in production, where the built client is served. */
  viteMiddleware?: RequestHandler;
  buildDirectory: string;
}

const shutdownGraceMs = 10_000;

export async function startServer({ getBuild, viteMiddleware, buildDirectory }: StartOptions) {
  const config = getConfig();
  const { appliedMigrations, seeded } = await prepareData();
  if (appliedMigrations.length) {
    console.log(`Databasen er migrert: ${appliedMigrations.join(", ")}`);
  }
  if (seeded) console.log("Tom database: la inn demoinnhold");

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
  app.use((req, res, next) => {
    const location = applyHttpsRule(req, res, trust);
    if (location) return res.redirect(301, location);
    next();
  });
  app.use(serveCachedImages);
  app.use(securityHeaders(config));
  app.use(refuseUnknownMethods);
  app.use(redirectToCanonicalPath);
  app.use(compression());
  app.use(pageCache.keep);

  const localOidc = await createLocalOidcHandler();
  if (localOidc) app.use("/oidc", localOidc);

  let stylesheets: ReadonlyMap<string, string> | undefined;
  if (viteMiddleware) {
    app.use(viteMiddleware);
  } else {
    const assets = `${buildDirectory}/client/assets`;
    stylesheets = readBuiltStylesheets(assets);
    // No "/folder" → "/folder/" redirects: they would undo the canonical path's trailing-slash rule.
    const files = { redirect: false };
    app.use(
      "/assets",
      express.static(assets, { ...files, ...withPolicy(cachePolicies.hashedAsset) }),
    );
    app.use(
      express.static(`${buildDirectory}/client`, {
        ...files,
        ...withPolicy(cachePolicies.publicFile),
      }),
    );
  }

  app.all(
    "*",
    rejectCrossSiteWrites(config.siteUrl),
    guardFormBodies(),
    createRemixHandler({
      build: getBuild,
      mode: config.NODE_ENV,
      getLoadContext: (req) => ({
        clientIp: req.ip ?? "ukjent",
        cspNonce: cspNonceFor(req),
        stylesheets,
      }),
    }),
  );

  // A page-cache hit is answered before Express: Express's routing cost a hit more than
  // sending the page (bench:ssr).
  const server = createServer((req, res) => {
    if (!pageCache.answer(req, res)) app(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Nettstedet kjører på http://localhost:${port}`);
  });
  const stopOutbox = startOutboxWorker();
  const stopSweeper = startStorageSweeper();
  const stopSessionCleanup = startStaffSessionCleanup();
  const stopSubscriberCleanup = startUnconfirmedSubscriberCleanup();
  const stopDigests = startFeedbackDigests();
  stopGracefully(server, () =>
    Promise.all([
      stopOutbox(),
      stopSweeper(),
      stopSessionCleanup(),
      stopSubscriberCleanup(),
      stopDigests(),
    ]),
  );
  return server;
}

/** Methods the site answers; anything else (TRACE, made-up verbs) is refused, not a 500 from fetch's Request. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const refuseUnknownMethods: RequestHandler = (req, res, next) => {
  if (knownMethods.has(req.method)) return next();
  res.setHeader("Allow", [...knownMethods].join(", "));
  res.setHeader("Cache-Control", cachePolicies.momentary);
  res.status(405).type("text/plain").send("Metoden er ikke tillatt.");
};

function withPolicy(policy: string) {
  return { setHeaders: (res: ServerResponse) => res.setHeader("Cache-Control", policy) };
}

/** On SIGTERM/SIGINT: stop accepting, let requests in flight finish, stop the workers, exit. */
function stopGracefully(server: Server, stopWorkers: () => Promise<unknown>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} mottatt: avslutter når pågående forespørsler er ferdige`);
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    server.close(() => {
      stopWorkers().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
