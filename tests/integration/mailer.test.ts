import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmlTransport } from "~/mail/eml.server";
import type { MailMessage } from "~/mail/message";
import { createSendgridTransport } from "~/mail/sendgrid.server";
import { bodyText, readEml } from "../support/eml";
import { startSendgridCapture } from "../support/sendgrid-capture";

const drawing = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3000, 7)]);

function enquiryEmail(): MailMessage {
  return {
    to: "post@digitalepoteter.example",
    from: "nettside@digitalepoteter.example",
    replyTo: "kari@eiendom.example",
    subject: "Ny forespørsel fra Kari Nordmann – Bølgen på Å",
    text: "Hei!\nVi ønsker illustrasjoner av 12 leiligheter på Ålesund-kaia.",
    html: "<p>Hei!</p><p>Vi ønsker illustrasjoner av 12 leiligheter på Ålesund-kaia.</p>",
    headers: { "X-Entity-Ref-ID": "foresporsel-abc123" },
    attachments: [
      {
        filename: "Plantegning æøå.pdf",
        contentType: "application/pdf",
        content: drawing,
      },
    ],
  };
}

describe("eml transport", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "mail-test-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes one complete RFC 5322 message with headers, both bodies and the attachment", async () => {
    await createEmlTransport(dir).send(enquiryEmail());
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dir, files[0]!), "utf8");
    const { headers, parts } = readEml(raw);
    expect(headers.get("from")).toBe("nettside@digitalepoteter.example");
    expect(headers.get("to")).toBe("post@digitalepoteter.example");
    expect(headers.get("reply-to")).toBe("kari@eiendom.example");
    expect(headers.get("subject")).toBe("Ny forespørsel fra Kari Nordmann – Bølgen på Å");
    expect(headers.get("message-id")).toMatch(/^<.+@.+>$/);
    expect(headers.get("date")).toBeTruthy();
    expect(headers.get("mime-version")).toBe("1.0");

    const text = parts.find((part) => part.headers.get("content-type")?.startsWith("text/plain"));
    const html = parts.find((part) => part.headers.get("content-type")?.startsWith("text/html"));
    const attachment = parts.find((part) =>
      part.headers.get("content-disposition")?.startsWith("attachment"),
    );
    expect(bodyText(text)).toBe(enquiryEmail().text);
    expect(bodyText(html)).toBe(enquiryEmail().html);
    expect(attachment?.headers.get("content-type")).toMatch(/^application\/pdf/);
    // RFC 2231 parameter encoding: utf-8'' followed by percent-encoded bytes.
    expect(decodeURIComponent(attachment?.headers.get("content-disposition") ?? "")).toContain(
      "Plantegning æøå.pdf",
    );
    expect(attachment?.body.equals(drawing)).toBe(true);
  });
});

describe("SendGrid transport (real @sendgrid/mail client, local capture server)", () => {
  let capture: Awaited<ReturnType<typeof startSendgridCapture>>;
  beforeAll(async () => {
    capture = await startSendgridCapture();
  });
  afterAll(async () => capture.stop());

  it("posts the JSON SendGrid's v3 mail send expects", async () => {
    await createSendgridTransport({ apiKey: "SG.test-key", apiUrl: capture.url }).send(
      enquiryEmail(),
    );
    expect(capture.requests).toHaveLength(1);
    const [request] = capture.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v3/mail/send");
    expect(request?.headers.authorization).toBe("Bearer SG.test-key");
    expect(request?.body).toEqual({
      from: { email: "nettside@digitalepoteter.example" },
      reply_to: { email: "kari@eiendom.example" },
      subject: "Ny forespørsel fra Kari Nordmann – Bølgen på Å",
      personalizations: [{ to: [{ email: "post@digitalepoteter.example" }] }],
      content: [
        { type: "text/plain", value: enquiryEmail().text },
        { type: "text/html", value: enquiryEmail().html },
      ],
      headers: { "X-Entity-Ref-ID": "foresporsel-abc123" },
      attachments: [
        {
          content: drawing.toString("base64"),
          filename: "Plantegning æøå.pdf",
          type: "application/pdf",
          disposition: "attachment",
        },
      ],
    });
  });

  it("fails the send when SendGrid answers 500", async () => {
    capture.setFailing(true);
    try {
      await expect(
        createSendgridTransport({ apiKey: "SG.test-key", apiUrl: capture.url }).send(
          enquiryEmail(),
        ),
      ).rejects.toThrow();
    } finally {
      capture.setFailing(false);
    }
  });
});
