import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, newCapabilityId, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import { getStorage } from "~/storage/index.server";
import { getToast } from "~/toast/index.server";
import * as deliveryRoute from "~/routes/admin+/kundeprosjekter.$id.levering";
import * as roundRoute from "~/routes/admin+/kundeprosjekter.$id.runde";
import * as projectRoute from "~/routes/_marketing+/prosjekt.$projectId";
import * as zipRoute from "~/routes/_resources+/prosjekt.$projectId.ferdige-filer[.]zip";
import { pngBomb } from "../support/png-bomb";
import {
  context as staffContext,
  expectRedirect,
  settle,
  staffRequest,
} from "./admin/staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "feedback-routes-"));
process.env.RATE_LIMIT_PROJECT_GUESSES = "8";

type Reply = {
  init: { status: number };
  data: { refusal?: { message: string }; formError?: string };
};

let ipCounter = 0;
const freshContext = () => ({ clientIp: `198.51.100.${(ipCounter += 1)}` });
let projectId: string;

function customerPost(
  id: string,
  fields: Record<string, string> | string,
  context = freshContext(),
  query = "",
) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  const request = new Request(`http://localhost/prosjekt/${id}${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return settle(() => projectRoute.action({ request, params: { projectId: id }, context }));
}

async function uploadRound(files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("bilder", file);
  const request = await staffRequest(`/admin/kundeprosjekter/${projectId}/runde`, {
    method: "POST",
    body: form,
  });
  return settle(() =>
    roundRoute.action({ request, params: { id: projectId }, context: staffContext }),
  );
}

function createProject(projectName: string) {
  return prisma.customerProject.create({
    data: {
      id: newCapabilityId(),
      contactName: "Kari Kunde",
      email: "kari@kunde.example",
      projectName,
      projectType: "leiligheter",
      services: ["3d-visualisering"],
    },
  });
}

beforeAll(async () => {
  await migrateDatabase();
  projectId = (await createProject("Solsiden")).id;
});
afterAll(() => disconnectDatabase());

describe("staff upload a round", () => {
  it("stores real JPG/PNG renders with their natural size, and refuses a file that only claims to be one", async () => {
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: "#abc" },
    })
      .png()
      .toBuffer();
    expectRedirect(
      await uploadRound([new File([png], "Stue.png", { type: "image/png" })]),
      `/admin/kundeprosjekter/${projectId}`,
    );
    const image = await prisma.feedbackImage.findFirstOrThrow({ where: { round: { projectId } } });
    expect(image).toMatchObject({ title: "Stue", width: 640, height: 360 });

    const fake = new File(["<html>ikke et bilde</html>"], "Fasade.png", { type: "image/png" });
    const pdf = new File(["%PDF-1.7\n"], "Fasade.pdf", { type: "application/pdf" });
    for (const file of [fake, pdf]) {
      const answer = expectRedirect(
        await uploadRound([file]),
        `/admin/kundeprosjekter/${projectId}`,
      );
      expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    }
    expect(await prisma.feedbackRound.count({ where: { projectId } })).toBe(1);
  });

  it("refuses a 4 kB PNG that declares 16000 × 16000 pixels with the 40 MP message, and stores nothing", async () => {
    const roundsBefore = await prisma.feedbackRound.count({ where: { projectId } });
    const bomb = pngBomb(16_000, 16_000);
    expect(bomb.length).toBeLessThan(40_000);
    const answer = expectRedirect(
      await uploadRound([new File([bomb], "Fasade.png", { type: "image/png" })]),
      `/admin/kundeprosjekter/${projectId}`,
    );
    const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const { toast } = await getToast(new Request("http://localhost/", { headers: { cookie } }));
    expect(toast).toMatchObject({
      type: "error",
      description:
        "Bildet Fasade.png er på 256 megapiksler. Nettstedet viser bilder på opptil 40 megapiksler (for eksempel 7680 × 4320); skaler det ned og last det opp på nytt.",
    });
    expect(await prisma.feedbackRound.count({ where: { projectId } })).toBe(roundsBefore);
    expect(await getStorage().list("feedback_rounds/")).toHaveLength(roundsBefore);
  });

  it("refuses visitors without a staff session", async () => {
    const request = new Request(`http://localhost/admin/kundeprosjekter/${projectId}/runde`, {
      method: "POST",
      body: new FormData(),
    });
    const answer = (await settle(() =>
      roundRoute.action({ request, params: { id: projectId }, context: staffContext }),
    )) as Response;
    expect(answer.headers.get("Location")).toMatch(/^\/auth\?/);
  });
});

