/** A phone number as staff typed it, in the international form (JSON-LD): Norwegian unless it says otherwise. */
export function internationalPhone(phone: string) {
  return phone.startsWith("+") ? phone : `+47 ${phone}`;
}

/** The tel: address for a link. */
export function telHref(phone: string) {
  return `tel:${internationalPhone(phone).replace(/\s/g, "")}`;
}
