import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/postgres";
import { waitFor } from "./forms";

/** The folder holding server.js and build/; another one only to test a build made elsewhere. */
const serverDir = path.resolve(process.env.RELIABILITY_SERVER_DIR ?? ".");

/**
 * SERVER_CPU_PROFILE_DIR has each server write a V8 CPU profile there when it stops, for finding
 * where a bench's time goes (`npm run bench:load` with it set).
 */
function cpuProfileFlags() {
  const folder = process.env.SERVER_CPU_PROFILE_DIR;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

const TEST_SESSION_SECRET = "reliability-tests-session-secret-0123456789";

/** The local provider's one account (STAFF_EMAIL_DOMAIN's default) and its password here. */
export const testStaff = {
  login: "staff@digitalepoteter.example",
  password: "reliability-staff-password",
};

export type ServerOptions = {
  dataDir?: string;
  env?: Record<string, string>;
};

export type RunningServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Only what went to stdout: the structured log. */
  stdout: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Environment a test server always gets: fast forms and mail, limits out of the way, no
 * demo pictures (drawing them is most of a fresh start; a test that shows pictures turns them
 * on), and the debug lines that say a periodic job's run has ended, which tests wait on.
 */
const baseEnv = {
  NODE_ENV: "production",
  LOG_LEVEL: "debug",
  DEMO_CONTENT: "false",
  HOST: "127.0.0.1",
  SESSION_SECRET: TEST_SESSION_SECRET,
  LOCAL_STAFF_PASSWORD: testStaff.password,
  FORM_MIN_FILL_SECONDS: "0",
  OUTBOX_POLL_MS: "200",
  RATE_LIMIT_ENQUIRIES: "100000",
  RATE_LIMIT_SIGNUPS: "100000",
  RATE_LIMIT_BRIEFS: "100000",
  RATE_LIMIT_SIGN_IN: "100000",
  RATE_LIMIT_PROJECT_GUESSES: "100000",
  RATE_LIMIT_PROJECT_MESSAGES: "100000",
};

export function newDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), "dp-reliability-"));
}

/** The environment a test server runs with; a command run beside it gets the same. */
export function serverEnvironment({
  dataDir,
  port = 0,
  env = {},
}: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: os.tmpdir(),
    ...baseEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
}

/**
 * Starts the production server (`node server.js` on the built app) as its own process,
 * the way it runs in the container, and waits until it takes requests.
 */
export async function startProductionServer({
  dataDir = newDataDir(),
  env = {},
}: ServerOptions = {}) {
  const buildEntry = path.join(serverDir, "build", "server", "index.js");
  if (!existsSync(buildEntry)) {
    throw new Error(
      `Fant ikke ${buildEntry}. Pålitelighetstestene kjører mot produksjonsbygget: kjør «npm run build» først (npm test gjør det).`,
    );
  }
  const port = await freePort();
  const childEnv = serverEnvironment({ dataDir, port, env });
  const child: ChildProcess = spawn(process.execPath, [...cpuProfileFlags(), "server.js"], {
    cwd: serverDir,
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes("Nettstedet kjører på")) resolve();
      else setTimeout(check, 50);
    };
    check();
    void exited.then(() => reject(new Error(`Serveren stoppet under oppstart:\n${output}`)));
    setTimeout(
      () => reject(new Error(`Serveren startet ikke innen 60 s:\n${output}`)),
      60_000,
    ).unref();
  });
  await listening;
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    stdout: () => stdout,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return server;
}

/** The outbox worker's runs this server has finished, by the line each one logs. */
function outboxRuns(server: RunningServer) {
  return server.stdout().split('"msg":"E-postkøen kjørt"').length - 1;
}

/**
 * Resolves once every one of `servers` has finished an outbox run that began after this call:
 * whatever was due by then, a second send of something already sent included, has happened.
 */
export async function outboxRunsPassed(...servers: RunningServer[]) {
  const before = servers.map(outboxRuns);
  // The run in progress may have begun earlier; the one after it began after this call.
  await waitFor("en ny runde i e-postkøen på hver server", async () =>
    servers.every((server, index) => outboxRuns(server) >= before[index]! + 2),
  );
}

export type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

/** Every route of the build the servers run, as Remix wrote them into its route manifest. */
export function builtRoutes(): BuiltRoute[] {
  const assets = path.join(serverDir, "build", "client", "assets");
  const manifest = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifest) throw new Error(`Fant ikke rutemanifestet i ${assets}: kjør «npm run build».`);
  const script = readFileSync(path.join(assets, manifest), "utf8");
  const json = script.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "");
  return Object.values((JSON.parse(json) as { routes: Record<string, BuiltRoute> }).routes);
}