describe("the customer's feedback posts", () => {
  it("a pin redirects back to the round the customer was on", async () => {
    const image = await prisma.feedbackImage.findFirstOrThrow({ where: { round: { projectId } } });
    const answer = await customerPost(
      projectId,
      { intent: "pin", imageId: image.id, x: "0.4", y: "0.6", body: "Lysere gulv" },
      freshContext(),
      "?runde=1",
    );
    expectRedirect(answer, new RegExp(`^/prosjekt/${projectId}\\?runde=1#punkt-\\w+$`));
    expect(await prisma.feedbackPin.count({ where: { imageId: image.id } })).toBe(1);
  });

  it("a refused pin answers 400 with the Norwegian message", async () => {
    const image = await prisma.feedbackImage.findFirstOrThrow({ where: { round: { projectId } } });
    const answer = (await customerPost(projectId, {
      intent: "pin",
      imageId: image.id,
      x: "2",
      y: "0.5",
      body: "Utenfor",
    })) as Reply;
    expect(answer.init.status).toBe(400);
    expect(answer.data.refusal?.message).toBe(
      "Punktet må ligge inne i bildet. Trykk et sted i bildet.",
    );
  });

  it("a pin with an empty or blank coordinate is refused and not stored at 0", async () => {
    const image = await prisma.feedbackImage.findFirstOrThrow({ where: { round: { projectId } } });
    const before = await prisma.feedbackPin.count({ where: { imageId: image.id } });
    for (const body of [
      `intent=pin&imageId=${image.id}&x=&y=0.5&body=Hj%C3%B8rnet`,
      `intent=pin&imageId=${image.id}&x=0.5&y=%20&body=Hj%C3%B8rnet`,
    ]) {
      const answer = (await customerPost(projectId, body)) as Reply;
      expect(answer.init.status).toBe(400);
      expect(answer.data.refusal?.message).toBe(
        "Punktet mangler. Trykk et sted i bildet for å plassere kommentaren.",
      );
    }
    expect(await prisma.feedbackPin.count({ where: { imageId: image.id } })).toBe(before);
  });

  it("an unknown or malformed project id is the ordinary 404, and nothing is stored", async () => {
    const before = await prisma.feedbackComment.count();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "ikke-et-prosjekt"]) {
      const answer = (await customerPost(id, {
        intent: "reply",
        pinId: "x",
        body: "Hei",
      })) as Response;
      expect(answer.status).toBe(404);
    }
    expect(await prisma.feedbackComment.count()).toBe(before);
  });

  it("an oversized form is refused without being read to the end", async () => {
    const answer = (await customerPost(
      projectId,
      `intent=reply&body=${"x".repeat(70_000)}`,
    )) as Reply;
    expect(answer.init.status).toBe(400);
    expect(answer.data.formError).toBe(
      "Skjemaet kunne ikke leses. Last siden på nytt og prøv igjen.",
    );
  });

  it("posts to an unknown project count as guesses; posts to the customer's own do not", async () => {
    const visitor = freshContext();
    const status = (answer: unknown) =>
      answer instanceof Response ? answer.status : (answer as Reply).init.status;
    const reply = { intent: "reply", pinId: "x", body: "Hei" };
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      guesses.push(status(await customerPost(newCapabilityId(), reply, visitor)));
    }
    expect(guesses).toEqual([...Array<number>(8).fill(404), 429]);
    // The same address keeps its own project: a refused reply is the form's 400, not a 429.
    expect(status(await customerPost(projectId, reply, visitor))).toBe(400);
  });
});

