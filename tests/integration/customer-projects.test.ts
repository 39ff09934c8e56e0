import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as briefRoute from "~/routes/_marketing+/kundeskjema";
import * as projectRoute from "~/routes/_marketing+/prosjekt.$projectId";
import { FORM_TOKEN_FIELD } from "~/spam-guard";
import { issueFormToken } from "~/spam-guard/form-token.server";
import { getStorage } from "~/storage/index.server";
import { settle } from "./admin/staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "customer-projects-"));
process.env.RATE_LIMIT_PROJECT_GUESSES = "5";

const pdf = () =>
  new File(["%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n"], "plantegning.pdf", {
    type: "application/pdf",
  });
const ifc = () =>
  new File(
    [
      "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\n",
    ],
    "modell.ifc",
    { type: "application/x-step" },
  );

let ipCounter = 0;
/** Each test its own visitor address, so one test's page views never count against another's limit. */
const freshContext = () => ({ clientIp: `203.0.113.${(ipCounter += 1)}` });

const validBrief = {
  contactName: "Ola Utbygger",
  email: "ola@bygg.example",
  phone: "+47 913 00 000",
  company: "Fjordbyen Bygg AS",
  projectName: "Solsiden",
  address: "Strandveien 12, Tønsberg",
  projectType: "leiligheter",
  units: "24",
  deadline: "2030-03-01",
  description: "Seks utvendige bilder og en boligvelger for salgsstart.",
};

function briefRequest(
  fields: Record<string, string>,
  { services = ["3d-visualisering", "konfigurator"], files = [] as File[] } = {},
) {
  const form = new FormData();
  // In the page's order: the token comes before the files, and is judged when they start.
  form.set(FORM_TOKEN_FIELD, issueFormToken(Date.now() - 10_000));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const service of services) form.append("services", service);
  for (const file of files) form.append("files", file);
  return new Request("http://localhost/kundeskjema", { method: "POST", body: form });
}

async function submitBrief(request: Request, context = freshContext()) {
  return settle(() => briefRoute.action({ request, params: {}, context }));
}

type Reply = {
  init: { status: number };
  data: { result?: { error?: Record<string, string[]> }; uploadError?: string };
};

async function createProject(projectName: string) {
  const response = (await submitBrief(
    briefRequest({ ...validBrief, projectName }, { files: [pdf(), ifc()] }),
  )) as Response;
  return (response.headers.get("Location") ?? "").replace("/prosjekt/", "");
}

function projectPage(id: string, context = freshContext()) {
  return settle(() =>
    projectRoute.loader({
      request: new Request(`http://localhost/prosjekt/${id}`),
      params: { projectId: id },
      context,
    }),
  );
}

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());

describe("/kundeskjema", () => {
  it("creates a project with an unguessable id, its files and both e-mails, then sends the customer to its page", async () => {
    const response = await submitBrief(briefRequest(validBrief, { files: [pdf(), ifc()] }));
    expect(response).toBeInstanceOf(Response);
    const location = (response as Response).headers.get("Location") ?? "";
    expect(location).toMatch(/^\/prosjekt\/[A-Za-z0-9_-]{32}$/);

    const id = location.replace("/prosjekt/", "");
    const project = await prisma.customerProject.findUniqueOrThrow({
      where: { id },
      include: { files: true },
    });
    expect(project).toMatchObject({
      projectName: "Solsiden",
      projectType: "leiligheter",
      units: 24,
      step: "oppstart",
    });
    expect(project.services).toEqual(["3d-visualisering", "konfigurator"]);
    expect(project.deadline?.toISOString().slice(0, 10)).toBe("2030-03-01");
    expect(project.files.map((file) => file.originalName).sort()).toEqual([
      "modell.ifc",
      "plantegning.pdf",
    ]);
    for (const file of project.files)
      expect(await getStorage().head(file.storageKey)).not.toBeNull();

    const mails = await prisma.outboxMessage.findMany({ where: { text: { contains: id } } });
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "ola@bygg.example",
      "post@digitalepoteter.example",
    ]);
    const confirmation = mails.find((mail) => mail.to === "ola@bygg.example");
    expect(confirmation?.subject).toBe("Vi har mottatt prosjektet ditt: Solsiden");
    expect(confirmation?.text).toContain(`http://localhost:3000/prosjekt/${id}`);
  });

  it("stores names without bidirectional and invisible characters, so staff's e-mail reads as typed", async () => {
    const response = (await submitBrief(
      briefRequest({
        ...validBrief,
        contactName: "Ola\u2066 Utbygger\u2069",
        company: "Fjordbyen \u202ESA gginaB\u202C",
        projectName: "Sol\u200Bsiden\u202E Øst",
        description: "Seks bilder.\r\n\u202EOgså en boligvelger.",
      }),
    )) as Response;
    const id = (response.headers.get("Location") ?? "").replace("/prosjekt/", "");
    const project = await prisma.customerProject.findUniqueOrThrow({ where: { id } });
    expect(project).toMatchObject({
      contactName: "Ola Utbygger",
      company: "Fjordbyen SA gginaB",
      projectName: "Solsiden Øst",
      description: "Seks bilder.\r\nOgså en boligvelger.",
    });
    const staffMail = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: "post@digitalepoteter.example", text: { contains: id } },
    });
    expect(staffMail.subject).toBe("Nytt kundeprosjekt: Solsiden Øst (Ola Utbygger)");
    expect(staffMail.text).toContain("Fjordbyen SA gginaB");
    expect(staffMail.text).not.toMatch(/[\u200B\u202A-\u202E\u2066-\u2069]/);
  });

  it("answers invalid fields with Norwegian messages and keeps no files", async () => {
    const before = (await getStorage().list("customer_project_files/")).length;
    const response = (await submitBrief(
      briefRequest(
        {
          ...validBrief,
          contactName: "O",
          projectType: "slott",
          units: "2,5",
          description: "kort",
        },
        { services: [], files: [pdf()] },
      ),
    )) as Reply;
    expect(response.init.status).toBe(400);
    expect(response.data.result?.error).toMatchObject({
      contactName: ["Navn må være minst 2 tegn."],
      projectType: ["Velg hvilken type prosjekt det er."],
      units: ["Antall enheter må være et helt tall fra 1 til 10 000."],
      services: ["Velg minst én tjeneste."],
      description: ["Beskrivelsen må være minst 10 tegn."],
    });
    expect((await getStorage().list("customer_project_files/")).length).toBe(before);
  });

  it("refuses a file in the wrong format with the contact form's message", async () => {
    const fake = new File(["<html></html>"], "tegning.pdf", { type: "application/pdf" });
    const response = (await submitBrief(
      briefRequest({ ...validBrief, projectName: "Feil fil" }, { files: [fake] }),
    )) as Reply;
    expect(response.init.status).toBe(400);
    expect(response.data.uploadError).toBe(
      "Filen tegning.pdf er ikke i riktig format. Tillatte formater er JPG, PNG og PDF.",
    );
    expect(await prisma.customerProject.count({ where: { projectName: "Feil fil" } })).toBe(0);
  });
});

