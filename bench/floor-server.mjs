// The floor for bench:load (issue 59, decision 346): a bare node:http server that does the work
// any site taking these enquiries must do, and nothing else. It reads the multipart body with
// the site's busboy (with the site's patch, decision 289), streams the file into `<folder>/filer`,
// and commits one row per enquiry with better-sqlite3 directly, in `<folder>/gulv.db` with the
// site's journal settings (WAL, synchronous NORMAL); then it answers 303, as the site does. No
// framework, no checks, no rate limit, no mail. Prints its port when ready.
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { finished } from "node:stream/promises";
import Database from "better-sqlite3";
import busboy from "busboy";

const folder = process.argv[2];
if (!folder) throw new Error("bruk: node bench/floor-server.mjs <mappe>");
const files = path.join(folder, "filer");
mkdirSync(files, { recursive: true });

const db = new Database(path.join(folder, "gulv.db"));
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.exec(`CREATE TABLE IF NOT EXISTS enquiry (
  id TEXT PRIMARY KEY, name TEXT, email TEXT, phone TEXT, message TEXT,
  file_name TEXT, file_key TEXT, file_size INTEGER, created_at INTEGER NOT NULL)`);
const insert = db.prepare(`INSERT INTO enquiry
  (id, name, email, phone, message, file_name, file_key, file_size, created_at)
  VALUES (@id, @name, @email, @phone, @message, @fileName, @fileKey, @fileSize, @createdAt)`);

/** The fields, and the one file written to disk, once the whole body has been read. */
function receive(req) {
  return new Promise((resolve, reject) => {
    const fields = {};
    const writes = [];
    const parser = busboy({ headers: req.headers });
    parser.on("field", (name, value) => (fields[name] = value));
    parser.on("file", (_name, stream, info) => {
      const fileKey = randomUUID();
      const out = createWriteStream(path.join(files, fileKey));
      let fileSize = 0;
      stream.on("data", (chunk) => (fileSize += chunk.length));
      stream.pipe(out);
      writes.push(finished(out).then(() => ({ fileName: info.filename, fileKey, fileSize })));
    });
    parser.once("error", reject);
    parser.once("close", () =>
      Promise.all(writes).then(([file]) => resolve({ fields, file }), reject),
    );
    req.pipe(parser);
  });
}

const server = createServer((req, res) => {
  if (req.method !== "POST") return res.writeHead(404).end();
  receive(req).then(
    ({ fields, file }) => {
      insert.run({
        id: randomUUID(),
        name: fields.name ?? null,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        message: fields.message ?? null,
        fileName: file?.fileName ?? null,
        fileKey: file?.fileKey ?? null,
        fileSize: file?.fileSize ?? null,
        createdAt: Date.now(),
      });
      res.writeHead(303, { Location: "/takk" }).end();
    },
    () => res.writeHead(500).end(),
  );
});
server.listen(0, "127.0.0.1", () => console.log(`port ${server.address().port}`));
process.once("SIGTERM", () =>
  server.close(() => {
    db.close();
    process.exit(0);
  }),
);
