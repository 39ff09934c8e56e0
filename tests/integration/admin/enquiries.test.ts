import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as detail from "~/routes/admin+/henvendelser.$id";
import * as attachmentRoute from "~/routes/admin+/henvendelser.$id.vedlegg.$attachmentId";
import * as list from "~/routes/admin+/henvendelser._index";
import { getStorage } from "~/storage/index.server";
import { context, expectRedirect, formPost, settle, staffRequest } from "./staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-enquiries-"));

let withAttachment: { id: string; attachmentId: string };
let otherEnquiryId: string;

beforeAll(async () => {
  await migrateDatabase();
  const base = Date.parse("2026-11-01T10:00:00Z");
  for (let index = 0; index < 22; index += 1) {
    await prisma.contactRequest.create({
      data: {
        name: `Kunde ${index}`,
        email: `kunde${index}@example.com`,
        phone: "40000000",
        message: "Vi trenger 3D-illustrasjoner av et boligprosjekt.",
        createdAt: new Date(base + index * 60_000),
      },
    });
  }
  const drawing = Buffer.from("%PDF-1.7 tegning");
  const key = "contact_attachments/8d0f4a52-tegning.pdf";
  await getStorage().put(key, drawing, { contentType: "application/pdf" });
  const enquiry = await prisma.contactRequest.create({
    data: {
      name: "Åse Ærlig",
      email: "ASE@Arkitekt.example",
      phone: "41234567",
      company: "Ærlig Arkitekter AS",
      message: "Fasadetegning vedlagt.",
      createdAt: new Date(base + 3_600_000),
      attachments: {
        create: {
          storageKey: key,
          originalName: "fasade øst.pdf",
          contentType: "application/pdf",
          size: drawing.length,
        },
      },
      outbox: {
        create: {
          to: "post@digitalepoteter.example",
          from: "post@digitalepoteter.example",
          subject: "Ny henvendelse fra Åse Ærlig",
          text: "Fasadetegning vedlagt.",
          headers: {},
          attachments: [],
          status: "failed",
          attempts: 5,
          lastError: "SendGrid svarte 503",
        },
      },
    },
    include: { attachments: true },
  });
  withAttachment = { id: enquiry.id, attachmentId: enquiry.attachments[0]!.id };
  otherEnquiryId = (await prisma.contactRequest.findFirstOrThrow({ where: { name: "Kunde 0" } }))
    .id;
});

afterAll(() => disconnectDatabase());

