import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** The production build the benches measure; built once when missing. */
export function ensureBuild() {
  if (existsSync(path.join(projectRoot, "build/server/index.js"))) return;
  console.log("Ingen produksjonsbygg funnet; bygger først (npm run build)");
  // vite-node, which runs the benches, sets NODE_ENV=development, and Vite would build React's
  // development bundle with it.
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("Byggingen feilet");
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** `node server.js` in production mode on a free loopback port with its own empty DATA_DIR. */
export async function startProductionServer(env: Record<string, string> = {}) {
  ensureBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "dp-bench-"));
  const child = spawn("node", ["server.js"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      ...env,
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server.js avsluttet med kode ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            child.once("exit", () => {
              // The demo seed's pictures and the image cache: tens of megabytes a run.
              rmSync(dataDir, { recursive: true, force: true });
              resolve();
            });
            child.kill("SIGTERM");
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error("server.js svarte ikke på /healthz innen 60 s");
}
