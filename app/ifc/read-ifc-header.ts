import { parseIfcHeader, type IfcHeader } from "./ifc-header";

/**
 * Growing windows from the start of the file: almost every exporter's header
 * fits in the first 4 KB, a long Archicad option list in 16 KB. Past 64 KB we
 * stop, so even a model of several hundred megabytes is checked in a blink.
 */
const HEADER_READ_WINDOWS = [4 * 1024, 16 * 1024] as const;
export const MAX_HEADER_BYTES = 64 * 1024;

/** Reads the IFC header of a picked file in the browser, touching only its first kilobytes. */
export async function readIfcHeader(file: Blob): Promise<IfcHeader> {
  for (const window of HEADER_READ_WINDOWS) {
    if (window >= file.size) break;
    const header = parseIfcHeader(await file.slice(0, window).text());
    if (header.status !== "truncated") return header;
  }
  return parseIfcHeader(await file.slice(0, MAX_HEADER_BYTES).text());
}
