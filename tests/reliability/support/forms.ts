import { readdirSync } from "node:fs";
import path from "node:path";
import { vi } from "vitest";
import { HONEYPOT_FIELD, FORM_TOKEN_FIELD } from "~/spam-guard";

/** A form token as the contact page hands it out; the servers share TEST_SESSION_SECRET. */
export async function fetchFormToken(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/kontakt`)).text();
  const token = html.match(/name="skjemaToken" value="([^"]+)"/)?.[1];
  if (!token) throw new Error("Kontaktsiden hadde ikke noe skjemaToken");
  return token;
}

export const pdfBytes = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  return bytes;
};

export function enquiryForm(
  token: string,
  index: number,
  files: { name: string; bytes: Uint8Array }[] = [],
) {
  const form = new FormData();
  form.set("name", `Kunde ${index}`);
  form.set("email", `kunde${index}@example.com`);
  form.set("phone", "+47 400 00 000");
  form.set("message", `Henvendelse nummer ${index} om en leilighet.`);
  form.set(FORM_TOKEN_FIELD, token);
  form.set(HONEYPOT_FIELD, "");
  for (const file of files) {
    form.append(
      "attachments",
      new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }),
      file.name,
    );
  }
  return form;
}

/** The newsletter signup as the form sends it without JavaScript. */
export function newsletterForm(token: string, email: string) {
  return new URLSearchParams({
    email,
    role: "arkitekt",
    consent: "on",
    returnTo: "/#nyhetsbrev",
    [FORM_TOKEN_FIELD]: token,
    [HONEYPOT_FIELD]: "",
  });
}

/** Posts like the no-JavaScript form does; a stored enquiry answers 303 to /takk. */
export async function sendEnquiry(baseUrl: string, form: FormData) {
  const response = await fetch(`${baseUrl}/kontakt`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

/** Runs tasks with at most `limit` in flight. */
export async function inPool<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Asks `probe` every 100 ms until it answers something truthy, and returns that. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
) {
  try {
    return await vi.waitUntil(probe, { timeout: timeoutMs, interval: 100 });
  } catch (error) {
    throw new Error(`Ventet forgjeves på: ${what}`, { cause: error });
  }
}

/**
 * An enquiry whose last file stalls after its first bytes, as from a visitor on a poor
 * connection: the text fields, `quickFiles` and the start of `heldFile` go at once, the rest
 * of it (`bytes` in all) only when the test calls `finish()`. Unfinished, it stays in flight
 * until the request is aborted.
 */
export function heldEnquiryBody(
  token: string,
  index: number,
  quickFiles: Uint8Array[],
  heldFile: { name: string; bytes: number },
) {
  const boundary = `----paalitelighet${index}`;
  const encoder = new TextEncoder();
  const fieldPart = (name: string, value: string) =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  const fileHead = (filename: string) =>
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
  const firstBytes = pdfBytes(64);
  const head = [
    fieldPart("name", `Kunde ${index}`),
    fieldPart("email", `kunde${index}@example.com`),
    fieldPart("phone", "+47 400 00 000"),
    fieldPart("message", `Henvendelse nummer ${index} om en leilighet.`),
    fieldPart("skjemaToken", token),
    ...quickFiles.flatMap((bytes, fileIndex) => [
      fileHead(`rask-${fileIndex}.pdf`),
      bytes,
      encoder.encode("\r\n"),
    ]),
    fileHead(heldFile.name),
    firstBytes,
  ];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(new Uint8Array(chunk));
    },
    async pull(controller) {
      await finished;
      controller.enqueue(new Uint8Array(heldFile.bytes - firstBytes.length).fill(0x20));
      controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, finish };
}

/**
 * The files the local storage is still receiving, one per upload in flight: each is written
 * under `uploads/.tmp` until it is whole (or removed when its upload fails).
 */
export function uploadsInFlight(dataDir: string) {
  try {
    return readdirSync(path.join(dataDir, "uploads", ".tmp"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function postStream(
  url: string,
  { body, contentType }: Pick<ReturnType<typeof heldEnquiryBody>, "body" | "contentType">,
  signal?: AbortSignal,
) {
  return fetch(url, {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
    redirect: "manual",
    signal,
    duplex: "half",
  } as RequestInit);
}
