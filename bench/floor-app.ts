/**
 * The floor of issue 43 (bench/floor/): a bare Remix page with the site's Remix, React and Vite,
 * served by `remix-serve`. Its dependencies are installed from npm into bench/floor/node_modules
 * the first time a bench needs it (about a minute), and again when its package files change;
 * it is built when its build is older than its sources. `npm test` never installs it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { freePort, projectRoot } from "./production-server";

const floorRoot = path.join(projectRoot, "bench/floor");
const serverBuild = path.join(floorRoot, "build/server/index.js");

/** The newest modification time under `entry`, 0 when it is missing. */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

function npm(args: string[], what: string, env: Record<string, string> = {}) {
  const result = spawnSync("npm", args, {
    cwd: floorRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${what} feilet (bench/floor: npm ${args.join(" ")})`);
}

/** Installs and builds the floor where either is missing or older than what it is made from. */
export function ensureFloorBuild() {
  const installed = newest(path.join(floorRoot, "node_modules/.package-lock.json"));
  const packageFiles = ["package.json", "package-lock.json"].map((file) =>
    path.join(floorRoot, file),
  );
  if (installed < Math.max(...packageFiles.map(newest))) {
    console.log("Installerer gulvets avhengigheter (bench/floor, npm install)");
    // Its build tools are devDependencies, which NODE_ENV=production would leave out.
    npm(
      ["install", "--include=dev", "--no-audit", "--no-fund", "--loglevel=error"],
      "Installasjonen",
    );
  }
  const sources = ["app", "vite.config.js", "package-lock.json"].map((file) =>
    path.join(floorRoot, file),
  );
  if (newest(serverBuild) < Math.max(...sources.map(newest))) {
    console.log("Bygger gulvet (bench/floor, remix vite:build)");
    // vite-node, which runs the benches, sets NODE_ENV=development, and Vite would build React's
    // development bundle (400 kB) with it.
    npm(["run", "--silent", "build"], "Byggingen", { NODE_ENV: "production" });
  }
}

/** `remix-serve` on the floor's build, on a free loopback port, once it answers. */
export async function startFloor() {
  ensureFloorBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(floorRoot, "node_modules/.bin/remix-serve"), [serverBuild], {
    cwd: floorRoot,
    // remix-serve logs every request on stdout, and on stderr the 404 of every /robots.txt and
    // /favicon.ico Lighthouse asks a bare app for; only a failed start is worth showing.
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) },
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (errors.length < 10_000) errors += chunk.toString();
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`remix-serve avsluttet med kode ${child.exitCode}:\n${errors}`);
    }
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) {
      child.stderr.removeAllListeners("data").resume();
      return {
        url,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("Gulvet (remix-serve) svarte ikke innen 30 s");
}