describe("/prosjekt/:projectId", () => {
  it("shows the customer their brief, step and files", async () => {
    const id = await createProject("Prosjektsiden");
    const page = (await projectPage(id)) as {
      projectName: string;
      step: string;
      briefFiles: { name: string; href: string }[];
    };
    expect(page.projectName).toBe("Prosjektsiden");
    expect(page.step).toBe("oppstart");
    expect(page.briefFiles.map((file) => file.name)).toEqual([
      expect.stringMatching(/^plantegning\.pdf/),
      expect.stringMatching(/^modell\.ifc/),
    ]);
    const sent = new Headers(
      projectRoute.headers({
        actionHeaders: new Headers(),
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(sent.get("Referrer-Policy")).toBe("no-referrer");
    expect(sent.get("Cache-Control")).toBe("private, no-store");
  });

  it("gives the same 404 for an unknown id, a malformed one and an empty one", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "ikke-et-prosjekt", ""]) {
      const thrown = (await projectPage(id)) as Response;
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown.status).toBe(404);
      expect(await thrown.text()).toBe("Ikke funnet");
    }
  });

  it("stops a visitor who guesses too many ids, and still opens a valid link for them", async () => {
    const id = await createProject("Gjettetest");
    const guesser = freshContext();
    for (let guess = 0; guess < 5; guess += 1) {
      expect(
        ((await projectPage(`gjett${guess}`.padEnd(32, "A"), guesser)) as Response).status,
      ).toBe(404);
    }
    expect(((await projectPage("gjett5".padEnd(32, "A"), guesser)) as Response).status).toBe(429);
    expect(((await projectPage("ikke-et-prosjekt", guesser)) as Response).status).toBe(429);
    expect(await projectPage(id, guesser)).not.toBeInstanceOf(Response);
  });

  it("adds the customer's message with a file and mails staff", async () => {
    const id = await createProject("Meldinger");
    const form = new FormData();
    form.set("message", "Her er oppdatert fasadetegning.");
    form.append("files", pdf());
    const request = new Request(`http://localhost/prosjekt/${id}`, { method: "POST", body: form });
    const response = (await settle(() =>
      projectRoute.action({ request, params: { projectId: id }, context: freshContext() }),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`/prosjekt/${id}`);

    const message = await prisma.customerProjectMessage.findFirstOrThrow({
      where: { projectId: id },
      include: { files: true },
    });
    expect(message).toMatchObject({ author: "customer", body: "Her er oppdatert fasadetegning." });
    expect(message.files.map((file) => file.originalName)).toEqual(["plantegning.pdf"]);
    const mail = await prisma.outboxMessage.findFirstOrThrow({
      where: { subject: "Ny melding fra kunden i Meldinger" },
    });
    expect(mail.text).toContain("Her er oppdatert fasadetegning.");
    expect(mail.text).toContain(`/admin/kundeprosjekter/${id}`);
  });

  it("does not store a message or its files for a project that does not exist", async () => {
    const id = "BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
    const before = (await getStorage().list("customer_project_files/")).length;
    const form = new FormData();
    form.set("message", "Hei, finnes dette prosjektet?");
    form.append("files", pdf());
    const request = new Request(`http://localhost/prosjekt/${id}`, { method: "POST", body: form });
    const thrown = (await settle(() =>
      projectRoute.action({ request, params: { projectId: id }, context: freshContext() }),
    )) as Response;
    expect(thrown.status).toBe(404);
    expect((await getStorage().list("customer_project_files/")).length).toBe(before);
  });
});
