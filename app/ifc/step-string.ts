/**
 * Decodes the body of a STEP (ISO 10303-21) string literal: the doubled quote,
 * the escaped backslash, and the control directives exporters use for letters
 * outside ASCII (\X2\…\X0\ for UTF-16, \X4\…\X0\ for UCS-4, \X\hh for one
 * ISO 8859-1 byte, \S\c with the code page chosen by \Px\).
 * Raw UTF-8 passes through untouched, since some exporters write it directly.
 * A directive that does not parse is kept as written rather than dropped.
 */
export function decodeStepString(raw: string): string {
  let decoded = "";
  let codePage = "A";
  let index = 0;
  while (index < raw.length) {
    const rest = raw.slice(index);
    const directive = readDirective(rest, codePage);
    if (directive) {
      decoded += directive.text;
      codePage = directive.codePage ?? codePage;
      index += directive.length;
    } else {
      decoded += rest[0] === "'" && rest[1] === "'" ? "'" : rest[0];
      index += rest.startsWith("''") ? 2 : 1;
    }
  }
  return decoded;
}

interface Directive {
  text: string;
  length: number;
  codePage?: string;
}

function readDirective(rest: string, codePage: string): Directive | null {
  if (!rest.startsWith("\\")) return null;
  if (rest.startsWith("\\\\")) return { text: "\\", length: 2 };

  const wide = /^\\X([24])\\((?:[0-9A-Fa-f]{4})*?)\\X0\\/.exec(rest);
  const digitsPerUnit = wide?.[1] === "2" ? 4 : 8;
  if (wide?.[1] && wide[2] !== undefined && wide[2].length % digitsPerUnit === 0) {
    return { text: decodeHexUnits(wide[2], digitsPerUnit), length: wide[0].length };
  }

  const byte = /^\\X\\([0-9A-Fa-f]{2})/.exec(rest);
  if (byte?.[1]) return { text: String.fromCharCode(parseInt(byte[1], 16)), length: 5 };

  const page = /^\\P([A-I])\\/.exec(rest);
  if (page?.[1]) return { text: "", length: 4, codePage: page[1] };

  const shifted = /^\\S\\([\s\S])/.exec(rest);
  if (shifted?.[1]) {
    return { text: decodeLatinByte(shifted[1].charCodeAt(0) + 128, codePage), length: 4 };
  }
  return null;
}

function decodeHexUnits(hex: string, digitsPerUnit: 4 | 8): string {
  let text = "";
  for (let at = 0; at < hex.length; at += digitsPerUnit) {
    const unit = parseInt(hex.slice(at, at + digitsPerUnit), 16);
    text += digitsPerUnit === 4 ? String.fromCharCode(unit) : String.fromCodePoint(unit);
  }
  return text;
}

/** Page A is ISO 8859-1, whose upper half matches Unicode; B–I are ISO 8859-2 to -9. */
function decodeLatinByte(byte: number, codePage: string): string {
  if (codePage === "A") return String.fromCharCode(byte);
  const part = codePage.charCodeAt(0) - "A".charCodeAt(0) + 1;
  try {
    return new TextDecoder(`iso-8859-${part}`).decode(Uint8Array.of(byte));
  } catch {
    return String.fromCharCode(byte);
  }
}
