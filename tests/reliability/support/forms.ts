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

export function enquiryForm(token: string, index: number, files: { name: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  form.set("name", `Kunde ${index}`);
  form.set("email", `kunde${index}@example.com`);
  form.set("phone", "+47 400 00 000");
  form.set("message", `Henvendelse nummer ${index} om en leilighet.`);
  form.set(FORM_TOKEN_FIELD, token);
  form.set(HONEYPOT_FIELD, "");
  for (const file of files) {
    form.append("attachments", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  }
  return form;
}

/** Posts like the no-JavaScript form does; a stored enquiry answers 303 to /takk. */
export async function sendEnquiry(baseUrl: string, form: FormData) {
  const response = await fetch(`${baseUrl}/kontakt`, { method: "POST", body: form, redirect: "manual" });
  await response.arrayBuffer();
  return response;
}

/** Runs tasks with at most `limit` in flight. */
export async function inPool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
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

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Ventet forgjeves på: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