describe("staff put out the final files", () => {
  async function uploadDelivery(id: string) {
    const form = new FormData();
    form.append(
      "filer",
      new File(["%PDF-1.7\n%ferdig\n"], "Stue-4K.pdf", { type: "application/pdf" }),
    );
    const request = await staffRequest(`/admin/kundeprosjekter/${id}/levering`, {
      method: "POST",
      body: form,
    });
    const answer = expectRedirect(
      await settle(() => deliveryRoute.action({ request, params: { id }, context: staffContext })),
      `/admin/kundeprosjekter/${id}`,
    );
    const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const { toast } = await getToast(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
    return toast;
  }

  const deliveryFiles = (id: string) =>
    prisma.customerProjectFile.findMany({ where: { projectId: id, delivery: true } });

  it("are refused before the customer has approved a round, with nothing stored or shown", async () => {
    const project = await createProject("Ikke godkjent");
    await prisma.feedbackRound.create({ data: { projectId: project.id, number: 1 } });
    const storedBefore = (await getStorage().list("customer_project_files/")).length;

    const toast = await uploadDelivery(project.id);
    expect(toast).toMatchObject({
      type: "error",
      title: "Opplastingen ble ikke lagret",
      description:
        "Ferdige filer kan lastes opp når kunden har godkjent en runde. Til da deler dere utkast som en ny runde.",
    });
    expect(await deliveryFiles(project.id)).toEqual([]);
    expect((await getStorage().list("customer_project_files/")).length).toBe(storedBefore);
    const page = (await settle(() =>
      projectRoute.loader({
        request: new Request(`http://localhost/prosjekt/${project.id}`),
        params: { projectId: project.id },
        context: freshContext(),
      }),
    )) as { deliveryFiles: unknown[] };
    expect(page.deliveryFiles).toEqual([]);
  });

  it("are put out once the customer has approved, and the customer sees them", async () => {
    const project = await createProject("Godkjent");
    await prisma.feedbackRound.create({ data: { projectId: project.id, number: 1 } });
    expectRedirect(
      await customerPost(project.id, { intent: "approve", round: "1", name: "Kari Kunde" }),
      `/prosjekt/${project.id}#godkjenning-tittel`,
    );

    expect(await uploadDelivery(project.id)).toMatchObject({
      type: "success",
      title: "De ferdige filene er lagt ut",
    });
    expect((await deliveryFiles(project.id)).map((file) => file.originalName)).toEqual([
      "Stue-4K.pdf",
    ]);
    const page = (await settle(() =>
      projectRoute.loader({
        request: new Request(`http://localhost/prosjekt/${project.id}`),
        params: { projectId: project.id },
        context: freshContext(),
      }),
    )) as { deliveryFiles: { name: string }[] };
    expect(page.deliveryFiles.map((file) => file.name)).toEqual([
      expect.stringMatching(/^Stue-4K\.pdf/),
    ]);
  });

  it("come as one ZIP for the project's link only: a guessed id is a counted miss, a project without files a plain 404", async () => {
    const zipFor = (id: string, context = freshContext()) =>
      settle(() =>
        zipRoute.loader({
          request: new Request(`http://localhost/prosjekt/${id}/ferdige-filer.zip`),
          params: { projectId: id },
          context,
        }),
      ) as Promise<Response>;
    const delivered = await prisma.customerProjectFile.findFirstOrThrow({
      where: { delivery: true, project: { projectName: "Godkjent" } },
    });
    const zip = await zipFor(delivered.projectId);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    expect(zip.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await zip.arrayBuffer()).includes("Stue-4K.pdf")).toBe(true);

    // The honest customer of a project with nothing delivered yet is never counted as a guesser.
    const honest = freshContext();
    const empty = await createProject("Uten leveranse");
    for (let press = 0; press < 10; press++)
      expect((await zipFor(empty.id, honest)).status).toBe(404);
    expect((await zipFor(delivered.projectId, honest)).status).toBe(200);

    const guesser = freshContext();
    const guesses = [];
    for (let guess = 0; guess < 9; guess++)
      guesses.push((await zipFor(newCapabilityId(), guesser)).status);
    expect(guesses).toEqual([...Array<number>(8).fill(404), 429]);
  });
});
