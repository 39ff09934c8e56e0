import { describe, expect, it } from "vitest";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { serverDatabaseKinds } from "./support/databases";
import {
  fetchFormToken,
  heldEnquiryBody,
  postStream,
  uploadsInFlight,
  waitFor,
} from "./support/forms";
import { outboxRunsPassed, startProductionServer } from "./support/production-server";

describe.each(serverDatabaseKinds())("avslutning ($name)", ({ skipReason, create }) => {
  it.skipIf(skipReason)(
    "SIGTERM lets an upload in flight finish, refuses new connections, stops the outbox and exits 0; its e-mails are sent once each",
    async () => {
      const database = await create();
      const capture = await startSendgridCapture();
      const env = {
        ...database.env,
        SENDGRID_API_KEY: "SG.reliability",
        SENDGRID_API_URL: capture.url,
      };
      let server = await startProductionServer({ dataDir: database.dataDir, env });
      try {
        const token = await fetchFormToken(server.url);
        const upload = heldEnquiryBody(token, 1, [], { name: "tegning.pdf", bytes: 256 * 1024 });
        const inFlight = postStream(`${server.url}/kontakt`, upload);
        await waitFor(
          "at serveren tar imot tegningen",
          async () => uploadsInFlight(server.dataDir).length === 1,
        );
        server.child.kill("SIGTERM");
        await waitFor("at serveren har fått SIGTERM", async () =>
          server.output().includes("SIGTERM mottatt"),
        );
        await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
        upload.finish();

        const response = await inFlight;
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe("/takk");
        expect(await server.exited).toBe(0);
        const enquiry = await database.db.contactRequest.findFirstOrThrow({
          include: { attachments: true, outbox: true },
        });
        expect(enquiry.attachments).toHaveLength(1);
        expect(enquiry.outbox).toHaveLength(1);
        expect(["pending", "sent"]).toContain(enquiry.outbox[0]!.status);

        server = await startProductionServer({ dataDir: database.dataDir, env });
        await waitFor("e-postene sendt", async () => capture.requests.length >= 2);
        await outboxRunsPassed(server);
        // The staff's notice and the enquirer's receipt, each once.
        const recipients = capture.requests.map(
          (request) =>
            (request.body as { personalizations: { to: { email: string }[] }[] })
              .personalizations[0]!.to[0]!.email,
        );
        expect(recipients).toHaveLength(2);
        expect(new Set(recipients).size).toBe(2);
        expect(recipients).toContain("kunde1@example.com");
      } finally {
        await server.stop();
        await capture.stop();
        await database.drop();
      }
    },
    120_000,
  );
});
