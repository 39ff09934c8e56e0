/**
 * npm run bench:upload
 *
 * Ten visitors send an enquiry with a 17 MB drawing at the same time, against the production
 * server storing on a real S3-compatible server (s3rver). Printed per round, then medians:
 * the server's peak RSS growth while the uploads stream (target ≤ 64 MB, i.e. no file is held
 * whole), and enquiry throughput against the same bytes PUT straight to the same S3 server
 * with the AWS SDK in the same run (target ratio ≥ 0.6).
 *
 * Each round starts a fresh server and warms it with one small enquiry (so the S3 client and
 * the routes are loaded) before the RSS baseline is read: a process keeps the memory of its
 * first burst, so a second burst in the same process would show almost no growth at all.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { fetchFormToken } from "../tests/reliability/support/forms";
import { startS3rver } from "../tests/support/s3rver";
import { postEnquiry } from "./enquiry-client";
import { freePort } from "./production-server";

const concurrency = 10;
const fileBytes = 17 * 1024 * 1024 - 4096;
const rounds = 5;

if (!existsSync("build/server/index.js")) {
  console.error("Fant ikke produksjonsbygget: kjør `npm run build` først.");
  process.exit(1);
}

const drawing = Buffer.alloc(fileBytes, 7);
Buffer.from("%PDF-1.7\n").copy(drawing);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => bytes / 1024 / 1024;

function rssBytes(pid: number) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

async function startSite(s3: Awaited<ReturnType<typeof startS3rver>>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-upload-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      FORM_MIN_FILL_SECONDS: "0",
      RATE_LIMIT_ENQUIRIES: "100000",
      OUTBOX_POLL_MS: "600000",
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Nettstedet kjører")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`serveren stoppet (${code})`)));
  });
  const site = `http://127.0.0.1:${port}`;
  return {
    site,
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function sendEnquiry(site: string, token: string, index: number, file: Uint8Array = drawing) {
  const status = await postEnquiry(site, { token, index, file, fileName: `tegning-${index}.pdf` });
  if (status !== 303) throw new Error(`henvendelse ${index} fikk ${status}`);
}

async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
}

const s3 = await startS3rver({ bucket: "bench" });
const client = new S3Client({
  endpoint: s3.url,
  region: s3.region,
  forcePathStyle: true,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
});
const totalMb = mb(fileBytes * concurrency);
const results: { growthMb: number; siteMbps: number; directMbps: number }[] = [];

try {
  for (let round = 1; round <= rounds; round += 1) {
    const site = await startSite(s3);
    const token = await fetchFormToken(site.site);
    await sendEnquiry(site.site, token, -1, drawing.subarray(0, 64 * 1024));
    const baseline = rssBytes(site.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(site.pid))), 20);
    const siteSeconds = await timed(() =>
      Promise.all(Array.from({ length: concurrency }, (_, i) => sendEnquiry(site.site, token, i))),
    ).finally(async () => {
      clearInterval(sampler);
      await site.stop();
    });
    const directSeconds = await timed(() =>
      Promise.all(
        Array.from({ length: concurrency }, (_, i) =>
          new Upload({
            client,
            params: {
              Bucket: s3.bucket,
              Key: `direkte/${round}-${i}.pdf`,
              Body: drawing,
              ContentType: "application/pdf",
            },
          }).done(),
        ),
      ),
    );
    const result = {
      growthMb: mb(peak - baseline),
      siteMbps: totalMb / siteSeconds,
      directMbps: totalMb / directSeconds,
    };
    results.push(result);
    console.log(
      `runde ${round}: RSS-vekst ${result.growthMb.toFixed(1)} MB, nettstedet ${result.siteMbps.toFixed(1)} MB/s, direkte til S3 ${result.directMbps.toFixed(1)} MB/s`,
    );
  }
} finally {
  await s3.stop();
}

const growth = median(results.map((r) => r.growthMb));
const ratio = median(results.map((r) => r.siteMbps / r.directMbps));
console.log(
  `\n${concurrency} samtidige henvendelser à ${mb(fileBytes).toFixed(1)} MB, median av ${rounds} runder:`,
);
console.log(`  topp RSS-vekst i serveren: ${growth.toFixed(1)} MB (mål ≤ 64 MB)`);
console.log(`  gjennomstrømning nettsted / direkte S3: ${ratio.toFixed(2)} (mål ≥ 0.6)`);
if (growth > 64 || ratio < 0.6) process.exitCode = 1;
