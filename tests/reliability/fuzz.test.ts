import fc from "fast-check";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/index.server";
import { createLocalStorage } from "~/storage/local.server";
import { serverDatabaseKinds } from "./support/databases";
import { fetchFormToken, inPool } from "./support/forms";
import { startProductionServer } from "./support/production-server";

/** Every route that takes a POST, as a document request and as Remix's data request. */
const actionPaths = [
  "/kontakt",
  "/kontakt.data",
  "/nyhetsbrev",
  "/nyhetsbrev.data",
  "/newsletter/unsubscribe?token=abc.def",
  "/newsletter/unsubscribe.data?token=",
  "/nyhetsbrev/bekreft?token=a.b.0.c",
  "/nyhetsbrev/bekreft.data?token=",
  "/samtykke",
  "/samtykke.data",
  "/auth",
  "/auth/logout",
  "/kundeskjema",
  "/kundeskjema.data",
  "/prosjekt/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "/admin/galleri",
  "/admin/henvendelser/x",
  "/admin/okter",
  "/",
  "/ifc-eksport",
];
const fieldNames = [
  "name",
  "email",
  "phone",
  "message",
  "attachments",
  "files",
  "role",
  "consent",
  "inPlace",
  "returnTo",
  "redirectTo",
  "choice",
  "analytics",
  "ads",
  "skjemaToken",
  "nettsted",
  "intent",
  "projectName",
  "projectType",
  "units",
  "services",
  "deadline",
  "body",
  "image",
  "alt",
  "",
];
const contentTypes = [
  "text/plain",
  "application/json",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/x-www-form-urlencoded; charset=utf-8",
  "image/svg+xml",
];

type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Uint8Array;
};

const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 60 }), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 60 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "",
      "ikke-en-adresse",
      "on",
      "1",
      "arkitekt",
      "/",
      "//evil.example",
      "%PDF-1.7",
    ),
    weight: 4,
  },
  {
    arbitrary: fc.integer({ min: 20_001, max: 300_000 }).map((length) => "x".repeat(length)),
    weight: 1,
  },
);
const fields = fc.array(fc.tuple(fc.constantFrom(...fieldNames), text), { maxLength: 12 });
const randomBytes = fc.uint8Array({ maxLength: 2048 });

function urlEncoded(entries: [string, string][], token: string | null) {
  const params = new URLSearchParams(entries);
  // With a real token a form reaches its checks; an unusable e-mail keeps it from being accepted.
  if (token) {
    params.set("skjemaToken", token);
    params.set("email", "ikke-en-adresse");
  }
  return new TextEncoder().encode(params.toString());
}

type Part = { name: string; filename?: string; type?: string; content: Uint8Array };
const part = fc.record({
  name: fc.constantFrom(...fieldNames),
  filename: fc.option(
    fc.constantFrom(
      "tegning.pdf",
      "bilde.jpg",
      "modell.ifc",
      "side.html",
      "x.svg",
      "",
      "../../etc/passwd",
    ),
    { nil: undefined },
  ),
  type: fc.option(
    fc.constantFrom("application/pdf", "image/jpeg", "text/html", "image/svg+xml", ""),
    { nil: undefined },
  ),
  content: fc.oneof(
    randomBytes,
    text.map((value) => new TextEncoder().encode(value)),
  ),
});

function multipartBody(
  parts: Part[],
  boundary: string,
  damage: "none" | "truncate" | "no-end" | "wrong-boundary",
) {
  const chunks: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const written = damage === "wrong-boundary" ? `${boundary}x` : boundary;
  for (const { name, filename, type, content } of parts) {
    const disposition = `form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}`;
    const typeLine = type === undefined ? "" : `Content-Type: ${type}\r\n`;
    chunks.push(
      encoder.encode(`--${written}\r\nContent-Disposition: ${disposition}\r\n${typeLine}\r\n`),
      content,
      encoder.encode("\r\n"),
    );
  }
  if (damage !== "no-end") chunks.push(encoder.encode(`--${written}--\r\n`));
  const body = Buffer.concat(chunks);
  return damage === "truncate" ? body.subarray(0, Math.floor(body.length / 2)) : body;
}

