/**
 * npm run lighthouse (through scripts/lighthouse.sh, which finds Chromium and pins it all to two
 * cores)
 *
 * Lighthouse at its default settings on the production build and, in the same sitting, on the
 * floor (bench/floor: a bare Remix page with the site's Remix, React and Vite). Every page of
 * lighthouse-pages.ts is measured LIGHTHOUSE_RUNS times (5), in rounds: each round measures the
 * floor, then every page once, so floor and pages share whatever the machine was doing. Printed
 * per page, beside its floor: medians of performance, total blocking time and script bytes, the
 * other three scores, and decision 173's main-thread figures from each run's trace. Fails unless
 * every page meets decision 345's goal (main-thread CPU within twice the floor's). Reports go to bench/results/lighthouse/; of each page,
 * the median run (by performance) keeps its HTML report and trace, the others only their JSON.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startFloor } from "./floor-app";
import { floorTargets, type Target, targetsFor } from "./lighthouse-pages";
import {
  figuresOf,
  goalLine,
  type LighthouseResult,
  mainThreadOf,
  medianRunIndex,
  mediansOf,
  type Row,
  type RunFigures,
  verdict,
} from "./lighthouse-verdict";
import { warmUp } from "./lighthouse-warm-up";
import { projectRoot, startProductionServer } from "./production-server";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const tries = 3;
const results = path.join(projectRoot, "bench/results/lighthouse");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const lighthouseBin = path.join(projectRoot, "node_modules/.bin/lighthouse");
/** The load average over 1, 5 and 15 minutes, as `uptime` prints it: a ratio is noisier under load. */
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const loadAtStart = loadAverage();

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const staffPassword = randomBytes(18).toString("base64url");
const site = await startProductionServer({
  LOCAL_STAFF_PASSWORD: staffPassword,
  FORM_MIN_FILL_SECONDS: "0",
});
const floor = await startFloor();
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  let pages: Target[];
  let floors: Target[];
  try {
    pages = await targetsFor(site.url, browser, staffPassword);
    floors = floorTargets(floor.url, pages);
    await warmUp(browser, [...floors, ...pages]);
  } finally {
    await browser.close();
  }
  const figures = new Map([...floors, ...pages].map((target) => [target, [] as RunFigures[]]));
  const started = Date.now();
  for (let run = 1; run <= runs; run += 1) {
    const minutes = ((Date.now() - started) / 60_000).toFixed(0);
    console.log(
      `Runde ${run} av ${runs}: gulvet og ${pages.length} sider (${minutes} min så langt, last ${loadAverage()})`,
    );
    for (const [target, measured] of figures) measured.push(await measure(target, run));
  }
  pruneAssets(figures);
  process.exitCode = report(floors, pages, figures) ? 0 : 1;
} finally {
  await floor.stop();
  await site.stop();
}

function outputBase(target: Target, run: number) {
  return path.join(results, `${target.name}-${run}`);
}

/**
 * One Lighthouse run. Chromium sometimes loses the trace (NO_NAVSTART), even on a quiet machine,
 * and once twice in a row on one page, ending a half-hour sitting; so up to three tries.
 */
async function measure(target: Target, run: number) {
  const base = outputBase(target, run);
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const exitCode = await lighthouse(target, base);
    const result =
      exitCode === 0
        ? (JSON.parse(readFileSync(`${base}.report.json`, "utf8")) as LighthouseResult)
        : undefined;
    if (result && !result.runtimeError) {
      const trace = `${base}-0.trace.json`;
      return figuresOf(result, existsSync(trace) ? mainThreadOf(trace) : undefined);
    }
    const failure = result?.runtimeError?.code ?? `Lighthouse avsluttet med ${exitCode}`;
    console.log(
      `  ${target.label}, kjøring ${run}: ${failure}${attempt < tries ? "; prøver igjen" : ""}`,
    );
  }
  throw new Error(`Lighthouse mislyktes ${tries} ganger på ${target.label} (kjøring ${run})`);
}

function lighthouse(target: Target, base: string) {
  const args = [
    target.url,
    `--chrome-path=${chromiumPath}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    "--output=html",
    `--output-path=${base}`,
    "--save-assets",
    "--quiet",
    ...(target.device === "desktop" ? ["--preset=desktop"] : []),
    ...(target.headers ? [`--extra-headers=${JSON.stringify(target.headers)}`] : []),
    ...(target.private ? ["--skip-audits=is-crawlable"] : []),
  ];
  const child = spawn(lighthouseBin, args, { stdio: ["ignore", "ignore", "inherit"] });
  return new Promise<number | null>((resolve) => child.once("exit", resolve));
}

/** Of each page, only the median run keeps its HTML report and trace (about 7 MB a run). */
function pruneAssets(figures: Map<Target, RunFigures[]>) {
  for (const [target, measured] of figures) {
    const kept = medianRunIndex(measured);
    measured.forEach((_, index) => {
      if (index === kept) return;
      const base = outputBase(target, index + 1);
      for (const suffix of [".report.html", "-0.trace.json", "-0.devtoolslog.json"]) {
        rmSync(`${base}${suffix}`, { force: true });
      }
    });
  }
}

/** Prints the table; true when every page meets the goal beside its floor. */
function report(floors: Target[], pages: Target[], figures: Map<Target, RunFigures[]>) {
  const floorOf = new Map(floors.map((target) => [target.device, mediansOf(figures.get(target)!)]));
  const rows: Row[] = [
    ...floors.map((target) => ({
      label: target.label,
      page: floorOf.get(target.device)!,
      runs: figures.get(target)!,
    })),
    ...pages.map((target) => ({
      label: target.label,
      page: mediansOf(figures.get(target)!),
      floor: floorOf.get(target.device)!,
      runs: figures.get(target)!,
    })),
  ];
  const first = JSON.parse(
    readFileSync(`${outputBase(floors[0]!, 1)}.report.json`, "utf8"),
  ) as LighthouseResult;
  // The user agent carries only the major version (156.0.0.0); the build number tells a Debian
  // update apart.
  const chromiumVersion = /[\d.]+/.exec(
    spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout,
  )?.[0];
  const indexes = [...figures.values()].flat().map((run) => run.benchmarkIndex);
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, Chromium ${chromiumVersion}, benchmark index ` +
      `${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}. ` +
      `${runs} ${runs === 1 ? "kjøring" : "kjøringer"} per side, vekselvis med gulvet (bench/floor); medianer, (forskjell fra gulvet). ` +
      `Maskinens last ved start ${loadAtStart}, nå ${loadAverage()}.`,
  );
  console.log(`${goalLine}\n`);
  const { reached, lines } = verdict(rows);
  for (const line of lines) console.log(line);
  writeFileSync(
    path.join(results, "summary.json"),
    JSON.stringify(
      rows.map((row) => ({ label: row.label, medians: row.page, runs: row.runs })),
      null,
      2,
    ),
  );
  console.log(`Rapportene ligger i ${path.relative(projectRoot, results)}/.`);
  return reached;
}
