/**
 * npm run bench:load
 *
 * 200 enquiries at once, each with a 1–5 MB PDF (about 600 MB in all), against the production
 * server on loopback (`node server.js` on ./build, SQLite and local storage in a temp DATA_DIR,
 * rate limits raised through their documented variables). Beside it, in the same run and with
 * the same client, the same requests go to a floor server (bench/floor-server.mjs) that does
 * only the work any site must do with them: parse the multipart body with the same busboy,
 * stream the file to disk and commit one row with better-sqlite3, no framework. Both get an
 * unmeasured warm-up burst first, as a running server has compiled its hot paths; a cold first
 * round was 300 ms slower than the rest. Medians of five rounds, in turns. After each round it
 * checks that every enquiry and every file was stored, then deletes that round's files on both
 * servers. Target (issue 59, decision 346, bench/load-verdict.ts): 0 lost, and the site's p99
 * at most 1.5 × the floor's in the same run; an absolute time on two shared cores said more
 * about the machine than about the site.
 * RELIABILITY_SERVER_DIR picks another folder holding server.js and build/; BENCH_LOAD_ROUNDS
 * another number of rounds (1 for a quick check that it runs); SERVER_CPU_PROFILE_DIR a folder for
 * the server's CPU profile.
 * BENCH_LOAD_DURING_BACKUP=1 (issue 42) stores 200 MB of files first, and in each round sends
 * one more burst while `npm run backup` copies the site; it prints that burst's p99 beside the
 * one without, and the files it stored count towards "lost" too.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabaseClient, type Database } from "~/db/index.server";
import { createLocalStorage } from "~/storage/local.server";
import type { FileStorage } from "~/storage/storage";
import { runBackupScript } from "../tests/reliability/support/backups";
import { fetchFormToken, pdfBytes } from "../tests/reliability/support/forms";
import { startProductionServer } from "../tests/reliability/support/production-server";
import { postEnquiry } from "./enquiry-client";
import { loadVerdict } from "./load-verdict";

const enquiries = 200;
const rounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 5);
const duringBackup = process.env.BENCH_LOAD_DURING_BACKUP === "1";
const warmUpEnquiries = 50;
const MB = 1024 * 1024;
const sizes = Array.from(
  { length: enquiries },
  (_, index) => MB + Math.round((((index * 7919) % enquiries) / enquiries) * 4 * MB),
);
/** The load average over 1, 5 and 15 minutes, as `uptime` prints it. */
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const loadAtStart = loadAverage();
const megabytes = sizes.reduce((sum, size) => sum + size, 0) / MB;
const largest = pdfBytes(5 * MB);

type Burst = { p50: number; p99: number; max: number; errors: string[]; cpuMs: number };

/**
 * A process's CPU time so far, all its threads (user and system), from Linux's /proc; 0
 * elsewhere. Latency here moves by a third from run to run with whatever else the two cores
 * do; the CPU a burst costs the server moves far less, so it shows what a change did.
 */
function cpuMsOf(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** What a site holds besides the bursts' files, for a backup to copy: 100 files of 2 MB. */
async function storeFilesToBackUp(storage: FileStorage) {
  for (let index = 0; index < 100; index += 1) {
    await storage.put(`bench/arkiv-${index}.pdf`, largest.subarray(0, 2 * MB), {
      contentType: "application/pdf",
    });
  }
}

/**
 * One burst while `npm run backup` runs beside the server, sent once the backup has begun
 * copying (its database copy is there); how long the backup took in all.
 */
async function burstDuringBackup(url: string, token: string, round: number, pid?: number) {
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), "dp-bench-backup-")), "kopi");
  const started = performance.now();
  const backup = runBackupScript("backup", folder, { dataDir: server.dataDir, env: serverEnv });
  while (!existsSync(folder)) await new Promise((resolve) => setTimeout(resolve, 20));
  const result = await burst(url, token, `${round}k`, pid);
  const { code, stderr } = await backup;
  if (code !== 0) throw new Error(`Sikkerhetskopien feilet: ${stderr}`);
  const backupMs = performance.now() - started;
  rmSync(path.dirname(folder), { recursive: true, force: true });
  return { ...result, backupMs };
}

/** All enquiries at once; each one's time from sending to the full answer. */
async function burst(
  url: string,
  token: string,
  round: number | string,
  pid: number | undefined,
): Promise<Burst> {
  const cpuBefore = cpuMsOf(pid);
  const results = await Promise.all(
    sizes.map(async (size, index) => {
      const start = performance.now();
      try {
        const status = await postEnquiry(url, {
          token,
          index,
          fileName: `salgsoppgave-${round}-${index}.pdf`,
          file: largest.subarray(0, size),
        });
        return { ms: performance.now() - start, error: status === 303 ? null : String(status) };
      } catch (error) {
        return { ms: performance.now() - start, error: String(error) };
      }
    }),
  );
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  return {
    p50: percentile(50),
    p99: percentile(99),
    max: latencies.at(-1)!,
    errors: results.flatMap((result) => (result.error ? [result.error] : [])),
    cpuMs: cpuMsOf(pid) - cpuBefore,
  };
}

/** Enquiries with 1 MB files, not measured, so both servers have run their code before round 1. */
async function warmUp(url: string, token: string) {
  await Promise.all(
    Array.from({ length: warmUpEnquiries }, (_, index) =>
      postEnquiry(url, {
        token,
        index,
        fileName: `oppvarming-${index}.pdf`,
        file: largest.subarray(0, MB),
      }),
    ),
  );
}

