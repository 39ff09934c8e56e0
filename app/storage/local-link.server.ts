import path from "node:path";
import { verifyLocalLink } from "./signed-url.server";
import { downloadResponse } from "./download.server";
import { type FileStorage, InvalidStorageKeyError } from "./storage";
import { cachePolicies } from "~/headers";

const notFound = () => new Response("Fant ikke filen.", { status: 404 });

/**
 * Answers a signed link to a local file: the key, expiry and download name must carry a valid
 * signature and the link must not have expired; anything else gets the same 403.
 */
export async function respondToLocalLink({
  storage,
  secret,
  key,
  searchParams,
  now = Date.now(),
}: {
  storage: FileStorage;
  secret: string;
  key: string;
  searchParams: URLSearchParams;
  now?: number;
}) {
  if (storage.driver !== "local") return notFound();
  const expires = Number(searchParams.get("expires"));
  const name = searchParams.get("name") ?? undefined;
  const signature = searchParams.get("signature") ?? "";
  if (
    !Number.isInteger(expires) ||
    !verifyLocalLink(secret, { key, expires, name, signature }, now)
  ) {
    return new Response("Lenken er ugyldig eller utløpt.", { status: 403 });
  }
  let file: Awaited<ReturnType<FileStorage["get"]>>;
  try {
    file = await storage.get(key);
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return notFound();
    throw error;
  }
  if (!file) return notFound();
  return downloadResponse(file, {
    name: name ?? path.basename(key),
    cacheControl: cachePolicies.signedDownload(expires - Math.floor(now / 1000)),
  });
}
