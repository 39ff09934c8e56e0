// The bench's server, in its own process so the load generator does not share its CPU.
// It is the production server itself (startServer from the build, decision 001), so the
// image route and the static file pass through exactly the middleware visitors meet.
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDirectory = path.resolve(process.env.BENCH_BUILD_DIR);
const build = await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href);
const server = await build.entry.module.startServer({
  getBuild: async () => build,
  buildDirectory,
});

const reportPort = () => process.send?.({ port: server.address().port });
if (server.listening) reportPort();
else server.once("listening", reportPort);
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
