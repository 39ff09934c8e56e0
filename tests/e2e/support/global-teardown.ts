import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The sites' data folder that playwright.config.ts made for this run goes when the run ends.
 * One given in E2E_DATA_DIR from outside is left alone.
 */
export default function removeSiteData() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  const madeForThisRun =
    path.dirname(dataDir) === tmpdir() && path.basename(dataDir).startsWith("dp-e2e-");
  if (madeForThisRun) rmSync(dataDir, { recursive: true, force: true });
}
