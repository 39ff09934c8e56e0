import path from "node:path";
import { getConfig } from "~/config/index.server";
import { createEmlTransport } from "./eml.server";
import type { MailTransport } from "./message";
import { createSendgridTransport } from "./sendgrid.server";

export type { MailAttachment, MailTransport } from "./message";

/**
 * SendGrid when SENDGRID_API_KEY is set, otherwise .eml files in $DATA_DIR/mail.
 * App code does not call this to send: it enqueues through ./outbox.server, which does.
 */
function createMailerFromConfig(config = getConfig()): MailTransport {
  return config.SENDGRID_API_KEY
    ? createSendgridTransport({ apiKey: config.SENDGRID_API_KEY, apiUrl: config.SENDGRID_API_URL })
    : createEmlTransport(path.join(config.DATA_DIR, "mail"));
}

let mailer: MailTransport | undefined;

export function getMailer() {
  mailer ??= createMailerFromConfig();
  return mailer;
}
