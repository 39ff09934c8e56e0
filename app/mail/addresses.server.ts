import addressparser from "nodemailer/lib/addressparser";

/** An address as every lookup compares it: trimmed and lower-cased. */
function caseFolded(address: string) {
  return address.trim().toLowerCase();
}

/**
 * Every address in a header field, parsed and case-folded, so `Eve Person <eve@example.com>`,
 * `"Person, Eve" <EVE@Example.com>` and `eve@example.com` all hold `eve@example.com`. A field
 * that parses to no address is taken whole, as a plain address would be.
 */
export function addressesIn(field: string): string[] {
  const parsed = addressparser(field, { flatten: true })
    .map((entry) => caseFolded(entry.address))
    .filter(Boolean);
  return parsed.length ? parsed : [caseFolded(field)].filter(Boolean);
}

/** The address one field holds (its first), as `addressesIn` reads it; "" for an empty field. */
export function normalAddress(field: string) {
  return addressesIn(field)[0] ?? "";
}

/** Things shaped like an address in free text (a subject line), case-folded. */
const ADDRESS_IN_TEXT = /[^\s<>"'(),:;[\]]+@[^\s<>"'(),:;[\]]+/g;

/** Whether free text, such as a notification's subject, names the address as a whole word. */
export function mentionsAddress(text: string, address: string) {
  const wanted = normalAddress(address);
  return (text.match(ADDRESS_IN_TEXT) ?? []).some(
    (found) => caseFolded(found.replace(/\.+$/, "")) === wanted,
  );
}
