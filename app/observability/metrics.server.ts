import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import client from "prom-client";
import { getConfig } from "~/config/index.server";
import { cachePolicies } from "~/headers";

function createMetrics() {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new client.Counter({
      name: "http_requests_total",
      help: "Svarte forespørsler etter metode, rute og status",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    duration: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Tid fra forespørselen kom til svaret var sendt, etter metode og rute",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    uploadBytes: new client.Counter({
      name: "upload_bytes_total",
      help: "Byte lagret fra opplastede filer",
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: "rate_limit_refusals_total",
      help: "Forsøk avvist av en grense, etter grense",
      labelNames: ["limit"] as const,
      registers,
    }),
    signInFailures: new client.Counter({
      name: "sign_in_failures_total",
      help: "Mislykkede ansattinnlogginger, etter årsak",
      labelNames: ["reason"] as const,
      registers,
    }),
  };
}

let metrics: ReturnType<typeof createMetrics> | undefined;

function getMetrics() {
  metrics ??= createMetrics();
  return metrics;
}

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const { requests, duration } = getMetrics();
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

export function countUploadBytes(bytes: number) {
  getMetrics().uploadBytes.inc(bytes);
}

/** `limit` is the kind of limit ("kontakt", "innlogging"), never the client it counted. */
export function countRateLimitRefusal(limit: string) {
  getMetrics().rateLimitRefusals.inc({ limit });
}

export function countSignInFailure(reason: string) {
  getMetrics().signInFailures.inc({ reason });
}

type GaugeReading = { labels?: Record<string, string>; value: number };

/** A gauge read when /metrics is scraped, for numbers that live in the database. */
export function addGauge(options: {
  name: string;
  help: string;
  labelNames?: string[];
  read: () => Promise<GaugeReading[]>;
}) {
  const { registry } = getMetrics();
  if (registry.getSingleMetric(options.name)) return;
  new client.Gauge({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { labels, value } of await options.read()) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus' text format. Without METRICS_TOKEN the address does not exist
 * (404); with it, only `Authorization: Bearer <token>` is let in.
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse) {
  const token = getConfig().METRICS_TOKEN;
  res.setHeader("Cache-Control", cachePolicies.momentary);
  if (!token) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Ikke funnet");
    return;
  }
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
  if (!sameSecret(given, token)) {
    res
      .writeHead(401, {
        "Content-Type": "text/plain; charset=utf-8",
        "WWW-Authenticate": 'Bearer realm="metrics"',
      })
      .end("Mangler gyldig token");
    return;
  }
  const { registry } = getMetrics();
  const body = await registry.metrics();
  res.writeHead(200, { "Content-Type": registry.contentType }).end(body);
}