describe("Henvendelser", () => {
  it("sends a visitor without a session to /auth", async () => {
    const response = await settle(() =>
      list.loader({
        request: new Request("http://localhost/admin/henvendelser"),
        params: {},
        context,
      }),
    );
    expectRedirect(response, /^\/auth\?redirectTo=%2Fadmin%2Fhenvendelser/);
  });

  it("lists newest first, twenty to a page", async () => {
    const first = await list.loader({
      request: await staffRequest("/admin/henvendelser"),
      params: {},
      context,
    });
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(2);
    expect(first.enquiries.map((enquiry) => enquiry.name).slice(0, 3)).toEqual([
      "Åse Ærlig",
      "Kunde 21",
      "Kunde 20",
    ]);
    expect(first.enquiries[0]).toMatchObject({ attachmentCount: 1, deliveryStatus: "failed" });
    const second = await list.loader({
      request: await staffRequest("/admin/henvendelser?side=2"),
      params: {},
      context,
    });
    expect(second.enquiries.map((enquiry) => enquiry.name)).toEqual([
      "Kunde 2",
      "Kunde 1",
      "Kunde 0",
    ]);
  });

  it("shows the last page for a page number past it, and page 1 for one that is no number", async () => {
    const listed = async (side: string) => {
      const page = await list.loader({
        request: await staffRequest(`/admin/henvendelser?side=${side}`),
        params: {},
        context,
      });
      return {
        page: page.page,
        pageCount: page.pageCount,
        names: page.enquiries.map((e) => e.name),
      };
    };
    const last = await listed("2");
    expect(last).toMatchObject({ page: 2, pageCount: 2 });
    expect(await listed("99999999999999999999")).toEqual(last);
    expect(await listed("3")).toEqual(last);
    const first = await listed("1");
    for (const garbage of ["abc", "-1", "0", "1.5", "1e9"]) {
      expect(await listed(garbage), garbage).toEqual(first);
    }
  });

  it("searches name, e-mail, company and text regardless of case", async () => {
    const search = async (q: string) =>
      list.loader({
        request: await staffRequest(`/admin/henvendelser?q=${encodeURIComponent(q)}`),
        params: {},
        context,
      });
    expect((await search("ase@arkitekt")).enquiries.map((enquiry) => enquiry.name)).toEqual([
      "Åse Ærlig",
    ]);
    expect((await search("FASADETEGNING")).total).toBe(1);
    expect((await search("arkitekter as")).total).toBe(1);
    expect((await search("finnes ikke")).total).toBe(0);
  });

  it("moves an enquiry through the stages and keeps who moved it and when", async () => {
    const url = `/admin/henvendelser/${withAttachment.id}`;
    const params = { id: withAttachment.id };
    const move = async (fields: Record<string, string>) => {
      const request = await formPost(url, { intent: "stage", ...fields });
      return settle(() => detail.action({ request, params, context }));
    };
    expectRedirect(await move({ stage: "besvart" }), url);
    expect(await move({ stage: "tapt", reason: "  " })).toMatchObject({
      data: { error: { reason: ["Skriv kort hvorfor henvendelsen er tapt."] } },
    });
    expect(await move({ stage: "ukjent" })).toMatchObject({
      data: { error: { stage: ["Velg en fase."] } },
    });
    expectRedirect(await move({ stage: "tapt", reason: "Valgte en billigere leverandør" }), url);
    const page = await detail.loader({ request: await staffRequest(url), params, context });
    expect(page.stage).toBe("tapt");
    expect(page.timeline.filter((event) => event.kind === "stage")).toEqual([
      expect.objectContaining({
        from: "ny",
        to: "besvart",
        by: "kari@digitalepoteter.example",
        reason: null,
      }),
      expect.objectContaining({
        from: "besvart",
        to: "tapt",
        by: "kari@digitalepoteter.example",
        reason: "Valgte en billigere leverandør",
      }),
    ]);
    const lost = await list.loader({
      request: await staffRequest("/admin/henvendelser?fase=tapt"),
      params: {},
      context,
    });
    expect(lost.enquiries.map((enquiry) => enquiry.name)).toEqual(["Åse Ærlig"]);
    const unknownStage = await list.loader({
      request: await staffRequest("/admin/henvendelser?fase=slettet"),
      params: {},
      context,
    });
    expect(unknownStage.total).toBe(23);
    const missing = await formPost("/admin/henvendelser/finnes-ikke", {
      intent: "stage",
      stage: "besvart",
    });
    expect(
      await settle(() =>
        detail.action({ request: missing, params: { id: "finnes-ikke" }, context }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it("refuses an action without a session, even though the page's layout would have", async () => {
    const request = new Request(`http://localhost/admin/henvendelser/${withAttachment.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "stage", stage: "vunnet" }),
    });
    expectRedirect(
      await settle(() => detail.action({ request, params: { id: withAttachment.id }, context })),
      /^\/auth/,
    );
    expect(
      (await prisma.contactRequest.findUniqueOrThrow({ where: { id: withAttachment.id } })).stage,
    ).not.toBe("vunnet");
  });

  it("shows the outbox status and queues the e-mail again", async () => {
    const url = `/admin/henvendelser/${withAttachment.id}`;
    const page = await detail.loader({
      request: await staffRequest(url),
      params: { id: withAttachment.id },
      context,
    });
    expect(page.deliveries).toEqual([
      expect.objectContaining({ status: "failed", lastError: "SendGrid svarte 503" }),
    ]);
    await detail.action({
      request: await formPost(url, { intent: "resend" }),
      params: { id: withAttachment.id },
      context,
    });
    const messages = await prisma.outboxMessage.findMany({
      where: { contactRequestId: withAttachment.id },
      orderBy: { createdAt: "asc" },
    });
    expect(messages.map((message) => message.status)).toEqual(["failed", "pending"]);
    expect(messages[1]?.subject).toBe("Ny henvendelse fra Åse Ærlig");
    for (const field of ["to", "from", "replyTo", "text", "html", "headers"] as const) {
      expect(messages[1]?.[field]).toEqual(messages[0]?.[field]);
    }
  });

  it("streams an attachment as a download under its original name", async () => {
    const { id, attachmentId } = withAttachment;
    const response = await attachmentRoute.loader({
      request: await staffRequest(`/admin/henvendelser/${id}/vedlegg/${attachmentId}`),
      params: { id, attachmentId },
      context,
    });
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="fasade _st.pdf"; filename*=UTF-8''fasade%20%C3%B8st.pdf`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("%PDF-1.7 tegning");
  });

  it("does not serve an attachment through another enquiry or without a session", async () => {
    const { attachmentId } = withAttachment;
    const wrongEnquiry = await settle(async () =>
      attachmentRoute.loader({
        request: await staffRequest(
          `/admin/henvendelser/${otherEnquiryId}/vedlegg/${attachmentId}`,
        ),
        params: { id: otherEnquiryId, attachmentId },
        context,
      }),
    );
    expect((wrongEnquiry as Response).status).toBe(404);
    const anonymous = await settle(() =>
      attachmentRoute.loader({
        request: new Request(
          `http://localhost/admin/henvendelser/${withAttachment.id}/vedlegg/${attachmentId}`,
        ),
        params: { id: withAttachment.id, attachmentId },
        context,
      }),
    );
    expectRedirect(anonymous, /^\/auth/);
  });
});
