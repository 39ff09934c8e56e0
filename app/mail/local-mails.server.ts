import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Address, type Email } from "postal-mime";
import { getConfig } from "~/config/index.server";
import { log } from "~/observability/index.server";
import { addressesIn, mentionsAddress } from "./addresses.server";

/** What makes a written mail someone's: their address, or a page about them that it links to. */
type Traces = { address: string; paths: string[] };

/** The folder the .eml transport writes to (see mailer.server.ts). */
export function localMailDir(config = getConfig()) {
  return path.join(config.DATA_DIR, "mail");
}

/** Every mailbox's address in From, Sender, To, Cc and Reply-To, groups opened. */
function headerAddresses(email: Email) {
  const entries = [email.from, email.sender, email.to, email.cc, email.replyTo].flat();
  const mailboxes = (entry: Address | undefined): string[] =>
    !entry ? [] : entry.group ? entry.group.flatMap(mailboxes) : [entry.address];
  return entries.flatMap(mailboxes).flatMap(addressesIn);
}

function carries(email: Email, { address, paths }: Traces) {
  const body = `${email.text ?? ""}\n${email.html ?? ""}`;
  return (
    headerAddresses(email).includes(address) ||
    mentionsAddress(email.subject ?? "", address) ||
    mentionsAddress(body, address) ||
    paths.some((page) => body.includes(page))
  );
}

/**
 * Deletes every .eml file the local transport wrote that is to, from or about the person:
 * their address in a header, the subject or the text (a staff notification's subject names
 * the sender's From line), or a link to one of their erased pages. Read decoded, so an
 * address in an encoded subject or a quoted-printable line is found. Returns how many went.
 */
export async function eraseLocalMails(traces: Traces, dir = localMailDir()) {
  const names = await readdir(dir).catch(() => [] as string[]);
  let erased = 0;
  for (const name of names.filter((candidate) => candidate.endsWith(".eml"))) {
    const file = path.join(dir, name);
    try {
      if (!carries(await PostalMime.parse(await readFile(file)), traces)) continue;
      await rm(file, { force: true });
      erased += 1;
    } catch (error) {
      log.warn({ err: error, file: name }, "Kunne ikke lese eller slette en lokal e-post");
    }
  }
  return erased;
}
