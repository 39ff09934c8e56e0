import http from "node:http";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/spam-guard";

/**
 * Posts an enquiry as the no-JavaScript form does, but through node:http with the file's own
 * bytes: undici's FormData and fetch cost several times the CPU for the same bytes, and in a
 * bench that CPU comes out of the two cores the server under test needs. Resolves with the
 * status once the whole answer has arrived.
 */
export function postEnquiry(
  site: string,
  {
    token,
    index,
    fileName,
    file,
  }: { token: string; index: number; fileName: string; file: Uint8Array },
) {
  const boundary = `----benk${index}${Date.now()}`;
  const fields = {
    [FORM_TOKEN_FIELD]: token,
    [HONEYPOT_FIELD]: "",
    name: `Benk ${index}`,
    email: `benk${index}@utbygger.example`,
    phone: "+47 900 00 000",
    // Different for every file: the same words from the same token are a resend, saved once
    // (decision 121), and the rounds share one token.
    message: `Ytelsestest med ${fileName} som vedlegg.`,
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${fileName}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${site}/kontakt`, {
      method: "POST",
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": head.length + file.length + tail.length,
      },
    });
    request.once("error", reject);
    request.once("response", (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.write(head);
    request.write(file);
    request.end(tail);
  });
}
