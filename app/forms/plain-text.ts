/**
 * Characters that change how the text around them reads without showing themselves: the
 * bidirectional marks, embeddings, overrides and isolates (U+202E makes "gpj.exe" read as
 * "exe.jpg" and a company name say what it does not), the other invisible format characters
 * (zero-width spaces, soft hyphens, word joiners, byte-order marks, tag characters), line and
 * paragraph separators, and control characters, NUL among them, which PostgreSQL refuses in
 * text. The zero-width joiner and non-joiner stay: emoji sequences and some scripts need
 * them, and they move nothing (decision 194).
 */
const invisibleCharacters = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** The same, less the line breaks and tabs a message is written with. */
const invisibleCharactersBetweenLines = /(?![\t\n\r\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A one-line value (a name, an address, a file name) without the characters above. */
export function withoutInvisibleCharacters(text: string) {
  return text.replace(invisibleCharacters, "");
}

/** A message or description without them, its line breaks and tabs kept. */
export function linesWithoutInvisibleCharacters(text: string) {
  return text.replace(invisibleCharactersBetweenLines, "");
}
