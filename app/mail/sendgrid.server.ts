import { MailService } from "@sendgrid/mail";
import type { MailTransport } from "./message";

export type SendgridOptions = {
  apiKey: string;
  /** Only for tests: a local server standing in for https://api.sendgrid.com/. */
  apiUrl?: string;
};

/** SendGrid's v3 mail send. Its JSON API needs each attachment whole, as base64. */
export function createSendgridTransport({ apiKey, apiUrl }: SendgridOptions): MailTransport {
  const service = new MailService();
  service.setApiKey(apiKey);
  if (apiUrl) {
    (
      service as unknown as { client: { setDefaultRequest(key: "baseUrl", value: string): void } }
    ).client.setDefaultRequest("baseUrl", apiUrl);
  }
  service.setTimeout(60_000);
  return {
    name: "sendgrid",
    async send(message) {
      const attachments = (message.attachments ?? []).map((attachment) => ({
        content: attachment.content.toString("base64"),
        filename: attachment.filename,
        type: attachment.contentType,
        disposition: "attachment",
      }));
      await service.send({
        to: message.to,
        from: message.from,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: attachments.length ? attachments : undefined,
      });
    },
  };
}
