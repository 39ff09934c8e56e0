import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { adminInbox, adminInboxCount, dismissInboxAction } from "~/inbox/index.server";
import { sendEnquiryAnswer } from "~/contact/index.server";
import { sendStaffMessage } from "~/customer-projects/index.server";
import { disconnectDatabase, newCapabilityId, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import { answerQuote, sendQuote } from "~/quotes/index.server";
import { norwegianToday } from "~/quotes/quote-schema";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-inbox-"));

const STAFF = "kari@digitalepoteter.example";
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());
beforeEach(async () => {
  await prisma.customerProject.deleteMany();
  await prisma.contactRequest.deleteMany();
  await prisma.outboxMessage.deleteMany();
  await prisma.inboxDismissal.deleteMany();
});

const rows = async () => (await adminInbox()).map((row) => [row.kind, row.who]);

function dismiss(key: string) {
  const request = new Request("http://localhost/admin", {
    method: "POST",
    body: new URLSearchParams({ intent: "dismiss", key }),
  });
  return dismissInboxAction(request, STAFF);
}

async function project(name: string) {
  return prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: name,
      email: `${name.toLowerCase()}@kunde.example`,
      projectName: "Bryggekanten",
      projectType: "boliger",
      services: ["animasjon"],
    },
  });
}

function message(projectId: string, author: "customer" | "staff", minutesAgo: number) {
  return prisma.customerProjectMessage.create({
    data: { projectId, author, body: "Hei", createdAt: ago(minutesAgo) },
  });
}

it("lists a new enquiry until it is answered, newest wait first, with how long it has waited", async () => {
  const older = await prisma.contactRequest.create({
    data: { name: "Eldre", email: "e@kunde.example", phone: "41234567", waitingSince: ago(180) },
  });
  await prisma.contactRequest.create({
    data: { name: "Nyere", email: "n@kunde.example", phone: "41234567" },
  });
  expect(await rows()).toEqual([
    ["enquiry", "Nyere"],
    ["enquiry", "Eldre"],
  ]);
  expect((await adminInbox())[1]).toMatchObject({
    waited: "3 t",
    href: `/admin/henvendelser/${older.id}#samtale-tittel`,
  });
  expect(await adminInboxCount()).toBe(2);
  await sendEnquiryAnswer({ enquiryId: older.id, body: "Takk!", staffEmail: STAFF });
  expect(await rows()).toEqual([["enquiry", "Nyere"]]);
});

it("lists a project while the customer's message or pin has the last word, and a dismissal holds until something newer", async () => {
  const talking = await project("Åse");
  await message(talking.id, "customer", 30);
  await message(talking.id, "staff", 20);
  await message(talking.id, "customer", 10);
  await message(talking.id, "customer", 5);
  const answered = await project("Per");
  await message(answered.id, "customer", 30);
  await message(answered.id, "staff", 20);
  const round = await prisma.feedbackRound.create({ data: { projectId: answered.id, number: 1 } });
  const image = await prisma.feedbackImage.create({
    data: {
      roundId: round.id,
      title: "Stue",
      storageKey: `feedback_rounds/${newCapabilityId()}.jpg`,
      contentType: "image/jpeg",
      size: 1,
      width: 10,
      height: 10,
    },
  });
  await prisma.feedbackPin.create({
    data: {
      imageId: image.id,
      number: 1,
      x: 0.5,
      y: 0.5,
      comments: { create: { author: "customer", body: "Lysere her", createdAt: ago(15) } },
    },
  });

  const inbox = await adminInbox();
  expect(inbox.map((row) => [row.who, row.what])).toEqual([
    ["Åse", "Bryggekanten: ny melding"],
    ["Per", "Bryggekanten: kommentar på bilde"],
  ]);
  // Åse has waited since her first message after staff's answer, not her latest.
  expect(inbox[0]?.waited).toBe("10 min");

  const response = await dismiss(`prosjekt:${talking.id}`);
  expect(response).toMatchObject({ status: 303 });
  expect(await rows()).toEqual([["project", "Per"]]);
  await message(talking.id, "customer", -1);
  expect(await rows()).toEqual([
    ["project", "Åse"],
    ["project", "Per"],
  ]);
});