async function startFloorServer() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "dp-bench-floor-"));
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("floor-server.mjs", import.meta.url)), folder],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`gulvserveren stoppet (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Where the floor writes the files (its database is beside it, in `folder`). */
    files: path.join(folder, "filer"),
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * This round's enquiries that the site stored whole: a row with the file's size, and the file.
 * The files are then deleted, on both servers: left on disk, three rounds of 600 MB had the
 * kernel writing back gigabytes during the fourth, and both servers' p99 doubled.
 */
async function checkAndClearRound(
  round: number | string,
  db: Database,
  uploads: FileStorage,
  floorFiles: string,
) {
  const rows = await db.contactAttachment.findMany({
    where: { originalName: { startsWith: `salgsoppgave-${round}-` } },
    select: { storageKey: true, size: true, originalName: true },
  });
  let whole = 0;
  for (const row of rows) {
    const index = Number(/-(\d+)\.pdf$/.exec(row.originalName)?.[1]);
    const object = await uploads.head(row.storageKey);
    if (object?.size === sizes[index] && row.size === sizes[index]) whole += 1;
    await uploads.delete(row.storageKey);
  }
  for (const name of readdirSync(floorFiles)) rmSync(path.join(floorFiles, name));
  return { stored: rows.length, whole };
}

// The production outbox interval: the reliability tests' 200 ms would have the worker mail
// during the burst 25 times as often as a deployed server does.
const serverEnv = { OUTBOX_POLL_MS: "5000" };
const server = await startProductionServer({ env: serverEnv });
const floor = await startFloorServer();
const db = createDatabaseClient({ provider: "sqlite", file: path.join(server.dataDir, "app.db") });
const uploads = createLocalStorage({
  root: path.join(server.dataDir, "uploads"),
  linkBaseUrl: server.url,
  linkSecret: "x",
});
try {
  const token = await fetchFormToken(server.url);
  await warmUp(floor.url, token);
  await warmUp(server.url, token);
  if (duringBackup) await storeFilesToBackUp(uploads);
  const site: Burst[] = [];
  const bare: Burst[] = [];
  const backedUp: (Burst & { backupMs: number })[] = [];
  let stored = 0;
  let whole = 0;
  for (let round = 1; round <= rounds; round += 1) {
    bare.push(await burst(floor.url, token, round, floor.pid));
    site.push(await burst(server.url, token, round, server.child.pid));
    const checked = await checkAndClearRound(round, db, uploads, floor.files);
    stored += checked.stored;
    whole += checked.whole;
    const [f, s] = [bare.at(-1)!, site.at(-1)!];
    console.log(
      `runde ${round}: nettstedet p50 ${ms(s.p50)} p99 ${ms(s.p99)} maks ${ms(s.max)}, feil ${s.errors.length}, ` +
        `${checked.whole} hele; gulvet p50 ${ms(f.p50)} p99 ${ms(f.p99)}`,
    );
    if (!duringBackup) continue;
    const b = await burstDuringBackup(server.url, token, round, server.child.pid);
    backedUp.push(b);
    const checkedDuring = await checkAndClearRound(`${round}k`, db, uploads, floor.files);
    stored += checkedDuring.stored;
    whole += checkedDuring.whole;
    console.log(
      `runde ${round} under sikkerhetskopi (${ms(b.backupMs)}): p50 ${ms(b.p50)} p99 ${ms(b.p99)}, ` +
        `feil ${b.errors.length}, ${checkedDuring.whole} hele`,
    );
  }

  const sent = enquiries * rounds * (duringBackup ? 2 : 1);
  const errors = [...site, ...backedUp].flatMap((result) => result.errors);
  const sitePercentile = (key: "p50" | "p99") => median(site.map((result) => result[key]));
  const floorPercentile = (key: "p50" | "p99") => median(bare.map((result) => result[key]));
  const { reached, ratio, line } = loadVerdict({
    siteP99: sitePercentile("p99"),
    floorP99: floorPercentile("p99"),
    sent,
    whole,
  });

  console.log(
    `\nbench:load: ${enquiries} samtidige henvendelser, ${megabytes.toFixed(0)} MB vedlegg, median av ${rounds} runder; ` +
      `maskinens last ved start ${loadAtStart}, nå ${loadAverage()}`,
  );
  console.log(`  nettstedet:  p50 ${ms(sitePercentile("p50"))}   p99 ${ms(sitePercentile("p99"))}`);
  console.log(
    `  gulvet (busboy, fil til disk, én rad i SQLite, samme klient): p50 ${ms(floorPercentile("p50"))}   p99 ${ms(floorPercentile("p99"))}`,
  );
  console.log(`  p99 nettstedet / gulvet: ${ratio.toFixed(2)}`);
  if (duringBackup) {
    const p99During = median(backedUp.map((result) => result.p99));
    console.log(
      `  under sikkerhetskopi: p50 ${ms(median(backedUp.map((result) => result.p50)))}   p99 ${ms(p99During)}` +
        ` (kopien tok ${ms(median(backedUp.map((result) => result.backupMs)))})`,
    );
    console.log(
      `  p99 under sikkerhetskopi / uten: ${(p99During / sitePercentile("p99")).toFixed(2)}`,
    );
  }
  const cpuPerEnquiry = (bursts: Burst[]) =>
    `${(median(bursts.map((result) => result.cpuMs)) / enquiries).toFixed(1)} ms`;
  console.log(
    `  CPU per henvendelse (alle tråder): nettstedet ${cpuPerEnquiry(site)}, gulvet ${cpuPerEnquiry(bare)}`,
  );
  console.log(
    `  feil: ${errors.length}${errors.length ? ` (${[...new Set(errors)].join(", ")})` : ""}`,
  );
  console.log(
    `  lagret: ${stored} av ${sent} vedlegg, ${whole} hele (rad og fil med riktig størrelse), tapt: ${sent - whole}`,
  );
  console.log(line);
  process.exitCode = reached ? 0 : 1;
} finally {
  await db.$disconnect();
  await floor.stop();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
