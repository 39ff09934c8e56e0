import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import MailComposer from "nodemailer/lib/mail-composer";
import type { MailTransport } from "./message";

/**
 * The embedded default: every message becomes an RFC 5322 .eml file in `dir`, complete with
 * headers and attachments, so it can be opened in any mail program. Written under a temporary
 * name and renamed, so a reader never sees half a message.
 */
export function createEmlTransport(dir: string): MailTransport {
  return {
    name: "eml",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const tmpFile = path.join(dir, `.${name}.tmp`);
      const composer = new MailComposer({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((attachment) => ({ ...attachment })),
      });
      try {
        await pipeline(composer.compile().createReadStream(), createWriteStream(tmpFile));
        await rename(tmpFile, path.join(dir, name));
      } catch (error) {
        await rm(tmpFile, { force: true });
        throw error;
      }
    },
  };
}
