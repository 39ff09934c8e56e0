import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as exportRoute from "~/routes/admin+/nyhetsbrev.eksport";
import * as subscribers from "~/routes/admin+/nyhetsbrev._index";
import { context, expectRedirect, formPost, settle, staffRequest } from "./staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-subscribers-"));

const consent = {
  consentedAt: new Date("2026-10-01T08:00:00Z"),
  consentVersion: "2026-10",
  confirmedAt: new Date("2026-10-01T08:05:00Z"),
};

beforeAll(async () => {
  await migrateDatabase();
  await prisma.newsletterSubscriber.createMany({
    data: [
      {
        email: "kari@megler.example",
        role: "eiendomsmegler",
        subscribedAt: new Date("2026-10-01T08:00:00Z"),
        ...consent,
      },
      {
        email: '=HYPERLINK("x")@arkitekt.example',
        role: "arkitekt",
        subscribedAt: new Date("2026-10-02T08:00:00Z"),
        ...consent,
      },
      {
        email: "øyvind@entreprenør.example",
        role: "entreprenør",
        subscribedAt: new Date("2026-10-03T08:00:00Z"),
        ...consent,
      },
      {
        email: "borte@utbygger.example",
        role: "utbygger",
        unsubscribedAt: new Date("2026-11-01T08:00:00Z"),
        ...consent,
      },
    ],
  });
});

afterAll(() => disconnectDatabase());

describe("Nyhetsbrev", () => {
  it("counts active subscribers per role and filters by role", async () => {
    const all = await subscribers.loader({
      request: await staffRequest("/admin/nyhetsbrev"),
      params: {},
      context,
    });
    expect(all.activeTotal).toBe(3);
    expect(all.activeByRole).toMatchObject({ eiendomsmegler: 1, arkitekt: 1, entreprenør: 1 });
    expect(all.unsubscribed).toBe(1);
    const builders = await subscribers.loader({
      request: await staffRequest(`/admin/nyhetsbrev?rolle=${encodeURIComponent("entreprenør")}`),
      params: {},
      context,
    });
    expect(builders.subscribers.map((subscriber) => subscriber.email)).toEqual([
      "øyvind@entreprenør.example",
    ]);
    expect(builders.subscribers[0]?.role).toBe("Entreprenør");
  });

  it("exports UTF-8 CSV with a byte-order mark that Excel opens, formulas defused", async () => {
    const response = await exportRoute.loader({
      request: await staffRequest("/admin/nyhetsbrev/eksport"),
      params: {},
      context,
    });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="nyhetsbrev-abonnenter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("E-post;Rolle;Registrert;Samtykke gitt;Samtykketekst;Avmeldt;Bekreftet");
    expect(lines[1]).toBe(
      "kari@megler.example;Eiendomsmegler;2026-10-01T08:00:00.000Z;2026-10-01T08:00:00.000Z;2026-10;;2026-10-01T08:05:00.000Z",
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x"")@arkitekt.example";Arkitekt;2026-10-02T08:00:00.000Z;2026-10-01T08:00:00.000Z;2026-10;;2026-10-01T08:05:00.000Z`,
    );
    expect(lines[3]).toContain("øyvind@entreprenør.example;Entreprenør;");
  });

  it("shows each subscriber's state: waiting for confirmation, confirmed or unsubscribed", async () => {
    const pending = await prisma.newsletterSubscriber.create({
      data: { email: "venter@arkitekt.example", role: "arkitekt", ...consent, confirmedAt: null },
    });
    try {
      const page = await subscribers.loader({
        request: await staffRequest("/admin/nyhetsbrev"),
        params: {},
        context,
      });
      const states = Object.fromEntries(page.subscribers.map((row) => [row.email, row.state]));
      expect(states).toMatchObject({
        "venter@arkitekt.example": "pending",
        "kari@megler.example": "confirmed",
        "borte@utbygger.example": "unsubscribed",
      });
      expect(page.pending).toBe(1);
      expect(page.activeTotal).toBe(3);
    } finally {
      await prisma.newsletterSubscriber.delete({ where: { id: pending.id } });
    }
  });

  it("refuses the export without a session", async () => {
    const response = await settle(() =>
      exportRoute.loader({
        request: new Request("http://localhost/admin/nyhetsbrev/eksport"),
        params: {},
        context,
      }),
    );
    expectRedirect(response, /^\/auth/);
  });

  it("deletes a subscriber for good", async () => {
    const subscriber = await prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { email: "kari@megler.example" },
    });
    const response = await subscribers.action({
      request: await formPost("/admin/nyhetsbrev", { intent: "delete", id: subscriber.id }),
      params: {},
      context,
    });
    expectRedirect(response, "/admin/nyhetsbrev");
    expect(
      await prisma.newsletterSubscriber.findUnique({ where: { email: "kari@megler.example" } }),
    ).toBeNull();
  });
});
