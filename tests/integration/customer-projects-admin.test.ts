import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, newCapabilityId, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as detail from "~/routes/admin+/kundeprosjekter.$id";
import * as fileRoute from "~/routes/admin+/kundeprosjekter.$id.filer.$fileId";
import * as deliveryRoute from "~/routes/admin+/kundeprosjekter.$id.levering";
import * as roundRoute from "~/routes/admin+/kundeprosjekter.$id.runde";
import { enqueueEmail } from "~/mail/index.server";
import { getToast } from "~/toast/index.server";
import * as list from "~/routes/admin+/kundeprosjekter._index";
import { getStorage } from "~/storage/index.server";
import { context, expectRedirect, formPost, settle, staffRequest } from "./admin/staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "customer-projects-admin-"));

let projectId: string;
let fileId: string;

beforeAll(async () => {
  await migrateDatabase();
  const drawing = Buffer.from("%PDF-1.7 fasade");
  const storageKey = "customer_project_files/5f1c-fasade.pdf";
  await getStorage().put(storageKey, drawing, { contentType: "application/pdf" });
  const project = await prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: "Åse Arkitekt",
      email: "ase@arkitekt.example",
      projectName: "Bryggekanten",
      address: "Brygga 3, Tønsberg",
      projectType: "næring",
      services: ["animasjon"],
      description: "Animasjon av kontorbygg mot sjøen.",
      files: {
        create: {
          storageKey,
          originalName: "fasade øst.pdf",
          contentType: "application/pdf",
          size: drawing.length,
        },
      },
    },
    include: { files: true },
  });
  projectId = project.id;
  fileId = project.files[0]!.id;
  await prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: "Per Megler",
      email: "per@megler.example",
      projectName: "Eikelunden",
      projectType: "boliger",
      services: ["3d-visualisering"],
      step: "levering",
    },
  });
});
afterAll(() => disconnectDatabase());

const here = () => `/admin/kundeprosjekter/${projectId}`;
const post = async (fields: Record<string, string>) =>
  settle(async () =>
    detail.action({ request: await formPost(here(), fields), params: { id: projectId }, context }),
  );

