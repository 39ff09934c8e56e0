export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
};

export type MailMessage = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

export interface MailTransport {
  readonly name: "eml" | "sendgrid";
  send(message: MailMessage): Promise<void>;
}
