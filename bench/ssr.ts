// Home page SSR throughput: wrk at 50 connections against the production server, then
// against a bare static server answering the same HTML bytes, in turns: five rounds of
// BENCH_SECONDS (4) each, and the median of the rounds' ratios, so both sides share whatever
// else the machine was doing.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { freePort, startProductionServer } from "./production-server";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = 5;
const targetRatio = 0.3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
  const ssr: Awaited<ReturnType<typeof wrk>>[] = [];
  const fixed: Awaited<ReturnType<typeof wrk>>[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    fixed.push(await wrk(`http://127.0.0.1:${staticPort}/`, seconds));
    ssr.push(await wrk(`${app.url}/`, seconds));
    console.log(
      `runde ${round}: SSR ${ssr.at(-1)!.requestsPerSecond.toFixed(0)}/s, statisk ${fixed.at(-1)!.requestsPerSecond.toFixed(0)}/s`,
    );
  }
  const ratio = median(
    ssr.map((run, index) => run.requestsPerSecond / fixed[index]!.requestsPerSecond),
  );
  const describe = (runs: typeof ssr) =>
    `${median(runs.map((run) => run.requestsPerSecond)).toFixed(0)} forespørsler/s, ` +
    `p99 ${median(runs.map((run) => run.p99Ms)).toFixed(1)} ms, ` +
    `feil ${runs.map((run) => run.errors).find((errors) => errors !== "ingen") ?? "ingen"}`;
  console.log(
    `\nForsiden, ${html.length} byte HTML, ${connections} forbindelser, ${rounds} runder à ${seconds} s, medianer:`,
  );
  console.log(`  SSR (produksjon): ${describe(ssr)}`);
  console.log(`  Statisk server:   ${describe(fixed)}`);
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
    p99Ms: milliseconds(out.match(/\s99%\s+(\S+)/)?.[1] ?? "NaN"),
    errors: errors.length ? errors.join("; ") : "ingen",
  };
}

/** wrk's latencies, such as 850.00us, 12.34ms or 1.20s, in milliseconds. */
function milliseconds(latency: string) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(latency) ?? [];
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit ?? ""] ?? NaN;
  return Number(value) * scale;
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
