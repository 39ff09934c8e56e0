import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { disconnectDatabase, newCapabilityId, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as projectRoute from "~/routes/_marketing+/prosjekt.$projectId";
import { getStorage } from "~/storage/index.server";
import { settle } from "./admin/staff-request";

// The site's own limits (30 guesses, 10 messages, 60 pins and replies per 10 minutes), not the raised ones of the
// browser tests: this file proves that a customer's ordinary use stays under them. Its tests
// load and post dozens of times, so they get more than the default 20 s on two busy cores.
process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "customer-project-limits-"));
for (const name of Object.keys(process.env).filter((key) => key.startsWith("RATE_LIMIT_")))
  delete process.env[name];

const SECOND = 1000;
/** The start of a 10-minute window, so every step below falls inside one. */
const windowStart = new Date("2030-03-01T09:00:00Z");

type Page = { projectName: string; rounds: { images: { pins: unknown[] }[] }[] };
type Refusal = {
  init: { status: number; headers: Record<string, string> };
  data: { formError?: string; result?: { initialValue?: Record<string, unknown> } };
};

async function createProject(projectName: string) {
  const project = await prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: "Kari Kunde",
      email: "kari@kunde.example",
      projectName,
      projectType: "leiligheter",
      services: ["3d-visualisering"],
      step: "tilbakemeldinger",
      rounds: {
        create: {
          number: 1,
          images: {
            create: {
              title: "Fasade",
              storageKey: `feedback_rounds/fasade-${newCapabilityId()}.jpg`,
              contentType: "image/jpeg",
              size: 1000,
              width: 1920,
              height: 1080,
              sortOrder: 0,
            },
          },
        },
      },
    },
    include: { rounds: { include: { images: true } } },
  });
  return { id: project.id, imageId: project.rounds[0]!.images[0]!.id };
}

function view(id: string, clientIp: string) {
  return settle(() =>
    projectRoute.loader({
      request: new Request(`http://localhost/prosjekt/${id}`),
      params: { projectId: id },
      context: { clientIp },
    }),
  );
}

function post(id: string, body: URLSearchParams | FormData, clientIp: string) {
  const request = new Request(`http://localhost/prosjekt/${id}`, { method: "POST", body });
  return settle(() =>
    projectRoute.action({ request, params: { projectId: id }, context: { clientIp } }),
  );
}

function pin(id: string, imageId: string, index: number, clientIp: string) {
  const fields = new URLSearchParams({
    intent: "pin",
    imageId,
    x: String((index % 10) / 10),
    y: "0.5",
    body: `Punkt ${index + 1}: litt lysere her`,
  });
  return post(id, fields, clientIp);
}

function message(id: string, text: string, clientIp: string) {
  const form = new FormData();
  form.set("message", text);
  form.append(
    "files",
    new File(["%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n"], "tegning.pdf", { type: "application/pdf" }),
  );
  return post(id, form, clientIp);
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : (answer as { init?: { status: number } }).init?.status;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(windowStart);
  await migrateDatabase();
});
afterAll(async () => {
  vi.useRealTimers();
  await disconnectDatabase();
});

describe("a customer on their own project page", () => {
  it("adds 40 pins in 10 minutes, reloading after each, from an office that shares one address", async () => {
    vi.setSystemTime(windowStart);
    const { id, imageId } = await createProject("Bryggekanten");
    const office = "198.51.100.10";
    for (let index = 0; index < 40; index += 1) {
      vi.advanceTimersByTime(14 * SECOND);
      expect(await view(id, office)).toMatchObject({ projectName: "Bryggekanten" });
      const saved = await pin(id, imageId, index, office);
      expect(saved, `pin ${index + 1}`).toBeInstanceOf(Response);
      expect((saved as Response).headers.get("Location")).toMatch(
        new RegExp(`^/prosjekt/${id}#punkt-`),
      );
    }
    // A colleague behind the same address opens the page too, still inside the window.
    const page = (await view(id, office)) as Page;
    expect(page.rounds[0]!.images[0]!.pins).toHaveLength(40);
    expect(Date.now() - windowStart.getTime()).toBeLessThan(10 * 60 * SECOND);
  }, 60_000);
});

describe("a visitor guessing ids", () => {
  it("is limited after 30 misses, page views and posts alike, and a valid link still opens", async () => {
    vi.setSystemTime(windowStart);
    const { id, imageId } = await createProject("Gjettet");
    const guesser = "203.0.113.66";
    const misses = [];
    for (let guess = 0; guess < 30; guess += 1) {
      misses.push(statusOf(await view(newCapabilityId(), guesser)));
    }
    expect(misses).toEqual(Array<number>(30).fill(404));

    expect(statusOf(await view(newCapabilityId(), guesser))).toBe(429);
    expect(statusOf(await view("kort-og-feil", guesser))).toBe(429);
    expect(statusOf(await pin(newCapabilityId(), imageId, 0, guesser))).toBe(429);
    expect(statusOf(await message(newCapabilityId(), "Hei", guesser))).toBe(429);

    // 192 random bits: a link that opens was given, not guessed.
    expect(await view(id, guesser)).toMatchObject({ projectName: "Gjettet" });
    expect(statusOf(await view(newCapabilityId(), "203.0.113.67"))).toBe(404);
  });
});