describe("Kundeprosjekter in admin", () => {
  it("refuses visitors without a staff session", async () => {
    const response = (await settle(() =>
      list.loader({
        request: new Request("http://localhost/admin/kundeprosjekter"),
        params: {},
        context,
      }),
    )) as Response;
    expect(response.headers.get("Location")).toMatch(/^\/auth\?/);
  });

  it("lists the briefs, newest first, and filters by step", async () => {
    const all = await list.loader({
      request: await staffRequest("/admin/kundeprosjekter"),
      params: {},
      context,
    });
    expect(all.projects.map((project) => project.projectName)).toEqual([
      "Eikelunden",
      "Bryggekanten",
    ]);
    const delivered = await list.loader({
      request: await staffRequest("/admin/kundeprosjekter?fase=levering"),
      params: {},
      context,
    });
    expect(delivered.projects.map((project) => [project.projectName, project.stepLabel])).toEqual([
      ["Eikelunden", "Levering"],
    ]);
  });

  it("moves the project to a new step and queues the customer's e-mail with their link", async () => {
    expectRedirect(await post({ intent: "step", step: "tilbakemeldinger" }), here());
    expect(
      (await prisma.customerProject.findUniqueOrThrow({ where: { id: projectId } })).step,
    ).toBe("tilbakemeldinger");
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: "ase@arkitekt.example" },
    });
    expect(mail.subject).toBe("Bryggekanten er nå i fasen Tilbakemeldinger");
    expect(mail.text).toContain(`/prosjekt/${projectId}`);

    await post({ intent: "step", step: "tilbakemeldinger" });
    expect(await prisma.outboxMessage.count({ where: { to: "ase@arkitekt.example" } })).toBe(1);
  });

  it("records who moved the project from which step to which, and its timeline shows it once", async () => {
    const page = await detail.loader({
      request: await staffRequest(here()),
      params: { id: projectId },
      context,
    });
    const moves = page.timeline.filter((event) => event.kind === "project-step");
    expect(moves).toEqual([
      expect.objectContaining({
        from: "oppstart",
        to: "tilbakemeldinger",
        by: "kari@digitalepoteter.example",
      }),
    ]);
    // After the project's making, as it happened.
    expect(page.timeline.map((event) => event.kind).slice(0, 2)).toEqual([
      "project-created",
      "project-step",
    ]);
  });

  it("refuses a step that is not one of the four", async () => {
    const reply = (await post({ intent: "step", step: "ferdig" })) as { init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(
      (await prisma.customerProject.findUniqueOrThrow({ where: { id: projectId } })).step,
    ).toBe("tilbakemeldinger");
  });

  it("sends a message the customer sees on their page and gets by e-mail", async () => {
    expectRedirect(
      await post({ intent: "message", body: "Første utkast ligger klart i morgen." }),
      here(),
    );
    const page = await detail.loader({
      request: await staffRequest(here()),
      params: { id: projectId },
      context,
    });
    expect(page.messages.map((message) => [message.author, message.body])).toEqual([
      ["staff", "Første utkast ligger klart i morgen."],
    ]);
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { subject: "Ny melding fra Digitale Poteter om Bryggekanten" },
    });
    expect(mail.text).toContain("Første utkast ligger klart i morgen.");

    const empty = (await post({ intent: "message", body: " " })) as {
      init: { status: number };
      data: { error: { body: string[] } };
    };
    expect(empty.init.status).toBe(400);
    expect(empty.data.error.body).toEqual(["Skriv en melding på minst 2 tegn."]);
  });

  it("streams the customer's files to staff as downloads, and only the project's own", async () => {
    const response = (await fileRoute.loader({
      request: await staffRequest(`${here()}/filer/${fileId}`),
      params: { id: projectId, fileId },
      context,
    })) as Response;
    expect(response.headers.get("Content-Disposition")).toContain(
      "filename*=UTF-8''fasade%20%C3%B8st.pdf",
    );
    expect(await response.text()).toBe("%PDF-1.7 fasade");
    const other = (await settle(async () =>
      fileRoute.loader({
        request: await staffRequest("/x"),
        params: { id: "et-annet-prosjekt", fileId },
        context,
      }),
    )) as Response;
    expect(other.status).toBe(404);
  });

  it("answers 404 for a project that does not exist", async () => {
    const thrown = (await settle(async () =>
      detail.loader({
        request: await staffRequest("/admin/kundeprosjekter/finnes-ikke"),
        params: { id: "finnes-ikke" },
        context,
      }),
    )) as Response;
    expect(thrown.status).toBe(404);
  });

  it("an erased customer's kept project says so and mails nobody: steps, messages, rounds and deliveries are refused", async () => {
    // As erasure leaves an approved project: kept for the accounts, the address emptied.
    const kept = await prisma.customerProject.create({
      data: {
        id: newCapabilityId(),
        contactName: "Slettet etter personvernforespørsel",
        email: "",
        phone: "",
        projectName: "Anonymisert prosjekt fra 1. desember 2026",
        projectType: "boliger",
        services: ["3d-visualisering"],
        step: "levering",
        approvedAt: new Date(),
        approvedBy: "Slettet etter personvernforespørsel",
        approvedRound: 1,
      },
    });
    const at = `/admin/kundeprosjekter/${kept.id}`;
    const outboxBefore = await prisma.outboxMessage.count();
    const page = await detail.loader({
      request: await staffRequest(at),
      params: { id: kept.id },
      context,
    });
    expect(page.erased).toBe(true);

    const postTo = async (
      route: { action: typeof detail.action },
      path: string,
      fields: Record<string, string> | FormData,
    ) =>
      settle(async () =>
        route.action({ request: await formPost(path, fields), params: { id: kept.id }, context }),
      );
    const files = () => {
      const form = new FormData();
      form.append(
        "filer",
        new File(["%PDF-1.7 ferdig"], "ferdig.pdf", { type: "application/pdf" }),
      );
      form.append("bilder", new File(["png"], "runde.png", { type: "image/png" }));
      return form;
    };
    const answers = [
      await postTo(detail, at, { intent: "step", step: "oppstart" }),
      await postTo(detail, at, { intent: "message", body: "Filene kommer i morgen." }),
      await postTo(deliveryRoute, `${at}/levering`, files()),
      await postTo(roundRoute, `${at}/runde`, files()),
    ];
    for (const answer of answers) {
      const cookie = expectRedirect(answer, at).headers.get("Set-Cookie")?.split(";")[0] ?? "";
      const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
      expect(toast?.type).toBe("error");
      expect(toast?.description).toContain(
        "Kunden er slettet, så det finnes ingen e-postadresse å sende til.",
      );
    }
    const after = await prisma.customerProject.findUniqueOrThrow({
      where: { id: kept.id },
      include: { messages: true, files: true, rounds: true },
    });
    expect(after).toMatchObject({ step: "levering", messages: [], files: [], rounds: [] });
    expect(await prisma.outboxMessage.count()).toBe(outboxBefore);
    expect(await prisma.feedbackNotice.count({ where: { projectId: kept.id } })).toBe(0);
    // And whatever a later change forgets, the outbox takes no mail without an address.
    expect(() => enqueueEmail(prisma, { to: " ", subject: "Hei", text: "Hei" })).toThrow(
      "uten mottaker",
    );
  });
});
