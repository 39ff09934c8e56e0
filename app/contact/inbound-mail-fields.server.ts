import sanitizeHtml from "sanitize-html";
import { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "~/forms";
import { newMessageId } from "./thread.server";

/*
 * What a SendGrid Inbound Parse post says about its mail: from, to, subject, text, html,
 * headers (the raw header block), envelope (JSON); the files come as attachment1, attachment2,
 * … (decision 238). Every field may be missing from a post that broke off (decision 293).
 */

const MESSAGE_IDS = /<[^<>\s]{1,250}>/g;

/** Inbound HTML is shown to staff only as this: text, structure and plain links (decision 239). */
const inboundHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
  // The transform's rel and target must be allowed too, or the filter after it drops them;
  // the sender's own values never reach the filter, the transform replaces them.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "title", "head"],
};

export type InboundMail = ReturnType<typeof readMail>;

/** Whether a post that broke off brought anything a person could read. */
export function hasMailFields(fields: FormData) {
  return ["headers", "from", "to", "text", "html"].some((name) => fields.get(name));
}

export function readMail(fields: FormData) {
  const field = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const headers = unfoldHeaders(field("headers"));
  // The header block comes first, so a post cut short still says who wrote and about what.
  const oneLine = (name: string, max: number) =>
    withoutInvisibleCharacters(field(name).trim() || headerValue(headers, name)).slice(0, max);
  const html = field("html").trim();
  const cleanHtml = html ? sanitizeHtml(html, inboundHtmlPolicy).trim() : "";
  const text =
    field("text").trim() ||
    (html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }) : "");
  const ownMessageId = headerValue(headers, "message-id").match(MESSAGE_IDS)?.[0] ?? null;
  return {
    from: oneLine("from", 500),
    to: oneLine("to", 1000),
    envelopeTo: envelopeRecipients(field("envelope")),
    subject: oneLine("subject", 500),
    text: linesWithoutInvisibleCharacters(text.trim()),
    html: cleanHtml || null,
    /** The sender's Message-ID, by which a replayed post is known; null when it had none. */
    ownMessageId,
    messageId: ownMessageId ?? newMessageId(),
    inReplyTo: headerValue(headers, "in-reply-to").match(MESSAGE_IDS)?.[0] ?? null,
    references: [
      ...(headerValue(headers, "in-reply-to").match(MESSAGE_IDS) ?? []),
      ...(headerValue(headers, "references").match(MESSAGE_IDS) ?? []),
    ],
  };
}

/** The bare address in a From field ("Kari <kari@x.no>" or "kari@x.no"), lower-cased. */
export function senderAddress(from: string) {
  return (from.match(/<([^<>]+)>/)?.[1] ?? from).trim().toLowerCase();
}

/** Header lines with their continuations joined, so a folded References reads as one. */
function unfoldHeaders(block: string) {
  return block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

function headerValue(lines: string[], name: string) {
  const prefix = `${name}:`;
  const line = lines.find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line ? line.slice(prefix.length).trim() : "";
}

function envelopeRecipients(envelope: string): string[] {
  try {
    const parsed: unknown = JSON.parse(envelope);
    const to = (parsed as { to?: unknown }).to;
    return Array.isArray(to)
      ? to.filter((entry): entry is string => typeof entry === "string")
      : [];
  } catch {
    return [];
  }
}
