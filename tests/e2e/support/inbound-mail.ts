/** The secret the test server's webhook takes (INBOUND_MAIL_SECRET in playwright.config.ts). */
const inboundSecret = "e2e-inbound-mail-secret-0123456789";

/** A mail as SendGrid Inbound Parse posts it to the site's webhook. */
export function postInboundMail(
  siteURL: string,
  mail: {
    from: string;
    to: string;
    headers: string;
    text: string;
    file?: { name: string; bytes: Buffer };
  },
) {
  const form = new FormData();
  form.append("headers", mail.headers);
  form.append("to", mail.to);
  form.append("from", mail.from);
  form.append("subject", "Re: Svar på forespørselen din");
  form.append("text", mail.text);
  form.append("envelope", JSON.stringify({ to: [mail.to], from: mail.from }));
  form.append("attachments", mail.file ? "1" : "0");
  form.append(
    "attachment-info",
    JSON.stringify(
      mail.file ? { attachment1: { filename: mail.file.name, type: "application/pdf" } } : {},
    ),
  );
  if (mail.file)
    form.append(
      "attachment1",
      new Blob([new Uint8Array(mail.file.bytes)], { type: "application/pdf" }),
      mail.file.name,
    );
  return fetch(new URL("/webhooks/inbound-mail", siteURL), {
    method: "POST",
    body: form,
    headers: {
      Authorization: `Basic ${Buffer.from(`sendgrid:${inboundSecret}`).toString("base64")}`,
    },
  });
}
