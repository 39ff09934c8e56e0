import { getConfig } from "~/config/index.server";
import { createEmlTransport } from "./eml.server";
import { localMailDir } from "./local-mails.server";
import type { MailTransport } from "./message";
import type { SendgridOptions } from "./sendgrid.server";

export type { MailAttachment, MailTransport } from "./message";

/**
 * SendGrid when SENDGRID_API_KEY is set, otherwise .eml files in $DATA_DIR/mail.
 * App code does not call this to send: it enqueues through ./outbox.server, which does.
 */
function createMailerFromConfig(config = getConfig()): MailTransport {
  return config.SENDGRID_API_KEY
    ? deferredSendgridTransport({
        apiKey: config.SENDGRID_API_KEY,
        apiUrl: config.SENDGRID_API_URL,
      })
    : createEmlTransport(localMailDir(config));
}

/**
 * SendGrid's client, imported at the first send, as storage does with S3: importing it took
 * about 0.1 s at every start and in every test file that reaches the mailer, though a site
 * writing .eml files never uses it.
 */
function deferredSendgridTransport(options: SendgridOptions): MailTransport {
  let loading: Promise<MailTransport> | undefined;
  const sendgrid = () =>
    (loading ??= import("./sendgrid.server").then(({ createSendgridTransport }) =>
      createSendgridTransport(options),
    ));
  return { name: "sendgrid", send: async (message) => (await sendgrid()).send(message) };
}

let mailer: MailTransport | undefined;

export function getMailer() {
  mailer ??= createMailerFromConfig();
  return mailer;
}
