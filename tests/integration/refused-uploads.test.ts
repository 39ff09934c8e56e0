import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, newCapabilityId } from "~/db/index.server";
import * as briefRoute from "~/routes/_marketing+/kundeskjema";
import * as projectRoute from "~/routes/_marketing+/prosjekt.$projectId";
import { FORM_TOKEN_FIELD } from "~/spam-guard";
import { issueFormToken } from "~/spam-guard/form-token.server";
import { createLocalStorage } from "~/storage/local.server";
import type { FileStorage, PutBody } from "~/storage/storage";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { settle } from "./admin/staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "refused-uploads-"));
process.env.RATE_LIMIT_BRIEFS = "8";
process.env.RATE_LIMIT_WINDOW_SECONDS = "600";

// The brief's action reads the app's one database and one storage; each suite points them at
// its own, and every byte handed to storage is counted on its way in.
let currentDb: Database;
let currentStorage: FileStorage;
const written = { objects: 0, bytes: 0 };

vi.mock("~/db/index.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/db/index.server")>()),
  prisma: new Proxy({} as Database, {
    get: (_target, property) => {
      const value: unknown = Reflect.get(currentDb, property, currentDb);
      return typeof value === "function" ? value.bind(currentDb) : value;
    },
  }),
}));
vi.mock("~/storage/index.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/storage/index.server")>()),
  getStorage: (): FileStorage => ({
    ...currentStorage,
    put: (key, body, options) => {
      written.objects += 1;
      return currentStorage.put(key, counted(body), options);
    },
  }),
}));

async function* counted(body: PutBody) {
  for await (const chunk of typeof body === "string" || body instanceof Uint8Array
    ? [body]
    : body) {
    written.bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
    yield chunk;
  }
}

const FILE_BYTES = 2 * 1024 * 1024;
const drawing = new Uint8Array(FILE_BYTES);
drawing.set(Buffer.from("%PDF-1.7\n"));
const tenDrawings = () =>
  Array.from(
    { length: 10 },
    (_, index) => new File([drawing], `tegning-${index + 1}.pdf`, { type: "application/pdf" }),
  );

const validBrief = {
  contactName: "Ola Utbygger",
  email: "ola@bygg.example",
  phone: "+47 913 00 000",
  company: "Fjordbyen Bygg AS",
  projectName: "Solsiden",
  address: "Strandveien 12, Tønsberg",
  projectType: "leiligheter",
  description: "Seks utvendige bilder og en boligvelger for salgsstart.",
};

/** The brief as the page sends it: its text fields, then its files. */
function briefPost(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  form.set(FORM_TOKEN_FIELD, issueFormToken(Date.now() - 10_000));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append("services", "3d-visualisering");
  for (const file of files) form.append("files", file);
  return new Request("http://localhost/kundeskjema", { method: "POST", body: form });
}

/**
 * The limit counts in fixed windows of the clock. A suite that ran across a window's end saw
 * its eight attempts split into two windows (CI, at 07:30:00), so each suite starts at the
 * beginning of one; the clock then runs on as usual.
 */
function startAtTheBeginningOfARateLimitWindow() {
  const windowMs = Number(process.env.RATE_LIMIT_WINDOW_SECONDS) * 1000;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Math.floor(Date.now() / windowMs) * windowMs + 1000);
}

type Refusal = {
  init: { status: number; headers?: Record<string, string> };
  data: { result?: { error?: Record<string, string[]> }; formError?: string };
};

function submit(request: Request, clientIp: string) {
  return settle(() => briefRoute.action({ request, params: {}, context: { clientIp } }));
}

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `refused briefs on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      const attacker = "203.0.113.66";
      const storedFiles = () => currentStorage.list("customer_project_files/");

      beforeAll(async () => {
        startAtTheBeginningOfARateLimitWindow();
        database = await kind.create();
        currentDb = database.db;
        currentStorage = createLocalStorage({
          root: mkdtempSync(path.join(os.tmpdir(), "refused-uploads-storage-")),
          linkBaseUrl: "http://localhost:3000/filer",
          linkSecret: "test-link-secret",
        });
        written.objects = 0;
        written.bytes = 0;
      });
      afterAll(async () => {
        vi.useRealTimers();
        await database?.drop();
      });

      it("eight briefs refused for their e-mail, with ten 2 MB files each, store 0 bytes and each counts against the address", async () => {
        for (let attempt = 1; attempt <= 8; attempt++) {
          const answer = (await submit(
            briefPost({ ...validBrief, email: "ikke-en-adresse" }, tenDrawings()),
            attacker,
          )) as Refusal;
          expect(answer.init.status).toBe(400);
          expect(answer.data.result?.error?.email).toEqual([
            "Vennligst skriv inn en gyldig e-postadresse.",
          ]);
        }
        expect(written).toEqual({ objects: 0, bytes: 0 });
        expect(await storedFiles()).toEqual([]);
        const windows = await database.db.rateLimitWindow.findMany({
          where: { key: `brief:${attacker}` },
        });
        expect(windows.map((window) => window.count)).toEqual([8]);
      }, 120_000);

      it("the ninth post from that address is limited, valid or not, and none of its files is stored", async () => {
        const answer = (await submit(briefPost(validBrief, tenDrawings()), attacker)) as Refusal;
        expect(answer.init.status).toBe(429);
        expect(Number(answer.init.headers?.["Retry-After"])).toBeGreaterThan(0);
        expect(answer.data.formError).toMatch(/^Vi har mottatt mange skjemaer fra deg/);
        expect(written).toEqual({ objects: 0, bytes: 0 });
        expect(await database.db.customerProject.count()).toBe(0);
      }, 60_000);

      it("a valid brief with its files from another address is saved, files and all", async () => {
        const response = await submit(briefPost(validBrief, tenDrawings()), "198.51.100.23");
        expect(response).toBeInstanceOf(Response);
        const id = ((response as Response).headers.get("Location") ?? "").replace("/prosjekt/", "");
        const project = await database.db.customerProject.findUniqueOrThrow({
          where: { id },
          include: { files: true },
        });
        expect(project.files).toHaveLength(10);
        expect(written).toEqual({ objects: 10, bytes: 10 * FILE_BYTES });
        expect(await storedFiles()).toHaveLength(10);
      }, 60_000);

      it("a customer's message refused as too short stores none of its files; a proper one stores them", async () => {
        const { id } = await database.db.customerProject.create({
          data: {
            id: newCapabilityId(),
            contactName: "Kari Kunde",
            email: "kari@kunde.example",
            projectName: "Eikelunden",
            projectType: "leiligheter",
            services: ["3d-visualisering"],
          },
        });
        const sendMessage = (message: string) => {
          const form = new FormData();
          form.set("message", message);
          for (const file of tenDrawings().slice(0, 3)) form.append("files", file);
          const request = new Request(`http://localhost/prosjekt/${id}`, {
            method: "POST",
            body: form,
          });
          return settle(() =>
            projectRoute.action({
              request,
              params: { projectId: id },
              context: { clientIp: "198.51.100.24" },
            }),
          );
        };
        const before = { ...written };
        const refused = (await sendMessage("x")) as Refusal;
        expect(refused.init.status).toBe(400);
        expect(refused.data.result?.error?.message).toBeTruthy();
        expect(written).toEqual(before);

        expect(await sendMessage("Her er tegningene for blokk B.")).toBeInstanceOf(Response);
        expect(written).toEqual({
          objects: before.objects + 3,
          bytes: before.bytes + 3 * FILE_BYTES,
        });
        expect(await database.db.customerProjectFile.count({ where: { projectId: id } })).toBe(3);
      }, 60_000);
    },
  );
}
