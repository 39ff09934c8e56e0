/**
 * Reads back the .eml files the mailer writes, enough to check what a mail program would show:
 * unfolded headers with RFC 2047 words decoded, and each MIME leaf part decoded.
 */
export type EmlPart = { headers: Map<string, string>; body: Buffer };

function decodeWords(value: string) {
  return value.replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
  );
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < unwrapped.length; index++) {
    const char = unwrapped[index]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(unwrapped.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(unwrapped.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function splitEntity(raw: string) {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function leafParts(raw: string): EmlPart[] {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leafParts(part.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : Buffer.from(body);
  return [{ headers, body: decoded }];
}

/** Mail bodies travel with CRLF line ends; compare them as the text the sender wrote. */
export function bodyText(part: EmlPart | undefined) {
  return part?.body.toString("utf8").replace(/\r\n/g, "\n");
}

export function readEml(raw: string) {
  const { headers } = splitEntity(raw);
  return { headers, parts: leafParts(raw) };
}
