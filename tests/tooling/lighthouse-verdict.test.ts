import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  blockingTasksLine,
  figuresOf,
  formatTable,
  type LighthouseResult,
  mainThreadOf,
  mediansOf,
  type RunFigures,
  shortfalls,
} from "../../bench/lighthouse-verdict";

// `npm run lighthouse` passes or fails the site on these judgements (decision 215), so a slip
// here would pass a page that misses the goal, or fail one that meets it.

const run = (figures: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  blockingMs: 10,
  scriptBytes: 87 * 1024,
  benchmarkIndex: 1500,
  missed: {},
  blockingTasks: [],
  ...figures,
});

const floor = mediansOf([run()]);

describe("a page beside its floor", () => {
  it("meets the goal at its very edges: 2 points lower, 50 ms and 20 kB more", () => {
    const page = mediansOf([
      run({ performance: 97, blockingMs: 60, scriptBytes: floor.scriptBytes + 20 * 1024 }),
    ]);
    expect(shortfalls(page, floor)).toEqual([]);
  });

  it("misses it one step past each edge", () => {
    const page = mediansOf([
      run({
        performance: 96,
        blockingMs: 60.5,
        scriptBytes: floor.scriptBytes + 20 * 1024 + 1,
        accessibility: 99,
        bestPractices: 96,
        seo: 92,
      }),
    ]);
    expect(shortfalls(page, floor)).toEqual([
      "performance",
      "blocking",
      "script",
      "accessibility",
      "bestPractices",
      "seo",
    ]);
  });

  it("is judged on the median of its runs, so one wild run neither fails nor passes it", () => {
    const steady = [12, 20, 989, 15, 18].map((blockingMs) => run({ blockingMs }));
    expect(mediansOf(steady).blockingMs).toBe(18);
    expect(shortfalls(mediansOf(steady), floor)).toEqual([]);
    const slow = [300, 6, 280, 310, 290].map((blockingMs) => run({ blockingMs }));
    expect(shortfalls(mediansOf(slow), floor)).toEqual(["blocking"]);
  });

  it("prints the differences and marks what misses the goal", () => {
    const thread = { wallMs: 300, cpuMs: 120, chromiumCpuMs: 400 };
    const tracedFloor = mediansOf([run({ mainThread: thread })]);
    const page = [run({ performance: 95, blockingMs: 159, mainThread: { ...thread, cpuMs: 438 } })];
    const [header, floorLine, pageLine] = formatTable([
      { label: "gulvet (mobil)", page: tracedFloor, runs: [run()] },
      { label: "/", page: mediansOf(page), floor: tracedFloor, runs: page },
    ]);
    expect(header).toMatch(/^side\s+ytelse\s+TBT ms/);
    expect(floorLine).not.toContain("✗");
    expect(pageLine).toContain("95 (-4) ✗");
    expect(pageLine).toContain("159 (+149) ✗");
    expect(pageLine).toContain("87.0 (+0.0)");
    expect(pageLine).toContain("100/100/100");
    // The main thread's CPU as a multiple of the floor's.
    expect(pageLine).toContain("438 (×3.65)");
  });
});

describe("what one Lighthouse run gives", () => {
  it("takes the scripts' transfer size from the resource summary and rounds the scores", () => {
    const result: LighthouseResult = {
      lighthouseVersion: "12.8.2",
      environment: { benchmarkIndex: 1700 },
      categories: {
        performance: { score: 0.954, auditRefs: [] },
        accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
        "best-practices": { score: 1, auditRefs: [] },
        seo: {
          score: 0.92,
          auditRefs: [
            { id: "meta-description", weight: 1 },
            { id: "structured-data", weight: 0 },
          ],
        },
      },
      audits: {
        "total-blocking-time": { score: 0.9, numericValue: 159.4 },
        "resource-summary": {
          score: null,
          details: {
            items: [
              { resourceType: "total", transferSize: 120_000 },
              { resourceType: "script", transferSize: 93_184 },
            ],
          },
        },
        "color-contrast": { score: 1 },
        "meta-description": { score: 0 },
        "structured-data": { score: 0 },
      },
    };
    expect(figuresOf(result)).toMatchObject({
      performance: 95,
      seo: 92,
      blockingMs: 159.4,
      scriptBytes: 93_184,
      benchmarkIndex: 1700,
      missed: { seo: ["meta-description"] },
    });
  });

  it("lists the tasks that count towards blocking time, named by the code they ran", () => {
    const site = "http://127.0.0.1:39167";
    const result: LighthouseResult = {
      lighthouseVersion: "12.8.2",
      environment: { benchmarkIndex: 1700 },
      categories: {},
      audits: {
        "first-contentful-paint": { score: 1, numericValue: 1372 },
        "long-tasks": {
          score: null,
          details: {
            items: [
              { url: "Unattributable", duration: 162, startTime: 1487 },
              { url: `${site}/tjenester/360-visning`, duration: 83, startTime: 973 },
              { url: `${site}/assets/site-DHZGBIKJ.js`, duration: 54, startTime: 1340 },
              { url: `${site}/assets/shell-fX4sJFeA.js`, duration: 50, startTime: 2572 },
            ],
          },
        },
      },
    };
    // The page's own task ended before the first paint; one of exactly 50 ms blocks nothing.
    expect(figuresOf(result).blockingTasks).toEqual([
      { source: "site-DHZGBIKJ.js", startMs: 1340, durationMs: 54 },
      { source: "uten skript", startMs: 1487, durationMs: 162 },
    ]);
  });

  it("prints the blocking tasks of the run with the median blocking time", () => {
    const task = (source: string, durationMs: number) => ({ source, startMs: 1500, durationMs });
    const runs = [
      run({ blockingMs: 0 }),
      run({ blockingMs: 560, blockingTasks: [task("shell.js", 190)] }),
      run({ blockingMs: 66, blockingTasks: [task("dokumentet", 116)] }),
    ];
    expect(blockingTasksLine("/prosjekter/lindelia-rekkehus", runs)).toBe(
      "  /prosjekter/lindelia-rekkehus: oppgaver over 50 ms etter første maling (kjøringen med median TBT, 66 ms): 116 ms dokumentet ved 1.5 s",
    );
  });

  const folder = mkdtempSync(path.join(tmpdir(), "lighthouse-verdict-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("reads the page's main thread and Chromium's own threads from the trace", () => {
    const thread = (pid: number, tid: number, name: string) => ({
      ph: "M",
      name: "thread_name",
      pid,
      tid,
      args: { name },
    });
    const task = (pid: number, tid: number, dur: number, tdur: number) => ({
      ph: "X",
      name: "RunTask",
      pid,
      tid,
      dur,
      tdur,
    });
    const trace = path.join(folder, "run-0.trace.json");
    writeFileSync(
      trace,
      JSON.stringify({
        traceEvents: [
          thread(1, 1, "CrBrowserMain"),
          thread(1, 2, "VizCompositorThread"),
          thread(2, 1, "CrRendererMain"),
          // An iframe's or a worker's renderer: the page is the busiest one.
          thread(3, 1, "CrRendererMain"),
          task(2, 1, 600_000, 200_000),
          task(2, 1, 400_000, 100_000),
          task(3, 1, 50_000, 40_000),
          task(1, 1, 900_000, 250_000),
          task(1, 2, 500_000, 150_000),
          { ph: "X", name: "FunctionCall", pid: 2, tid: 1, dur: 300_000, tdur: 300_000 },
        ],
      }),
    );
    expect(mainThreadOf(trace)).toEqual({ wallMs: 1000, cpuMs: 300, chromiumCpuMs: 400 });
  });
});