describe("messages, which mail staff and may carry files", () => {
  it("are limited per project and per address, keep the text when refused, and store nothing", async () => {
    vi.setSystemTime(windowStart);
    const first = await createProject("Meldinger A");
    const second = await createProject("Meldinger B");
    const customer = "192.0.2.10";
    const colleague = "192.0.2.11";

    for (let index = 0; index < 10; index += 1) {
      vi.advanceTimersByTime(10 * SECOND);
      const sent = await message(first.id, `Melding ${index + 1}`, customer);
      expect((sent as Response).headers.get("Location"), `message ${index + 1}`).toBe(
        `/prosjekt/${first.id}`,
      );
    }
    const storedBefore = (await getStorage().list("customer_project_files/")).length;
    const mailsBefore = await prisma.outboxMessage.count();

    const refused = (await message(first.id, "Melding 11", customer)) as Refusal;
    expect(refused.init.status).toBe(429);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(refused.data.formError).toMatch(
      /^Vi har mottatt mange skjemaer fra deg på kort tid\. Prøv igjen om \d+ minutter/,
    );
    expect(refused.data.result?.initialValue).toMatchObject({ message: "Melding 11" });
    // Per project: a colleague elsewhere cannot add to this project's mail either.
    expect(
      ((await message(first.id, "Fra kollega", colleague)) as Refusal).data.formError,
    ).toBeTruthy();
    // Per address: the same address cannot move on to another project.
    expect(
      ((await message(second.id, "Annet prosjekt", customer)) as Refusal).data.formError,
    ).toBeTruthy();

    expect(await prisma.customerProjectMessage.count({ where: { projectId: first.id } })).toBe(10);
    expect(await prisma.customerProjectMessage.count({ where: { projectId: second.id } })).toBe(0);
    expect((await getStorage().list("customer_project_files/")).length).toBe(storedBefore);
    expect(await prisma.outboxMessage.count()).toBe(mailsBefore);

    // Viewing and pinning are never what is limited.
    expect(await view(first.id, customer)).toMatchObject({ projectName: "Meldinger A" });
    expect(await pin(first.id, first.imageId, 0, customer)).toBeInstanceOf(Response);
    // Another address on another project is not affected.
    expect(await message(second.id, "Fra kollega", colleague)).toBeInstanceOf(Response);

    vi.setSystemTime(new Date(windowStart.getTime() + 10 * 60 * SECOND));
    expect(await message(first.id, "Melding 11, nytt forsøk", customer)).toBeInstanceOf(Response);
  }, 60_000);
});

function reply(id: string, pinId: string, text: string, clientIp: string) {
  return post(id, new URLSearchParams({ intent: "reply", pinId, body: text }), clientIp);
}

type FeedbackRefusal = {
  init: { status: number; headers: Record<string, string> };
  data: { refusal: { target: string; message: string; body?: string } };
};

describe("pins and replies, which each put a line in staff's digest", () => {
  it("are limited per project and per address with a 429 that keeps the text, and ordinary use passes", async () => {
    vi.setSystemTime(windowStart);
    const flooded = await createProject("Mange punkter");
    const other = await createProject("Eget prosjekt");
    const flooder = "192.0.2.40";
    const colleague = "192.0.2.41";
    for (let index = 0; index < 60; index += 1) {
      expect(
        await pin(flooded.id, flooded.imageId, index, flooder),
        `pin ${index + 1}`,
      ).toBeInstanceOf(Response);
    }
    const noticesBefore = await prisma.feedbackNotice.count();

    const refused = (await pin(flooded.id, flooded.imageId, 60, flooder)) as FeedbackRefusal;
    expect(refused.init.status).toBe(429);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(refused.data.refusal).toMatchObject({
      target: `pin:${flooded.imageId}`,
      body: "Punkt 61: litt lysere her",
    });
    expect(refused.data.refusal.message).toMatch(/^Vi har mottatt mange skjemaer fra deg/);
    const firstPin = await prisma.feedbackPin.findFirstOrThrow({
      where: { imageId: flooded.imageId },
    });
    const refusedReply = (await reply(flooded.id, firstPin.id, "Svar", flooder)) as FeedbackRefusal;
    expect(refusedReply.init.status).toBe(429);
    expect(refusedReply.data.refusal).toMatchObject({
      target: `reply:${firstPin.id}`,
      body: "Svar",
    });
    // Per project: another address cannot add to this project's digest either.
    expect(statusOf(await pin(flooded.id, flooded.imageId, 0, colleague))).toBe(429);
    // Per address: the flooder cannot move on to another project.
    expect(statusOf(await pin(other.id, other.imageId, 0, flooder))).toBe(429);
    expect(await prisma.feedbackPin.count({ where: { imageId: flooded.imageId } })).toBe(60);
    expect(await prisma.feedbackNotice.count()).toBe(noticesBefore);

    // Another customer on their own project pins and replies as usual, and so does this one
    // once the window has passed.
    expect(await pin(other.id, other.imageId, 0, colleague)).toBeInstanceOf(Response);
    const otherPin = await prisma.feedbackPin.findFirstOrThrow({
      where: { imageId: other.imageId },
    });
    expect(await reply(other.id, otherPin.id, "Takk!", colleague)).toBeInstanceOf(Response);
    vi.setSystemTime(new Date(windowStart.getTime() + 10 * 60 * SECOND));
    expect(await pin(flooded.id, flooded.imageId, 61, flooder)).toBeInstanceOf(Response);
  }, 60_000);
});
