// `npm run backup -- <dir>` and `npm run restore -- <dir>`: the same TypeScript module and
// configuration as the server, loaded the way server.js loads it: from the build in production
// (the container has no Vite), through Vite otherwise.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function loadCommand() {
  if (process.env.NODE_ENV === "production") {
    const build = await import(path.join(root, "build", "server", "index.js"));
    return build.entry.module.runBackupCommand;
  }
  const [{ runnerImport }, { default: tsconfigPaths }] = await Promise.all([
    import("vite"),
    import("vite-tsconfig-paths"),
  ]);
  const { module } = await runnerImport("/app/backups/index.server.ts", {
    configFile: false,
    logLevel: "error",
    plugins: [tsconfigPaths()],
  });
  return module.runBackupCommand;
}

const runBackupCommand = await loadCommand();
// Exits when done: the storage and database clients keep sockets open that would hold it.
process.exit(await runBackupCommand(process.argv.slice(2)));
