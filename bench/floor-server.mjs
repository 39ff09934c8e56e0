// The floor for bench:load: a bare node:http server that writes each request body straight to
// a file in the folder given as its argument and answers 303, as the site does. No parsing,
// no checks, no database: only what loopback and the disk cost. Prints its port when ready.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const folder = process.argv[2];
if (!folder) throw new Error("bruk: node bench/floor-server.mjs <mappe>");

const server = createServer((req, res) => {
  if (req.method !== "POST") return res.writeHead(404).end();
  pipeline(req, createWriteStream(path.join(folder, randomUUID()))).then(
    () => res.writeHead(303, { Location: "/takk" }).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, "127.0.0.1", () => console.log(`port ${server.address().port}`));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
