import { inflateSync } from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");

/** A stream's bytes as the page reads them: inflated when Flate-compressed, else as stored. */
function streamText(bytes: Buffer) {
  try {
    return inflateSync(bytes).toString("latin1");
  } catch {
    return bytes.toString("latin1");
  }
}

/**
 * The text a PDF draws, one line per text-showing operator (Tj or TJ), read the way a PDF
 * reader reads the standard fonts: each hex string's bytes as WinAnsi. Enough to check what a
 * customer would read in the file, without a PDF reader in the test.
 */
export function pdfText(pdf: Buffer | Uint8Array) {
  const raw = Buffer.from(pdf).toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([^]*?)\r?\nendstream/g)].map((match) =>
    streamText(Buffer.from(match[1] ?? "", "latin1")),
  );
  const shown = streams.flatMap((content) => [
    ...content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g),
  ]);
  return shown
    .map((operator) =>
      [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => winAnsi.decode(Buffer.from(hex[1] ?? "", "hex")))
        .join(""),
    )
    .join("\n");
}
