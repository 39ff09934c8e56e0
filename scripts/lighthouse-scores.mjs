// Prints each page's Lighthouse scores from the JSON reports and fails below budget.
import { readFileSync } from "node:fs";

const [results, ...pages] = process.argv.slice(2);
const budget = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const fileName = (page) => (page === "/" ? "forside" : page.slice(1).replaceAll("/", "-"));

let failures = 0;
console.log(`\n${"side".padEnd(16)}${Object.keys(budget).map((name) => name.padStart(16)).join("")}`);
for (const page of pages) {
  const report = JSON.parse(readFileSync(`${results}/lighthouse-${fileName(page)}.report.json`, "utf8"));
  const cells = Object.entries(budget).map(([category, minimum]) => {
    const score = Math.round((report.categories[category]?.score ?? 0) * 100);
    if (score < minimum) failures += 1;
    return `${score}${score < minimum ? " (!)" : ""}`.padStart(16);
  });
  console.log(`${page.padEnd(16)}${cells.join("")}`);
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
    .map((id) => `${id.replace(/-/g, " ")} ${report.audits[id]?.displayValue ?? "?"}`)
    .join(", ");
  console.log(`${"".padEnd(16)}${metrics}`);
  for (const category of Object.keys(budget)) {
    const missed = report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => `${ref.id} (${Math.round(report.audits[ref.id].score * 100)})`);
    if (missed.length && Math.round(report.categories[category].score * 100) < budget[category]) {
      console.log(`${"".padEnd(16)}${category}: ${missed.join(", ")}`);
    }
  }
}
console.log(failures ? `\n${failures} poeng under budsjett (ytelse 98, resten 100)` : "\nAlle sider innenfor budsjett");
process.exitCode = failures ? 1 : 0;
