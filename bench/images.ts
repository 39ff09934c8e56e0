/**
 * npm run bench:images
 *
 * 1. A cached variant served at /bilder/… against the same bytes as a static file in
 *    the build's client folder, both from the production server in one run: requests
 *    per second over alternating rounds, medians, and their ratio (target ≥ 0.5).
 * 2. A cold 1920-px WebP: end to end through the route, and the sharp transform alone.
 *
 * BENCH_BUILD_DIR picks another production build than ./build (built first when missing).
 */
import { fork, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.PORT = "0";
process.env.HOST = "127.0.0.1";

const { disconnectDatabase, prisma } = await import("~/db/index.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { getStorage } = await import("~/storage/index.server");
const { transformImage } = await import("~/images/transform.server");

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? "build");
const rounds = 7;
const requestsPerRound = 2000;
const concurrency = 16;
const coldSamples = 5;
const accept = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

/** A 4K render stand-in: a gradient scene with fine noise, so encoders cannot cheat. */
async function renderLike(seed: number) {
  const hue = (seed * 53) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3840" height="2160">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},50%,70%)"/><stop offset="1" stop-color="hsl(${hue + 30},40%,30%)"/>
    </linearGradient></defs>
    <rect width="3840" height="2160" fill="url(#sky)"/>
    <rect x="900" y="700" width="2000" height="1200" fill="hsl(${hue + 180},15%,55%)"/>
    ${Array.from({ length: 40 }, (_, i) => `<rect x="${980 + (i % 10) * 190}" y="${780 + Math.floor(i / 10) * 270}" width="120" height="180" fill="hsl(40,80%,${60 + (i % 3) * 10}%)"/>`).join("")}
  </svg>`;
  const grain = await sharp({
    create: {
      width: 3840,
      height: 2160,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 0, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "add" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function seed(count: number) {
  await migrateDatabase();
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = `illustrations/bench-${i}.jpg`;
    await getStorage().put(key, await renderLike(i), { contentType: "image/jpeg" });
    await prisma.illustration.create({
      data: { imagePath: key, alt: `Bench ${i}`, width: 3840, height: 2160 },
    });
    keys.push(key);
  }
  return keys;
}

function startServer() {
  const child = fork(path.resolve("bench/serve-images.mjs"), {
    env: { ...process.env, BENCH_BUILD_DIR: buildDir },
    // The request log is still written, as in production, but not into the bench's report.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise<{ port: number; stop(): void }>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`Benkserveren stoppet (${code})`)));
    child.once("message", (message) => {
      const { port } = message as { port: number };
      resolve({ port, stop: () => child.disconnect() });
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function get(port: number, urlPath: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path: urlPath, agent, headers: { Accept: accept } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

/** Requests per second for one round at a fixed concurrency; every answer must be 200. */
async function round(port: number, urlPath: string) {
  let remaining = requestsPerRound;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining-- > 0) {
        const { status } = await get(port, urlPath);
        if (status !== 200) throw new Error(`${urlPath} svarte ${status}`);
      }
    }),
  );
  return requestsPerRound / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    console.log("Ingen produksjonsbygg funnet; bygger …");
    const built = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
    if (built.status !== 0) throw new Error("Bygget feilet");
  }
  console.log("Lager testbilder (4K) …");
  const [hotKey, ...coldKeys] = await seed(1 + coldSamples);
  const staticName = `bench-variant-${process.pid}.webp`;
  const staticFile = path.join(buildDir, "client", staticName);
  const server = await startServer();
  try {
    const routePath = `/bilder/${hotKey}?w=800&q=medium&fm=webp`;
    const warm = await get(server.port, routePath);
    const cached = await get(server.port, routePath);
    if (cached.headers["x-image-cache"] !== "hit")
      throw new Error("Varianten ble ikke hentet fra hurtigbufferen");
    writeFileSync(staticFile, warm.body);
    const staticCopy = await get(server.port, `/${staticName}`);
    if (!staticCopy.body.equals(cached.body))
      throw new Error("Den statiske filen er ikke de samme bytene");

    const routeRates: number[] = [];
    const staticRates: number[] = [];
    for (let i = 0; i < rounds; i++) {
      staticRates.push(await round(server.port, `/${staticName}`));
      routeRates.push(await round(server.port, routePath));
    }
    const routeMedian = median(routeRates);
    const staticMedian = median(staticRates);
    const ratio = routeMedian / staticMedian;

    const coldRoute: number[] = [];
    for (const key of coldKeys) {
      const started = performance.now();
      const cold = await get(server.port, `/bilder/${key}?w=1920&fm=webp`);
      if (cold.headers["x-image-cache"] !== "miss") throw new Error("Forventet en kald variant");
      coldRoute.push(performance.now() - started);
    }
    const transformOnly: number[] = [];
    for (const key of coldKeys) {
      const stored = await getStorage().get(key);
      const started = performance.now();
      await transformImage(stored!.body as Readable, { width: 1920, quality: 80, format: "webp" });
      transformOnly.push(performance.now() - started);
    }

    const kb = (cached.body.length / 1024).toFixed(1);
    console.log(
      `\nBufret variant (${kb} kB WebP, 800 px), ${rounds} runder à ${requestsPerRound} forespørsler, ${concurrency} samtidige:`,
    );
    console.log(`  statisk fil:        median ${staticMedian.toFixed(0)} forespørsler/s`);
    console.log(`  /bilder (bufret):   median ${routeMedian.toFixed(0)} forespørsler/s`);
    console.log(
      `  forhold:            ${ratio.toFixed(2)} (mål ≥ 0,5) ${ratio >= 0.5 ? "OK" : "UNDER MÅL"}`,
    );
    console.log(`\nKald 1920 px WebP fra 3840×2160 JPEG (${coldSamples} bilder):`);
    console.log(`  gjennom ruten:     median ${median(coldRoute).toFixed(0)} ms`);
    console.log(`  bare transformen:  median ${median(transformOnly).toFixed(0)} ms`);
    process.exitCode = ratio >= 0.5 ? 0 : 1;
  } finally {
    server.stop();
    agent.destroy();
    await disconnectDatabase();
    rmSync(staticFile, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
