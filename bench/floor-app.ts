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

function run(command: string, args: string[], what: string) {
  const result = spawnSync(command, args, {
    cwd: floorRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0)
    throw new Error(`${what} feilet (bench/floor: ${command} ${args.join(" ")})`);
}

/** Installs and builds the floor where either is missing or older than what it is made from. */
export function ensureFloorBuild() {
  const installed = newest(path.join(floorRoot, "node_modules/.package-lock.json"));
  const packageFiles = ["package.json", "package-lock.json"].map((file) =>
    path.join(floorRoot, file),
  );
  if (installed < Math.max(...packageFiles.map(newest))) {
    console.log("Installerer gulvets avhengigheter (bench/floor, npm install)");
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], "Installasjonen");
  }
  const sources = ["app", "vite.config.js", "package-lock.json"].map((file) =>
    path.join(floorRoot, file),
  );
  if (newest(serverBuild) < Math.max(...sources.map(newest))) {
    console.log("Bygger gulvet (bench/floor, remix vite:build)");
    run("npm", ["run", "--silent", "build"], "Byggingen");
  }
}

/** `remix-serve` on the floor's build, on a free loopback port, once it answers. */
export async function startFloor() {
  ensureFloorBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(floorRoot, "node_modules/.bin/remix-serve"), [serverBuild], {
    cwd: floorRoot,
    // remix-serve logs every request on stdout.
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`remix-serve avsluttet med kode ${child.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) {
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
