// A Prisma generator (spoken to over stdin/stderr, as Prisma's generator protocol does)
// that writes Prisma's own reading of the models to JSON, so the drift test compares the
// database with the schema as Prisma understands it rather than with a hand-made parse.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

function reply(id, result) {
  process.stderr.write(`${JSON.stringify({ jsonrpc: "2.0", id, result })}\n`);
}

createInterface({ input: process.stdin }).on("line", (line) => {
  const { id, method, params } = JSON.parse(line);
  if (method === "getManifest") {
    reply(id, { manifest: { prettyName: "Datamodel JSON", defaultOutput: "datamodel.json" } });
  } else if (method === "generate") {
    const output = params.generator.output.value;
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(params.dmmf.datamodel, null, 1)}\n`);
    reply(id, null);
  }
});
