import { describe, expect, it } from "vitest";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { serverDatabaseKinds } from "./support/databases";
import { enquiryForm, fetchFormToken, inPool, sendEnquiry, waitFor } from "./support/forms";
import {
  outboxRunsPassed,
  type RunningServer,
  startProductionServer,
} from "./support/production-server";

const enquiries = 100;
/** Each enquiry mails the studio, and the enquirer a receipt. */
const mails = 2 * enquiries;

type MailBody = { subject: string; content: { type: string; value: string }[] };

describe.each(serverDatabaseKinds())(
  "e-post under utfall hos SendGrid ($name)",
  ({ name, skipReason, create }) => {
    // On PostgreSQL two server processes share the database and the outbox, as behind a load balancer.
    const processes = name === "PostgreSQL" ? 2 : 1;

    it.skipIf(skipReason)(
      `keeps all ${enquiries} enquiries while mail fails and sends each e-mail once after recovery (${processes} server process${processes > 1 ? "es" : ""})`,
      async () => {
        const database = await create();
        const capture = await startSendgridCapture();
        capture.setFailing(true);
        const servers: RunningServer[] = [];
        try {
          const env = {
            ...database.env,
            SENDGRID_API_KEY: "SG.reliability",
            SENDGRID_API_URL: capture.url,
          };
          for (let i = 0; i < processes; i++) {
            servers.push(await startProductionServer({ dataDir: database.dataDir, env }));
          }
          const token = await fetchFormToken(servers[0]!.url);
          const statuses = await inPool([...Array(enquiries).keys()], 10, async (index) => {
            const server = servers[index % servers.length]!;
            return (await sendEnquiry(server.url, enquiryForm(token, index))).status;
          });
          expect(statuses.filter((status) => status !== 303)).toEqual([]);
          expect(await database.db.contactRequest.count()).toBe(enquiries);

          await waitFor("ett mislykket forsøk på hver e-post", async () => {
            const tried = await database.db.outboxMessage.count({
              where: { attempts: { gte: 1 } },
            });
            return tried === mails;
          });
          expect(capture.requests).toEqual([]);

          capture.setFailing(false);
          // The first retry is due a minute after a failure; move that minute along instead of waiting it out.
          await database.db.outboxMessage.updateMany({ data: { nextAttemptAt: new Date() } });
          await waitFor(
            "alle e-postene levert",
            async () => capture.requests.length >= mails,
            60_000,
          );
          await outboxRunsPassed(...servers);

          const subjects = capture.requests.map((request) => (request.body as MailBody).subject);
          expect(subjects).toHaveLength(mails);
          const receipts = subjects.filter((subject) => subject.startsWith("Vi har fått"));
          expect(receipts).toHaveLength(enquiries);
          expect(new Set(subjects).size).toBe(enquiries + 1);
          const messages = capture.requests.map(
            (request) => (request.body as MailBody).content[0]!.value,
          );
          for (let index = 0; index < enquiries; index++) {
            expect(
              messages.filter((text) => text.includes(`Henvendelse nummer ${index} om`)),
            ).toHaveLength(1);
          }
          expect(await database.db.outboxMessage.count({ where: { status: "sent" } })).toBe(mails);
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
          await capture.stop();
          await database.drop();
        }
      },
      180_000,
    );
  },
);
