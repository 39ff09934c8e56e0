import { closeSync, ftruncateSync, openSync, writeFileSync, writeSync } from "node:fs";
import type { Locator } from "@playwright/test";
import sharp from "sharp";

/** Small real files of each kind, as the browser would hand them to a file input. */
export const pngFile = (name = "fasade.png") => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
    Buffer.from("0000000d49444154789c6360000002000100e221bc330000000049454e44ae426082", "hex"),
  ]),
});

export const pdfFile = (name = "plantegning.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

export const ifcFile = (name = "modell.ifc") => ({
  name,
  mimeType: "application/x-step",
  buffer: Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nFILE_NAME('modell.ifc','2026-11-01T10:00:00',(''),(''),'','Autodesk Revit 2025','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
});

/**
 * A file of the given size whose bytes after the header are a hole on disk, not written data.
 * Given by its path, the browser reads it from disk; a buffer of that size would be copied to
 * the browser through the test protocol, which took 18 s for 17 MB on a busy machine.
 */
export function writeSparseFile(path: string, header: string | Uint8Array, size: number) {
  const descriptor = openSync(path, "w");
  writeSync(descriptor, Buffer.from(header));
  ftruncateSync(descriptor, size);
  closeSync(descriptor);
  return path;
}

/** The file written to `path`, for a file input given paths (the browser cannot mix both). */
export function onDisk(path: string, file: { buffer: Buffer }) {
  writeFileSync(path, file.buffer);
  return path;
}

/** One byte over the 17 MB limit, with a valid PNG start so only the size is wrong. */
export const oversizedPng = (path: string) =>
  writeSparseFile(path, pngFile().buffer, 17 * 1024 * 1024 + 1);

let noise: Promise<Buffer> | undefined;

/**
 * A real PNG of random pixels, 2048 × 1024 (2:1, so it is a panorama too) and about 6 MB:
 * noise does not compress. Drawn once per worker and written to `path`, for a file input.
 */
export async function largePng(path: string) {
  noise ??= sharp({
    create: {
      width: 2048,
      height: 1024,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  writeFileSync(path, await noise);
  return path;
}

/** A 6 MB PDF, its pages a hole on disk: the server checks only a PDF's first bytes. */
export const largePdf = (path: string) => writeSparseFile(path, "%PDF-1.7\n", 6 * 1024 * 1024);

/** Named and typed as a PNG, but its bytes are text. */
export const fakePng = (name = "ikke-et-bilde.png") => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from("<html><script>alert(1)</script></html>"),
});

export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** A real PNG portrait, 400 × 500, as the browser would hand it to a file input. */
export const portraitPng = async (name = "portrett.png") => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({
    create: { width: 400, height: 500, channels: 3, background: "#b5835a" },
  })
    .png()
    .toBuffer(),
});

/** How many files a file field holds: none once its form was sent and accepted. */
export const chosenFiles = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
