// Home page SSR throughput: wrk at 50 connections against the production server, then
// against a bare static server answering the same HTML bytes, in the same run.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { freePort, startProductionServer } from "./production-server";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const targetRatio = 0.3;

ensureWrk();
const app = await startProductionServer();
const html = Buffer.from(await fetch(`${app.url}/`).then((response) => response.text()));
const staticPort = await freePort();
const staticServer = createServer((_request, response) => {
  response.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": html.length,
  });
  response.end(html);
}).listen(staticPort, "127.0.0.1");

try {
  await wrk(`${app.url}/`, 3);
  const ssr = await wrk(`${app.url}/`, seconds);
  const fixed = await wrk(`http://127.0.0.1:${staticPort}/`, seconds);
  const ratio = ssr.requestsPerSecond / fixed.requestsPerSecond;
  console.log(
    `Forsiden, ${html.length} byte HTML, ${connections} forbindelser, ${seconds} s hver:`,
  );
  console.log(
    `  SSR (produksjon): ${ssr.requestsPerSecond.toFixed(0)} forespørsler/s, p99 ${ssr.p99}, feil ${ssr.errors}`,
  );
  console.log(
    `  Statisk server:   ${fixed.requestsPerSecond.toFixed(0)} forespørsler/s, p99 ${fixed.p99}, feil ${fixed.errors}`,
  );
  console.log(
    `  Forhold SSR/statisk: ${ratio.toFixed(2)} (mål ≥ ${targetRatio}): ${ratio >= targetRatio ? "innenfor" : "UNDER"}`,
  );
  process.exitCode = ratio >= targetRatio ? 0 : 1;
} finally {
  staticServer.close();
  await app.stop();
}

/** Runs wrk without blocking this process, which also serves the static copy. */
async function wrk(url: string, durationSeconds: number) {
  const child = spawn("wrk", [
    "-t2",
    `-c${connections}`,
    `-d${durationSeconds}s`,
    "--latency",
    url,
  ]);
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  const status = await new Promise<number | null>((resolve) => child.once("close", resolve));
  if (status !== 0) throw new Error(`wrk feilet: ${err}`);
  const errors = [...out.matchAll(/(Non-2xx or 3xx responses|Socket errors): ([^\n]+)/g)].map(
    (m) => `${m[1]}: ${m[2]}`,
  );
  return {
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p99: out.match(/\s99%\s+(\S+)/)?.[1] ?? "ukjent",
    errors: errors.length ? errors.join("; ") : "ingen",
  };
}

/** wrk comes from Debian; installed here when missing so the bench runs on a fresh machine. */
function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  console.log("wrk mangler; installerer Debians pakke");
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-qq", "wrk"], { stdio: "inherit" }).status === 0;
  if (install()) return;
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  if (!install()) throw new Error("Kunne ikke installere wrk (apt-get install -y wrk)");
}
