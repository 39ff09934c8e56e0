// Prints each page's Lighthouse scores from its median run (by performance, as Lighthouse CI
// picks its representative run) with the spread of all runs, and fails below budget. Beside
// them, from that run's trace, how much of the page's main-thread time was spent on the CPU.
import { existsSync, readFileSync } from "node:fs";

const [results, runs, ...pages] = process.argv.slice(2);
const budget = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const blockingBudgetMs = 150;
const fileName = (page) => (page === "/" ? "forside" : page.slice(1).replaceAll("/", "-"));

let failures = 0;
console.log(
  `\n${"side".padEnd(16)}${Object.keys(budget)
    .map((name) => name.padStart(16))
    .join("")}`,
);
for (const page of pages) {
  const runFiles = Array.from(
    { length: Number(runs) },
    (_, run) => `${results}/lighthouse-${fileName(page)}-${run + 1}`,
  );
  const reports = runFiles
    .map((file) => Object.assign(JSON.parse(readFileSync(`${file}.report.json`, "utf8")), { file }))
    .sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const report = reports[Math.floor(reports.length / 2)];
  const cells = Object.entries(budget).map(([category, minimum]) => {
    const score = Math.round((report.categories[category]?.score ?? 0) * 100);
    if (score < minimum) failures += 1;
    return `${score}${score < minimum ? " (!)" : ""}`.padStart(16);
  });
  const spread = reports
    .map((run) => Math.round(run.categories.performance.score * 100))
    .join(", ");
  console.log(`${page.padEnd(16)}${cells.join("")}   (ytelse i hver kjøring: ${spread})`);
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]
    .map((id) => `${id.replace(/-/g, " ")} ${report.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  console.log(`${"".padEnd(16)}${metrics}`);
  const blockingMs = median(reports.map((run) => run.audits["total-blocking-time"].numericValue));
  const over = blockingMs > blockingBudgetMs;
  if (over) failures += 1;
  console.log(
    `${"".padEnd(16)}total blocking time, median of the runs: ${Math.round(blockingMs)} ms${over ? ` (!) over ${blockingBudgetMs} ms` : ""}`,
  );
  const trace = `${report.file}-0.trace.json`;
  if (existsSync(trace)) console.log(`${"".padEnd(16)}${describeContention(trace)}`);
  for (const category of Object.keys(budget)) {
    const missed = report.categories[category].auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
      )
      .map((ref) => `${ref.id} (${Math.round(report.audits[ref.id].score * 100)})`);
    if (missed.length && Math.round(report.categories[category].score * 100) < budget[category]) {
      console.log(`${"".padEnd(16)}${category}: ${missed.join(", ")}`);
    }
  }
}
console.log(
  failures
    ? `\n${failures} verdier utenfor budsjett (ytelse 98, resten 100, blokkeringstid ${blockingBudgetMs} ms)`
    : "\nAlle sider innenfor budsjett",
);
process.exitCode = failures ? 1 : 0;

/**
 * Lighthouse's simulation multiplies each main-thread task's wall time by four. On two cores
 * the page's main thread shares them with Chromium's browser process and compositor (tracing
 * and the screenshots Lighthouse asks for), so a task's wall time can be several times its
 * CPU time (decision 173). This line says how much, for the run the scores come from.
 */
function describeContention(tracePath) {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, "utf8"));
  const threadNames = new Map();
  for (const event of traceEvents) {
    if (event.ph === "M" && event.name === "thread_name") {
      threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
    }
  }
  const tasks = new Map();
  for (const event of traceEvents) {
    if (event.ph !== "X" || event.name !== "RunTask") continue;
    const thread = `${event.pid}:${event.tid}`;
    const sum = tasks.get(thread) ?? { wall: 0, cpu: 0 };
    sum.wall += event.dur ?? 0;
    sum.cpu += event.tdur ?? 0;
    tasks.set(thread, sum);
  }
  const busiest = (name) =>
    [...tasks]
      .filter(([thread]) => threadNames.get(thread) === name)
      .sort((a, b) => b[1].wall - a[1].wall)[0]?.[1] ?? { wall: 0, cpu: 0 };
  const page = busiest("CrRendererMain");
  const chromium = busiest("CrBrowserMain").cpu + busiest("VizCompositorThread").cpu;
  const ms = (microseconds) => `${Math.round(microseconds / 1000)} ms`;
  const ratio = page.cpu > 0 ? (page.wall / page.cpu).toFixed(1) : "?";
  return (
    `main thread: ${ms(page.wall)} in tasks, ${ms(page.cpu)} of it on the CPU (wall/CPU ${ratio}); ` +
    `Chromium's browser and compositor threads used ${ms(chromium)} of CPU meanwhile`
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
