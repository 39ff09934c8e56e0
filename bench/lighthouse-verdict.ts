/**
 * What `npm run lighthouse` reads from each run and how it judges a page beside the floor
 * (issue 59, decision 345): medians of the runs, page against floor, in the same sitting. The
 * judge is the page's main-thread CPU as a multiple of the floor's; performance and blocking
 * time are printed beside it as context.
 */
import { readFileSync } from "node:fs";

/** The figures one Lighthouse run gives, as the goal and decision 173 use them. */
export type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  blockingMs: number;
  /** Lighthouse's resource summary, scripts: bytes over the wire, prefetches that landed included. */
  scriptBytes: number;
  /** From the run's trace (decision 173); undefined when the run saved none. */
  mainThread?: MainThread;
  benchmarkIndex: number;
  /** Audits that cost accessibility, best practices or SEO points, by category. */
  missed: Record<string, string[]>;
  /** The tasks total blocking time counts: over 50 ms and not over before the first paint. */
  blockingTasks: BlockingTask[];
};

/** Times as Lighthouse's simulation gives them: four times the observed task, on its clock. */
export type BlockingTask = {
  /** The script file the task ran, "dokumentet" for the page's own HTML, or "uten skript". */
  source: string;
  startMs: number;
  durationMs: number;
};

export type MainThread = {
  /** The page's main thread: wall time in tasks, and how much of it was on the CPU. */
  wallMs: number;
  cpuMs: number;
  /** CPU of Chromium's browser main thread and compositor meanwhile (tracing, screenshots). */
  chromiumCpuMs: number;
};

/** The parts of a Lighthouse result (LHR) read here. */
export type LighthouseResult = {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: {
        items?: {
          resourceType?: string;
          transferSize?: number;
          url?: string;
          startTime?: number;
          duration?: number;
        }[];
      };
    }
  >;
};

/** The categories judged at 100, by their id in the report. */
const judgedCategories = {
  accessibility: "tilgjengelighet",
  "best-practices": "beste praksis",
  seo: "SEO",
} as const;

export const goal = {
  cpuTimesFloor: 2,
  scriptOverFloorBytes: 20 * 1024,
  otherScores: 100,
};

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

export function figuresOf(result: LighthouseResult, mainThread?: MainThread): RunFigures {
  const summary = result.audits["resource-summary"]?.details?.items ?? [];
  const missed: Record<string, string[]> = {};
  for (const category of Object.keys(judgedCategories)) {
    const refs = result.categories[category]?.auditRefs ?? [];
    const failing = refs
      .filter(({ id, weight }) => weight > 0 && (result.audits[id]?.score ?? 1) < 1)
      .map(({ id }) => id);
    if (failing.length > 0) missed[category] = failing;
  }
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    blockingMs: result.audits["total-blocking-time"]?.numericValue ?? Infinity,
    scriptBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    mainThread,
    benchmarkIndex: result.environment.benchmarkIndex,
    missed,
    blockingTasks: blockingTasksOf(result),
  };
}

const blockingTaskMs = 50;

/** Lighthouse's long tasks that count towards total blocking time, and whose code each ran. */
function blockingTasksOf(result: LighthouseResult): BlockingTask[] {
  const firstPaint = result.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tasks = result.audits["long-tasks"]?.details?.items ?? [];
  return tasks
    .map(({ url = "", startTime = 0, duration = 0 }) => ({
      source: taskSource(url),
      startMs: startTime,
      durationMs: duration,
    }))
    .filter(
      (task) => task.durationMs > blockingTaskMs && task.startMs + task.durationMs > firstPaint,
    )
    .sort((a, b) => a.startMs - b.startMs);
}

/** Lighthouse names a task by the script it ran, the page's URL, or "Unattributable" (style, layout). */
function taskSource(url: string) {
  if (!URL.canParse(url)) return "uten skript";
  const { pathname } = new URL(url);
  return pathname.endsWith(".js") ? pathname.slice(pathname.lastIndexOf("/") + 1) : "dokumentet";
}

