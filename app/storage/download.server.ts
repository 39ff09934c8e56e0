import { createReadableStreamFromReadable } from "@remix-run/node";
import type { Readable } from "node:stream";
import { attachmentDisposition, type StoredObject } from "./storage";

/**
 * A stored file sent as a download: streamed as it is read, saved under `name`, never sniffed
 * into something a browser would run. A download cut off destroys the stored stream.
 */
export function downloadResponse(
  file: { object: StoredObject; body: Readable },
  { name, contentType, cacheControl }: { name: string; contentType?: string; cacheControl: string },
) {
  return new Response(createReadableStreamFromReadable(file.body), {
    headers: {
      "Content-Type": contentType || file.object.contentType || "application/octet-stream",
      "Content-Length": String(file.object.size),
      "Content-Disposition": attachmentDisposition(name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl,
    },
  });
}