function fuzzRequests(token: string) {
  const origin = fc.constantFrom<Record<string, string>>(
    {},
    {},
    {},
    { "Sec-Fetch-Site": "same-origin" },
    { Origin: "https://angriper.example" },
  );
  const method = fc.constantFrom("POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE");
  const target = fc.constantFrom(...actionPaths);
  const form = fc.tuple(fields, fc.boolean()).map(([entries, withToken]) => ({
    type: "application/x-www-form-urlencoded",
    body: urlEncoded(entries, withToken ? token : null),
  }));
  const multipart = fc
    .tuple(
      fc.array(part, { maxLength: 8 }),
      fc.stringMatching(/^[A-Za-z0-9'()+_,-]{1,40}$/),
      fc.constantFrom("none", "none", "truncate", "no-end", "wrong-boundary" as const),
      fc.boolean(),
    )
    .map(([parts, boundary, damage, withToken]) => {
      const all: Part[] = withToken
        ? [{ name: "skjemaToken", content: new TextEncoder().encode(token) }, ...parts]
        : parts;
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        body: multipartBody(all, boundary, damage),
      };
    });
  const raw = fc
    .tuple(fc.constantFrom(...contentTypes, ""), randomBytes)
    .map(([type, body]) => ({ type, body }));
  return fc
    .tuple(method, target, origin, fc.oneof(form, multipart, raw))
    .map(([verb, route, headers, { type, body }]): FuzzRequest => ({
      method: verb,
      path: route,
      headers: type ? { ...headers, "Content-Type": type } : headers,
      body,
    }));
}

async function rowCounts(db: Database) {
  return {
    enquiries: await db.contactRequest.count(),
    attachments: await db.contactAttachment.count(),
    subscribers: await db.newsletterSubscriber.count(),
    projects: await db.customerProject.count(),
    projectFiles: await db.customerProjectFile.count(),
    projectMessages: await db.customerProjectMessage.count(),
    illustrations: await db.illustration.count(),
    outbox: await db.outboxMessage.count(),
    confirmed: await db.newsletterSubscriber.count({ where: { confirmedAt: { not: null } } }),
    staffSessions: await db.staffSession.count(),
  };
}

/** `npm run test:fuzz` sends ten times as many; the suite's share keeps `npm test` short. */
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 0);
const runsByDatabase = { SQLite: fuzzRuns || 1_000, PostgreSQL: fuzzRuns || 500 };

describe.each(serverDatabaseKinds())(
  "fuzz mot alle skjemahandlinger ($name)",
  ({ name, skipReason, create }) => {
    it.skipIf(skipReason)(
      `answers ${runsByDatabase[name]} malformed requests without a 5xx and stores nothing`,
      async () => {
        const database = await create();
        const server = await startProductionServer({
          dataDir: database.dataDir,
          env: database.env,
        });
        try {
          const token = await fetchFormToken(server.url);
          const uploads = createLocalStorage({
            root: path.join(database.dataDir, "uploads"),
            linkBaseUrl: server.url,
            linkSecret: "x",
          });
          const storedKeys = async () =>
            (await uploads.list("")).map((object) => object.key).sort();
          const before = { rows: await rowCounts(database.db), files: await storedKeys() };
          const requests = fc.sample(fuzzRequests(token), {
            numRuns: runsByDatabase[name],
            seed: 20261122,
          });
          const failures: string[] = [];
          const send = (request: FuzzRequest) =>
            fetch(`${server.url}${request.path}`, {
              method: request.method,
              headers: request.headers,
              body: new Uint8Array(request.body),
              redirect: "manual",
            });
          await inPool(requests, 8, async (request) => {
            try {
              // A keep-alive connection can close just as it is reused (HTTP/1.1's idle race, which
              // browsers retry too); a second transport failure in a row counts.
              const response = await send(request).catch(() => send(request));
              await response.arrayBuffer();
              if (response.status >= 500)
                failures.push(
                  `${response.status} ${request.method} ${request.path} ${JSON.stringify(request.headers)}`,
                );
            } catch (error) {
              failures.push(
                `${String((error as Error).cause ?? error)} ${request.method} ${request.path} ${request.headers["Content-Type"]} ${request.body.length}`,
              );
            }
          });
          expect(failures.slice(0, 10), server.output().slice(-3000)).toEqual([]);
          expect(await (await fetch(`${server.url}/healthz`)).text()).toBe("ok");
          expect({ rows: await rowCounts(database.db), files: await storedKeys() }).toEqual(before);
        } finally {
          await server.stop();
          await database.drop();
        }
      },
      // Server start and database setup, then about 100 requests a second on a busy 2-core
      // machine shared with two other test files, with room to spare.
      180_000 + runsByDatabase[name] * 60,
    );
  },
);
