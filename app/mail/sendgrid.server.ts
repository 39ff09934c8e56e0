import type { MailService as MailServiceClass } from "@sendgrid/mail";
import type { MailTransport } from "./message";

export type SendgridOptions = {
  apiKey: string;
  /** Only for tests: a local server standing in for https://api.sendgrid.com/. */
  apiUrl?: string;
};

/** SendGrid's v3 mail send. Its JSON API needs each attachment whole, as base64. */
export function createSendgridTransport(options: SendgridOptions): MailTransport {
  let connecting: Promise<MailServiceClass> | undefined;
  return {
    name: "sendgrid",
    async send(message) {
      connecting ??= connect(options);
      const service = await connecting;
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

/**
 * The client is imported at the first send: importing it took about 0.1 s at every start and
 * in every test file that reaches the mailer, though a site writing .eml files never uses it.
 */
async function connect({ apiKey, apiUrl }: SendgridOptions) {
  // The package sets MailService on its CommonJS exports; its types declare it only as a named
  // export of the static form.
  const { MailService } = (await import("@sendgrid/mail")) as unknown as {
    MailService: typeof MailServiceClass;
  };
  const service = new MailService();
  service.setApiKey(apiKey);
  if (apiUrl) {
    (
      service as unknown as { client: { setDefaultRequest(key: "baseUrl", value: string): void } }
    ).client.setDefaultRequest("baseUrl", apiUrl);
  }
  service.setTimeout(60_000);
  return service;
}