it("lists failed mails and quotes in their last three days until dismissed; a made-up key changes nothing", async () => {
  const mail = { from: "post@digitalepoteter.example", text: "T", headers: {}, attachments: [] };
  const failed = await prisma.outboxMessage.create({
    data: { ...mail, to: "borte@kunde.example", subject: "Svar", status: "failed" },
  });
  await prisma.outboxMessage.create({
    data: { ...mail, to: "fram@kunde.example", subject: "Svar", status: "sent" },
  });
  const enquiry = await prisma.contactRequest.create({
    data: {
      name: "Tilbudskunde",
      email: "t@kunde.example",
      phone: "41234567",
      stage: "tilbud_sendt",
      waitingSince: null,
    },
  });
  const today = Date.parse(`${norwegianToday()}T00:00:00Z`);
  const quote = (version: number, days: number) =>
    prisma.quote.create({
      data: {
        id: newCapabilityId(),
        enquiryId: enquiry.id,
        version,
        customerName: "Tilbudskunde",
        email: "t@kunde.example",
        validUntil: new Date(today + days * 86_400_000),
        sentBy: STAFF,
        status: version === 1 ? "superseded" : "open",
        lines: { create: { position: 0, description: "Bilder", quantity: 1, unitPriceOre: 1 } },
      },
    });
  await quote(1, 1);
  const expiring = await quote(2, 2);
  await quote(3, 10);

  const inbox = await adminInbox();
  expect(inbox.map((row) => [row.kind, row.who])).toEqual(
    expect.arrayContaining([
      ["failed-mail", "borte@kunde.example"],
      ["quote", "Tilbudskunde"],
    ]),
  );
  expect(inbox).toHaveLength(2);

  const refused = await dismiss("alt:*");
  expect(refused).toMatchObject({ init: { status: 400 } });
  expect(await adminInboxCount()).toBe(2);

  await dismiss(`epost:${failed.id}`);
  await dismiss(`tilbud:${expiring.id}`);
  expect(await adminInboxCount()).toBe(0);
});

/** A day counted from today in Norway, as the quote form takes it. */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${norwegianToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

async function projectQuote(projectId: string, validDays: number) {
  const outcome = await sendQuote(
    { projectId },
    {
      lines: [{ description: "Utvendige bilder", quantity: 2, price: 650_000 }],
      validUntil: dayFromToday(validDays),
      terms: "",
    },
    STAFF,
  );
  if (outcome.status !== "sent") throw new Error(`not sent: ${outcome.status}`);
  return outcome.quoteId;
}

let answers = 0;

/** The customer's answer on the quote's page, each from an address of its own (rate limits). */
function answerAs(quoteId: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return answerQuote(quoteId, `198.51.100.${(answers += 1)}`, form);
}

it("lists a project's quote in its last days as it does an enquiry's, opening the project; the customer's answer then waits until staff write", async () => {
  const kari = await project("Kari");
  const expiring = await projectQuote(kari.id, 2);
  const per = await project("Per");
  await projectQuote(per.id, 20);

  expect(await adminInbox()).toEqual([
    expect.objectContaining({
      key: `tilbud:${expiring}`,
      kind: "quote",
      who: "Kari",
      what: `Tilbud versjon 1 gjelder til ${dayFromToday(2).split("-").reverse().join(".")}`,
      waited: "0 min",
      href: `/admin/kundeprosjekter/${kari.id}`,
    }),
  ]);

  expect(await answerAs(expiring, { intent: "accept", name: "Kari Kunde" })).toMatchObject({
    status: "saved",
  });
  expect(await adminInbox()).toEqual([
    expect.objectContaining({
      key: `prosjekt:${kari.id}`,
      kind: "project",
      who: "Kari",
      what: "Bryggekanten: tilbudet er akseptert",
      href: `/admin/kundeprosjekter/${kari.id}`,
    }),
  ]);
  expect(await sendStaffMessage(kari.id, "Takk, vi setter i gang!")).toBe("sent");
  expect(await adminInboxCount()).toBe(0);

  // A declined quote waits the same way, and a dismissal holds until something newer.
  const declined = await projectQuote(per.id, 1);
  expect((await rows())[0]).toEqual(["quote", "Per"]);
  await answerAs(declined, { intent: "decline", reason: "For dyrt" });
  expect(await adminInbox()).toEqual([
    expect.objectContaining({ who: "Per", what: "Bryggekanten: tilbudet er avslått" }),
  ]);
  await dismiss(`prosjekt:${per.id}`);
  expect(await adminInboxCount()).toBe(0);
});

it("lists an unplaced mail as waiting, with no dismissal but where to place it", async () => {
  const mail = await prisma.enquiryMessage.create({
    data: {
      direction: "in",
      fromAddress: "ukjent@kunde.example",
      toAddress: "post@digitalepoteter.example",
      subject: "Bilder?",
      text: "Hei",
      messageId: "<ukjent@kunde.example>",
    },
  });
  expect(await adminInbox()).toEqual([
    expect.objectContaining({
      kind: "unplaced",
      what: "Bilder?",
      dismissable: false,
      href: `/admin/henvendelser/uplassert#epost-${mail.id}`,
    }),
  ]);
  await prisma.enquiryMessage.delete({ where: { id: mail.id } });
});
