import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminOverviewCounts } from "~/inbox/index.server";
import { pipelineOverview } from "~/contact/index.server";
import { disconnectDatabase, newCapabilityId, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-overview-"));

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());

async function projectWithMessages(authors: ("customer" | "staff")[]) {
  const project = await prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: "Åse Arkitekt",
      email: "ase@arkitekt.example",
      projectName: "Bryggekanten",
      projectType: "boliger",
      services: ["animasjon"],
    },
  });
  const start = Date.now() - authors.length * 60_000;
  for (const [index, author] of authors.entries()) {
    await prisma.customerProjectMessage.create({
      data: {
        projectId: project.id,
        author,
        body: `Melding ${index + 1}`,
        createdAt: new Date(start + index * 60_000),
      },
    });
  }
}

it("counts customer messages that no staff message has answered yet", async () => {
  await projectWithMessages(["customer", "customer"]);
  await projectWithMessages(["customer", "staff", "customer"]);
  await projectWithMessages(["customer", "staff"]);
  expect((await adminOverviewCounts()).unansweredMessages).toBe(3);
});

it("counts unhandled enquiries, active subscribers and the outbox by state", async () => {
  await prisma.contactRequest.createMany({
    data: [
      { name: "Ny", email: "ny@example.com", phone: "12345678", message: "Hei på dere!" },
      {
        name: "Gammel",
        email: "g@example.com",
        phone: "12345678",
        message: "Hei igjen!",
        stage: "besvart",
      },
    ],
  });
  const consent = {
    role: "arkitekt",
    consentedAt: new Date(),
    consentVersion: "test",
    confirmedAt: new Date(),
  };
  await prisma.newsletterSubscriber.createMany({
    data: [
      { email: "med@example.com", ...consent },
      { email: "ute@example.com", ...consent, unsubscribedAt: new Date() },
    ],
  });
  const mail = { to: "a@example.com", from: "b@example.com", subject: "S", text: "T" };
  const json = { headers: {}, attachments: [] };
  await prisma.outboxMessage.createMany({
    data: ["pending", "sending", "sent", "failed", "failed"].map((status) => ({
      ...mail,
      ...json,
      status,
    })),
  });
  expect(await adminOverviewCounts()).toMatchObject({
    newEnquiries: 1,
    subscribers: 1,
    pendingMails: 2,
    failedMails: 2,
  });
});

it("counts each stage and lists the new enquiries that have waited over a working day", async () => {
  // Monday 30 November 2026, 14:30 in Oslo: Friday 14:00 has waited one working day, Saturday not.
  const now = new Date("2026-11-30T13:30:00.000Z");
  const enquiry = (name: string, createdAt: string, stage = "ny") => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: "12345678",
    message: "Vi trenger en 3D-visualisering.",
    createdAt: new Date(createdAt),
    stage,
  });
  await prisma.contactRequest.deleteMany();
  await prisma.contactRequest.createMany({
    data: [
      enquiry("Torsdag", "2026-11-26T13:00:00.000Z"),
      enquiry("Fredag", "2026-11-27T13:00:00.000Z"),
      enquiry("Lørdag", "2026-11-28T10:00:00.000Z"),
      enquiry("Besvart", "2026-11-20T10:00:00.000Z", "besvart"),
      enquiry("Vunnet", "2026-11-19T10:00:00.000Z", "vunnet"),
    ],
  });
  const pipeline = await pipelineOverview(now);
  expect(pipeline.counts).toEqual({ ny: 3, besvart: 1, tilbud_sendt: 0, vunnet: 1, tapt: 0 });
  expect(pipeline.waiting.map((row) => row.name)).toEqual(["Torsdag", "Fredag"]);
});