type TraceEvent = {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Lighthouse's simulation multiplies each main-thread task's wall time by four. On two cores
 * the page's main thread shares them with Chromium's browser process and compositor, so a
 * task's wall time can be several times its CPU time (decision 173): a slower page spends
 * more CPU, a busier machine only more wall time.
 */
export function mainThreadOf(tracePath: string): MainThread {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, "utf8")) as {
    traceEvents: TraceEvent[];
  };
  const threadNames = new Map<string, string>();
  const tasks = new Map<string, { wall: number; cpu: number }>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === "M" && event.name === "thread_name")
      threadNames.set(thread, event.args?.name ?? "");
    if (event.ph !== "X" || event.name !== "RunTask") continue;
    const sum = tasks.get(thread) ?? { wall: 0, cpu: 0 };
    sum.wall += event.dur ?? 0;
    sum.cpu += event.tdur ?? 0;
    tasks.set(thread, sum);
  }
  const busiest = (name: string) =>
    [...tasks]
      .filter(([thread]) => threadNames.get(thread) === name)
      .sort(([, a], [, b]) => b.wall - a.wall)[0]?.[1] ?? { wall: 0, cpu: 0 };
  const page = busiest("CrRendererMain");
  const chromium = busiest("CrBrowserMain").cpu + busiest("VizCompositorThread").cpu;
  return { wallMs: page.wall / 1000, cpuMs: page.cpu / 1000, chromiumCpuMs: chromium / 1000 };
}

/** The middle value (of an even count, the upper middle one), as Lighthouse CI takes it. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * The run whose figure is the median one (by default its performance score: the run a reader
 * should open).
 */
export function medianRunIndex(
  runs: RunFigures[],
  figure: (run: RunFigures) => number = (run) => run.performance,
) {
  const order = runs.map((run, index) => ({ index, value: figure(run) }));
  order.sort((a, b) => a.value - b.value);
  return order[Math.floor(order.length / 2)]?.index ?? 0;
}

export type Medians = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  blockingMs: number;
  scriptBytes: number;
  mainThread?: MainThread;
};

export function mediansOf(runs: RunFigures[]): Medians {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const traced = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    blockingMs: of((run) => run.blockingMs),
    scriptBytes: of((run) => run.scriptBytes),
    mainThread:
      traced.length > 0
        ? {
            wallMs: median(traced.map((thread) => thread.wallMs)),
            cpuMs: median(traced.map((thread) => thread.cpuMs)),
            chromiumCpuMs: median(traced.map((thread) => thread.chromiumCpuMs)),
          }
        : undefined,
  };
}

/** The parts of the goal, as the report names them. */
export const goalParts = {
  cpu: "hovedtrådens CPU",
  script: "skript",
  accessibility: "tilgjengelighet",
  bestPractices: "beste praksis",
  seo: "SEO",
} as const;
type GoalPart = keyof typeof goalParts;

/**
 * The page's main-thread CPU over the floor's; undefined when either has no trace, which
 * counts as a miss: a page that cannot be judged has not met the goal.
 */
export function cpuRatio(page: Medians, floor: Medians) {
  const [cpu, floorCpu] = [page.mainThread?.cpuMs, floor.mainThread?.cpuMs];
  return cpu === undefined || !floorCpu ? undefined : cpu / floorCpu;
}

/** Which parts of the goal a page misses beside its floor; empty when it meets them all. */
export function shortfalls(page: Medians, floor: Medians) {
  const missed: GoalPart[] = [];
  if (!((cpuRatio(page, floor) ?? Infinity) <= goal.cpuTimesFloor)) missed.push("cpu");
  if (page.scriptBytes > floor.scriptBytes + goal.scriptOverFloorBytes) missed.push("script");
  if (page.accessibility < goal.otherScores) missed.push("accessibility");
  if (page.bestPractices < goal.otherScores) missed.push("bestPractices");
  if (page.seo < goal.otherScores) missed.push("seo");
  return missed;
}

export type Row = { label: string; page: Medians; floor?: Medians; runs: RunFigures[] };

const signed = (value: number, digits = 0) =>
  `${value >= 0 ? "+" : "-"}${Math.abs(value).toFixed(digits)}`;
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * One line per page, the floor's first: each figure with its difference from the floor, ✗
 * where the goal is missed, then the spread of blocking time over the runs and the main
 * thread's CPU and wall time with the CPU Chromium's own threads used meanwhile. The CPU is
 * given as a multiple of the floor's, and judged so: that ratio held within 17 % between
 * sittings of the same code on a fast and a slow hour, where the blocking time moved tenfold
 * (decisions 215 and 345). Performance and blocking time are context, never marked.
 */
