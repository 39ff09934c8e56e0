import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newCapabilityId } from "~/db/index.server";
import { countProjectsWaitingForStaff } from "~/customer-projects/staff.server";
import { sendFeedbackDigests } from "~/customer-projects/feedback-digests.server";
import { saveFeedbackRound, submitFeedback } from "~/customer-projects/feedback.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const STAFF_INBOX = "post@digitalepoteter.example";
const STAFF = "kari@digitalepoteter.example";
const MINUTE = 60_000;

const render = (name: string, width = 1920, height = 1080) => ({
  storageKey: `feedback_rounds/bilde-${newCapabilityId()}.jpg`,
  originalName: name,
  contentType: "image/jpeg",
  size: 1000,
  width,
  height,
});

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `feedback rounds on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let projectId: string;
      let otherProjectId: string;
      const db = () => database.db;

      async function createProject(email: string, projectName: string) {
        const project = await db().customerProject.create({
          data: {
            id: newCapabilityId(),
            contactName: "Kari Kunde",
            email,
            projectName,
            projectType: "leiligheter",
            services: ["3d-visualisering"],
            step: "modellering",
          },
        });
        return project.id;
      }

      async function imageOf(project: string, title: string) {
        return db().feedbackImage.findFirstOrThrow({
          where: { title, round: { projectId: project } },
          orderBy: { createdAt: "desc" },
        });
      }

      const stored = async () => ({
        pins: await db().feedbackPin.count(),
        comments: await db().feedbackComment.count(),
        notices: await db().feedbackNotice.count(),
      });

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => {
        await database?.drop();
      });
      beforeEach(async () => {
        await db().outboxMessage.deleteMany();
        await db().customerProject.deleteMany();
        projectId = await createProject("kari@kunde.example", "Solsiden");
        otherProjectId = await createProject("per@annen.example", "Eikelunden");
        await saveFeedbackRound(
          projectId,
          [render("stue_kveld.jpg"), render("Fasade.png")],
          STAFF,
          db(),
        );
        await saveFeedbackRound(otherProjectId, [render("Hage.jpg")], STAFF, db());
      });

      it("numbers rounds per project, titles images from their file names and moves the project to Tilbakemeldinger", async () => {
        expect(await saveFeedbackRound(projectId, [render("stue_kveld.jpg")], STAFF, db())).toBe(2);
        const rounds = await db().feedbackRound.findMany({
          where: { projectId },
          orderBy: { number: "asc" },
          include: { images: { orderBy: { sortOrder: "asc" } } },
        });
        expect(rounds.map((round) => round.number)).toEqual([1, 2]);
        expect(rounds[0]!.images.map((image) => image.title)).toEqual(["stue kveld", "Fasade"]);
        const project = await db().customerProject.findUniqueOrThrow({ where: { id: projectId } });
        expect(project.step).toBe("tilbakemeldinger");
        // The move is the uploader's, once: the second round finds the project there.
        expect(
          await db().customerProjectStepChange.findMany({
            where: { projectId },
            select: { fromStep: true, step: true, staffEmail: true },
          }),
        ).toEqual([{ fromStep: "modellering", step: "tilbakemeldinger", staffEmail: STAFF }]);
        const notices = await db().feedbackNotice.findMany({ where: { projectId } });
        expect(notices.map((notice) => notice.text)).toContain("Runde 2 er klar: stue kveld.");
      });

      it("stores a pin as fractions with its first comment, numbered per image, and tells staff", async () => {
        const image = await imageOf(projectId, "stue kveld");
        for (const [x, y] of [
          [0.25, 0.5],
          [0, 1],
        ])
          expect(
            await submitFeedback(
              projectId,
              "customer",
              {
                intent: "pin",
                imageId: image.id,
                x: String(x),
                y: String(y),
                body: "Mørkere sofa",
              },
              db(),
            ),
          ).toMatchObject({ status: "saved" });
        const pins = await db().feedbackPin.findMany({
          where: { imageId: image.id },
          orderBy: { number: "asc" },
          include: { comments: true },
        });
        expect(pins.map(({ number, x, y }) => ({ number, x, y }))).toEqual([
          { number: 1, x: 0.25, y: 0.5 },
          { number: 2, x: 0, y: 1 },
        ]);
        expect(pins[0]!.comments).toMatchObject([{ author: "customer", body: "Mørkere sofa" }]);
        const notice = await db().feedbackNotice.findFirstOrThrow({
          where: { recipient: STAFF_INBOX },
        });
        expect(notice.text).toBe(
          "Kunden har kommentert punkt 1 i stue kveld (runde 1): «Mørkere sofa»",
        );
      });

      it("turns a no-script click into fractions of the picker's drawn size", async () => {
        const image = await imageOf(projectId, "stue kveld");
        const pick = (x: number, y: number) =>
          submitFeedback(
            projectId,
            "customer",
            { intent: "pick", imageId: image.id, "spot.x": String(x), "spot.y": String(y) },
            db(),
          );
        // 1920×1080 is drawn 960×540 without script.
        expect(await pick(240, 405)).toEqual({
          status: "pick",
          imageId: image.id,
          x: 0.25,
          y: 0.75,
        });
        expect(await pick(961, 10)).toMatchObject({
          status: "refused",
          message: "Punktet må ligge inne i bildet. Trykk et sted i bildet.",
        });
      });

      it("refuses bad input with a Norwegian message and stores nothing", async () => {
        const image = await imageOf(projectId, "stue kveld");
        const foreign = await imageOf(otherProjectId, "Hage");
        const before = await stored();
        const cases: [Record<string, string>, string][] = [
          [
            { imageId: image.id, x: "1.5", y: "0.5", body: "Utenfor" },
            "Punktet må ligge inne i bildet. Trykk et sted i bildet.",
          ],
          [
            { imageId: image.id, x: "0.5", y: "-0.1", body: "Utenfor" },
            "Punktet må ligge inne i bildet. Trykk et sted i bildet.",
          ],
          [
            { imageId: image.id, x: "NaN", y: "0.5", body: "Tull" },
            "Punktet mangler. Trykk et sted i bildet for å plassere kommentaren.",
          ],
          [
            { imageId: image.id, x: "", y: " ", body: "Ikke i hjørnet" },
            "Punktet mangler. Trykk et sted i bildet for å plassere kommentaren.",
          ],
          [{ imageId: image.id, x: "0.5", y: "0.5", body: "   " }, "Skriv en kommentar."],
          [
            { imageId: image.id, x: "0.5", y: "0.5", body: "x".repeat(2001) },
            "Kommentaren kan være på høyst 2000 tegn.",
          ],
          [
            { imageId: foreign.id, x: "0.5", y: "0.5", body: "Feil prosjekt" },
            "Fant ikke bildet i dette prosjektet. Last siden på nytt og prøv igjen.",
          ],
        ];
        for (const [fields, message] of cases) {
          const outcome = await submitFeedback(
            projectId,
            "customer",
            { intent: "pin", ...fields },
            db(),
          );
          expect(outcome).toMatchObject({ status: "refused", message });
        }
        expect(
          await submitFeedback(
            projectId,
            "customer",
            { intent: "pin", imageId: image.id, x: "0.5", y: "0.5", body: "x".repeat(2000) },
            db(),
          ),
        ).toMatchObject({ status: "saved" });
        expect(await stored()).toEqual({
          ...before,
          pins: before.pins + 1,
          comments: before.comments + 1,
          notices: before.notices + 1,
        });
      });

      it("lets staff answer and resolve, tells the customer, and keeps those powers from the customer", async () => {
        const image = await imageOf(projectId, "Fasade");
        await submitFeedback(
          projectId,
          "customer",
          { intent: "pin", imageId: image.id, x: "0.1", y: "0.2", body: "Mer lys" },
          db(),
        );
        const pin = await db().feedbackPin.findFirstOrThrow({ where: { imageId: image.id } });
        expect(
          await submitFeedback(projectId, "customer", { intent: "resolve", pinId: pin.id }, db()),
        ).toMatchObject({ status: "refused" });
        expect(
          await submitFeedback(otherProjectId, "staff", { intent: "resolve", pinId: pin.id }, db()),
        ).toMatchObject({ status: "refused" });
        expect(
          (await db().feedbackPin.findUniqueOrThrow({ where: { id: pin.id } })).resolvedAt,
        ).toBeNull();

        await submitFeedback(
          projectId,
          "staff",
          { intent: "reply", pinId: pin.id, body: "Fikset i neste runde." },
          db(),
        );
        await submitFeedback(projectId, "staff", { intent: "resolve", pinId: pin.id }, db());
        const resolved = await db().feedbackPin.findUniqueOrThrow({
          where: { id: pin.id },
          include: { comments: { orderBy: { createdAt: "asc" } } },
        });
        expect(resolved.resolvedAt).not.toBeNull();
        expect(resolved.comments.map((comment) => comment.author)).toEqual(["customer", "staff"]);
        const customerNotices = await db().feedbackNotice.findMany({
          where: { recipient: "kari@kunde.example" },
          orderBy: { createdAt: "asc" },
        });
        expect(customerNotices.map((notice) => notice.text)).toContain(
          "Vi har svart på punkt 1 i Fasade (runde 1).",
        );
      });

      it("approves only the newest round, once, recording who and when and moving to Levering", async () => {
        await saveFeedbackRound(projectId, [render("Fasade.png")], STAFF, db());
        const approve = (round: string, name = "Kari Kunde", author = "customer" as const) =>
          submitFeedback(projectId, author, { intent: "approve", round, name }, db());
        expect(await approve("1")).toMatchObject({
          status: "refused",
          message: "Bare den nyeste runden kan godkjennes. Last siden på nytt.",
        });
        expect(await approve("2", "K")).toMatchObject({
          status: "refused",
          message: "Skriv navnet ditt (2–200 tegn).",
        });
        expect(
          await submitFeedback(
            projectId,
            "staff",
            { intent: "approve", round: "2", name: "Ansatt" },
            db(),
          ),
        ).toMatchObject({ status: "refused" });
        expect(
          (await db().customerProject.findUniqueOrThrow({ where: { id: projectId } })).approvedAt,
        ).toBeNull();

        expect(await approve("2")).toMatchObject({ status: "saved" });
        expect(await approve("2", "Noen Andre")).toMatchObject({
          status: "refused",
          message: "Prosjektet er allerede godkjent.",
        });
        const project = await db().customerProject.findUniqueOrThrow({ where: { id: projectId } });
        expect(project).toMatchObject({
          approvedBy: "Kari Kunde",
          approvedRound: 2,
          step: "levering",
        });
        expect(project.approvedAt).toBeInstanceOf(Date);
        // The customer moved it: the record names no staff member.
        expect(
          await db().customerProjectStepChange.findFirst({
            where: { projectId, step: "levering" },
            select: { fromStep: true, staffEmail: true },
          }),
        ).toEqual({ fromStep: "tilbakemeldinger", staffEmail: null });
        // Staff hear of it at once, in a mail of its own, not as a line in the next digest.
        const approvals = await db().outboxMessage.findMany({
          where: { to: STAFF_INBOX, subject: { startsWith: "Godkjent:" } },
        });
        expect(approvals).toHaveLength(1);
        expect(approvals[0]!.subject).toBe(`Godkjent: ${project.projectName}, runde 2`);
        expect(approvals[0]!.text.split("\n")[0]).toBe(
          `Kunden har godkjent runde 2 av ${project.projectName}.`,
        );
        expect(approvals[0]!.text).toContain("Godkjent av: Kari Kunde");
        expect(approvals[0]!.text).toContain(`/admin/kundeprosjekter/${projectId}`);
        expect(
          await db().feedbackNotice.count({
            where: { recipient: STAFF_INBOX, text: { contains: "godkjent" } },
          }),
        ).toBe(0);
      });

      it("counts projects waiting for staff: the customer has the last word on an open pin, or approval without final files", async () => {
        expect(await countProjectsWaitingForStaff(db())).toBe(0);
        const image = await imageOf(projectId, "Fasade");
        await submitFeedback(
          projectId,
          "customer",
          { intent: "pin", imageId: image.id, x: "0.5", y: "0.5", body: "Mer lys" },
          db(),
        );
        expect(await countProjectsWaitingForStaff(db())).toBe(1);
        const pin = await db().feedbackPin.findFirstOrThrow({ where: { imageId: image.id } });
        await submitFeedback(
          projectId,
          "staff",
          { intent: "reply", pinId: pin.id, body: "Ja." },
          db(),
        );
        expect(await countProjectsWaitingForStaff(db())).toBe(0);

        await submitFeedback(
          otherProjectId,
          "customer",
          { intent: "approve", round: "1", name: "Per Annen" },
          db(),
        );
        expect(await countProjectsWaitingForStaff(db())).toBe(1);
        await db().customerProjectFile.create({
          data: {
            projectId: otherProjectId,
            storageKey: `customer_project_files/fil-${newCapabilityId()}.pdf`,
            originalName: "ferdig.pdf",
            contentType: "application/pdf",
            size: 10,
            delivery: true,
          },
        });
        expect(await countProjectsWaitingForStaff(db())).toBe(0);
      });

      it("batches notices: at most one e-mail per recipient per 10 minutes", async () => {
        const start = new Date("2026-11-25T10:00:00Z");
        const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
        const send = (minutes: number) =>
          sendFeedbackDigests({ db: db(), now: at(minutes), windowSeconds: 600 });
        const mailsTo = (to: string) =>
          db().outboxMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

        // Both projects' first rounds wait: one mail to each customer.
        expect(await send(0)).toBe(2);
        const [first] = await mailsTo("kari@kunde.example");
        expect(first!.subject).toBe("Nytt i tilbakemeldingene for Solsiden");
        expect(first!.text).toContain("- Runde 1 er klar: stue kveld, Fasade.");
        expect(first!.text).toContain(`/prosjekt/${projectId}`);

        const image = await imageOf(projectId, "Fasade");
        await submitFeedback(
          projectId,
          "customer",
          { intent: "pin", imageId: image.id, x: "0.5", y: "0.5", body: "Mer lys" },
          db(),
        );
        const pin = await db().feedbackPin.findFirstOrThrow({ where: { imageId: image.id } });
        await submitFeedback(
          projectId,
          "staff",
          { intent: "reply", pinId: pin.id, body: "Ja." },
          db(),
        );
        expect(await send(1)).toBe(1);
        await saveFeedbackRound(projectId, [render("Fasade.png")], STAFF, db());
        expect(await send(5)).toBe(0);
        expect(await send(9)).toBe(0);
        expect(await mailsTo("kari@kunde.example")).toHaveLength(1);

        expect(await send(10)).toBe(1);
        const customerMails = await mailsTo("kari@kunde.example");
        expect(customerMails).toHaveLength(2);
        expect(customerMails[1]!.text).toContain("- Vi har svart på punkt 1 i Fasade (runde 1).");
        expect(customerMails[1]!.text).toContain("- Runde 2 er klar: Fasade.");

        const [staffMail] = await mailsTo(STAFF_INBOX);
        expect(staffMail!.subject).toBe("Ny tilbakemelding fra en kunde");
        expect(staffMail!.text).toContain(`/admin/kundeprosjekter/${projectId}`);
        expect(staffMail!.text).toContain("«Mer lys»");
        expect(await send(30)).toBe(0);
      });

      it("caps the staff digest at 20 notices with how many more and where to read them", async () => {
        const start = new Date("2026-11-26T10:00:00Z");
        const send = (minutes: number) =>
          sendFeedbackDigests({
            db: db(),
            now: new Date(start.getTime() + minutes * MINUTE),
            windowSeconds: 600,
          });
        await send(0); // the rounds' notices to the customers
        // A flood: 85 long comments on one project and 5 on another, waiting for one digest.
        const comment = (index: number) =>
          `Kunden har kommentert punkt ${index + 1} i Fasade (runde 1): «${"Mørkere. ".repeat(220)}»`;
        await db().feedbackNotice.createMany({
          data: Array.from({ length: 90 }, (_, index) => ({
            recipient: STAFF_INBOX,
            projectId: index < 85 ? projectId : otherProjectId,
            text: comment(index),
            createdAt: new Date(start.getTime() + index),
          })),
        });
        expect(await send(1)).toBe(1);
        const [flooded] = await db().outboxMessage.findMany({ where: { to: STAFF_INBOX } });
        const lines = flooded!.text.split("\n");
        expect(lines.filter((line) => line.startsWith("- Kunden har kommentert"))).toHaveLength(20);
        expect(Buffer.byteLength(flooded!.text)).toBeLessThan(10_000);
        expect(flooded!.text).toContain(
          `… og 65 til. Les alle i prosjektet: http://localhost:3000/admin/kundeprosjekter/${projectId}`,
        );
        expect(flooded!.text).toContain(
          "Og 5 til fra ett prosjekt som ikke fikk plass her. Se alle kundeprosjektene: http://localhost:3000/admin/kundeprosjekter",
        );
        expect(flooded!.text).not.toContain(otherProjectId);
        // Every notice was reported, so none comes back in the next digest.
        expect(await db().feedbackNotice.count({ where: { mailedAt: null } })).toBe(0);

        // An ordinary digest is whole: every line, nothing cut, no count.
        await db().feedbackNotice.createMany({
          data: ["«Lysere gulv»", "«Fint!»"].map((quote, index) => ({
            recipient: STAFF_INBOX,
            projectId: index ? otherProjectId : projectId,
            text: `Kunden har kommentert punkt 1 i Fasade (runde 1): ${quote}`,
          })),
        });
        expect(await send(11)).toBe(1);
        const ordinary = (
          await db().outboxMessage.findMany({
            where: { to: STAFF_INBOX },
            orderBy: { createdAt: "asc" },
          })
        )[1]!.text;
        expect(ordinary).toContain("«Lysere gulv»");
        expect(ordinary).toContain("«Fint!»");
        expect(ordinary).toContain(`/admin/kundeprosjekter/${otherProjectId}`);
        expect(ordinary).not.toMatch(/Les alle|fikk plass|…/);
      });
    },
  );
}
