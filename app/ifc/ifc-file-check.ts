import { formatNumber } from "~/format";
import { MAX_ATTACHMENT_BYTES } from "~/uploads";
import type { IfcHeader, IfcHeaderWarning } from "./ifc-header";
import { readIfcHeader } from "./read-ifc-header";

export type IfcFileIssue =
  IfcHeaderWarning | { code: "too-large"; size: number } | { code: "wrong-extension" };

export type IfcFileVerdict = "ok" | "warning" | "error";

export interface IfcFileCheck {
  name: string;
  size: number;
  header: IfcHeader;
  issues: IfcFileIssue[];
  verdict: IfcFileVerdict;
}

/** Reads the header of a picked file (never the whole file) and judges it for upload. */
export async function checkIfcFile(file: File): Promise<IfcFileCheck> {
  return judgeIfcFile(file, await readIfcHeader(file));
}

export function judgeIfcFile(
  file: { name: string; size: number },
  header: IfcHeader,
): IfcFileCheck {
  const issues: IfcFileIssue[] = [...header.warnings];
  if (header.status === "complete" && !/\.ifc$/i.test(file.name))
    issues.push({ code: "wrong-extension" });
  if (file.size > MAX_ATTACHMENT_BYTES) issues.push({ code: "too-large", size: file.size });
  return { name: file.name, size: file.size, header, issues, verdict: verdictFor(header, issues) };
}

function verdictFor(header: IfcHeader, issues: IfcFileIssue[]): IfcFileVerdict {
  const unreadable = header.status !== "complete";
  if (unreadable || issues.some((issue) => issue.code === "too-large")) return "error";
  return issues.length > 0 ? "warning" : "ok";
}

/**
 * Sizes in the same binary megabytes as the 17 MB limit, with a Norwegian
 * decimal comma, rounded up so a file just over the limit never reads "17 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)))} kB`;
  return `${formatNumber(Math.ceil((bytes / (1024 * 1024)) * 10) / 10, 1)} MB`;
}

/** "2024-03-12T14:22:05" → "12.03.2024 kl. 14.22"; anything else is shown as written. */
export function formatHeaderTimestamp(timestamp: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(timestamp);
  if (!parts) return timestamp;
  const [, year, month, day, hour, minute] = parts;
  return `${day}.${month}.${year} kl. ${hour}.${minute}`;
}
