/**
 * npm run bench:load
 *
 * 200 enquiries at once, each with a 1–5 MB PDF, against the production server on loopback
 * (`node server.js` on ./build, SQLite and local storage in a temp DATA_DIR). Prints p50/p99
 * latency and the error count, then checks that every enquiry and every file was stored.
 * Target: 0 lost, p99 ≤ 2 s on a 2-core machine. RELIABILITY_SERVER_DIR picks another
 * folder holding server.js and build/.
 */
import path from "node:path";
import { createDatabaseClient } from "~/db.server";
import { createLocalStorage } from "~/storage/local.server";
import { enquiryForm, fetchFormToken, pdfBytes } from "../tests/reliability/support/forms";
import { startProductionServer } from "../tests/reliability/support/production-server";

const enquiries = 200;
const MB = 1024 * 1024;
const sizes = Array.from({ length: enquiries }, (_, index) => MB + Math.round(((index * 7919) % enquiries) / enquiries * 4 * MB));

const server = await startProductionServer();
try {
  const token = await fetchFormToken(server.url);
  const largest = pdfBytes(5 * MB);
  const started = performance.now();
  const results = await Promise.all(
    sizes.map(async (size, index) => {
      const form = enquiryForm(token, index, [{ name: `salgsoppgave-${index}.pdf`, bytes: largest.subarray(0, size) }]);
      const start = performance.now();
      try {
        const response = await fetch(`${server.url}/kontakt`, { method: "POST", body: form, redirect: "manual" });
        await response.arrayBuffer();
        return { ms: performance.now() - start, ok: response.status === 303, status: String(response.status) };
      } catch (error) {
        return { ms: performance.now() - start, ok: false, status: String((error as Error).cause ?? error) };
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  const errors = results.filter((result) => !result.ok);

  const db = createDatabaseClient({ provider: "sqlite", file: path.join(server.dataDir, "app.db") });
  const stored = await db.contactAttachment.findMany({ select: { storageKey: true, size: true, originalName: true } });
  await db.$disconnect();
  const uploads = createLocalStorage({ root: path.join(server.dataDir, "uploads"), linkBaseUrl: server.url, linkSecret: "x" });
  const objects = new Map((await uploads.list("contact_attachments/")).map((object) => [object.key, object.size]));
  const intact = stored.filter((row) => {
    const index = Number(row.originalName.match(/-(\d+)\.pdf$/)?.[1]);
    return objects.get(row.storageKey) === sizes[index] && row.size === sizes[index];
  });
  const megabytes = sizes.reduce((sum, size) => sum + size, 0) / MB;

  console.log(`bench:load: ${enquiries} samtidige henvendelser, ${megabytes.toFixed(0)} MB vedlegg, ${wallSeconds.toFixed(1)} s totalt`);
  console.log(`  p50 ${percentile(50).toFixed(0)} ms   p99 ${percentile(99).toFixed(0)} ms   maks ${latencies.at(-1)!.toFixed(0)} ms`);
  console.log(`  feil: ${errors.length}${errors.length ? ` (${[...new Set(errors.map((e) => e.status))].join(", ")})` : ""}`);
  console.log(`  lagret: ${stored.length} av ${enquiries} vedlegg, ${intact.length} hele (rad og fil med riktig størrelse), tapt: ${enquiries - intact.length}`);
  console.log(`  mål: 0 tapt og p99 ≤ 2000 ms: ${intact.length === enquiries && percentile(99) <= 2000 ? "nådd" : "ikke nådd"}`);
  process.exitCode = intact.length === enquiries ? 0 : 1;
} finally {
  await server.stop();
}