export function formatTable(rows: Row[]) {
  const header = [
    "side",
    "ytelse",
    "TBT ms",
    "(kjøringer)",
    "skript kB",
    "tilgj/prak/SEO",
    "hovedtråd CPU ms (× gulvet)",
    "i oppgaver ms",
    "Chromium CPU ms",
  ];
  const lines = rows.map(({ label, page, floor, runs }) => {
    const missed = floor ? shortfalls(page, floor) : [];
    const mark = (...parts: GoalPart[]) =>
      parts.some((part) => missed.includes(part)) ? " ✗" : "";
    const versus = (value: number, base: number | undefined, digits = 0) =>
      base === undefined ? "" : ` (${signed(value - base, digits)})`;
    const times = (value: number, base: number | undefined) =>
      base ? ` (×${(value / base).toFixed(2)})` : "";
    const blocking = runs.map((run) => run.blockingMs);
    const others = [page.accessibility, page.bestPractices, page.seo].join("/");
    const thread = page.mainThread;
    return [
      label,
      `${page.performance}${versus(page.performance, floor?.performance)}`,
      `${Math.round(page.blockingMs)}${versus(page.blockingMs, floor?.blockingMs)}`,
      `(${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))})`,
      `${kB(page.scriptBytes)}${floor ? ` (${signed((page.scriptBytes - floor.scriptBytes) / 1024, 1)})` : ""}${mark("script")}`,
      floor ? `${others}${mark("accessibility", "bestPractices", "seo")}` : "",
      `${thread ? `${Math.round(thread.cpuMs)}${times(thread.cpuMs, floor?.mainThread?.cpuMs)}` : "?"}${mark("cpu")}`,
      thread
        ? `${Math.round(thread.wallMs)}${versus(thread.wallMs, floor?.mainThread?.wallMs)}`
        : "?",
      thread ? `${Math.round(thread.chromiumCpuMs)}` : "?",
    ];
  });
  const table = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  return table.map((line) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd(),
  );
}

/** For a page under 100 in a category: which audits cost it, from its median run. */
export function missedAudits(label: string, runs: RunFigures[]) {
  const run = runs[medianRunIndex(runs)];
  return Object.entries(run?.missed ?? {}).map(
    ([category, audits]) =>
      `  ${label}: ${judgedCategories[category as keyof typeof judgedCategories]} mister på ${audits.join(", ")}`,
  );
}

/**
 * For a page over its CPU goal: the long tasks of the run with the median blocking time, so
 * whose code to look at is read off the report, not guessed.
 */
export function blockingTasksLine(label: string, runs: RunFigures[]) {
  const run = runs[medianRunIndex(runs, (figures) => figures.blockingMs)];
  const tasks = run?.blockingTasks ?? [];
  const listed = tasks.map(
    (task) =>
      `${Math.round(task.durationMs)} ms ${task.source} ved ${(task.startMs / 1000).toFixed(1)} s`,
  );
  return `  ${label}: oppgaver over ${blockingTaskMs} ms etter første maling (kjøringen med median TBT, ${Math.round(run?.blockingMs ?? 0)} ms): ${listed.join("; ") || "ingen"}`;
}

/** The goal as the report states it above the table. */
export const goalLine =
  `Mål: hovedtrådens CPU ≤ ${goal.cpuTimesFloor} × gulvets, skript ≤ gulvet + ` +
  `${goal.scriptOverFloorBytes / 1024} kB, tilgjengelighet, beste praksis og SEO ` +
  `${goal.otherScores}; ytelse og TBT står som kontekst. Mobil; /admin på laptop mot gulvet på laptop.`;

/**
 * The verdict on a sitting: the table, then for each page that misses the goal what to look at
 * (its long tasks when over the CPU goal, the audits that cost a score), then one closing line.
 * `reached` when every page (every row with a floor) meets the goal.
 */
export function verdict(rows: Row[]) {
  const judged = rows.filter((row) => row.floor);
  const missing = judged.flatMap((row) => {
    const missed = shortfalls(row.page, row.floor!);
    return missed.length > 0 ? [{ ...row, missed }] : [];
  });
  const details = missing.flatMap((row) => [
    ...(row.missed.includes("cpu") ? [blockingTasksLine(row.label, row.runs)] : []),
    ...(Math.min(row.page.accessibility, row.page.bestPractices, row.page.seo) < goal.otherScores
      ? missedAudits(row.label, row.runs)
      : []),
  ]);
  const closing =
    missing.length === 0
      ? `Målet er nådd på alle ${judged.length} sider.`
      : `Målet er ikke nådd på ${missing.length} av ${judged.length} sider: ` +
        missing
          .map((row) => `${row.label} (${row.missed.map((part) => goalParts[part]).join(", ")})`)
          .join("; ");
  return { reached: missing.length === 0, lines: [...formatTable(rows), ...details, "", closing] };
}
