import {
  maxWidth,
  minWidth,
  qualityPresets,
  variantWidths,
  type OutputFormat,
  type QualityPreset,
  type RequestedFormat,
} from "./variants";

/** One concrete output the route can produce and cache. */
export type ImageVariant = {
  width: number;
  quality: number;
  format: OutputFormat;
};

export type ParsedImageRequest =
  { ok: true; variant: ImageVariant; negotiated: boolean } | { ok: false; message: string };

const numberPattern = /^-?\d+(\.\d+)?$/;
const defaultQuality = qualityPresets.medium;
const presetQualities = Object.values(qualityPresets).sort((a, b) => a - b);

/**
 * Reads w, q and fm. Numbers out of range are clamped; anything that is not a
 * number, preset or known format is refused so a typo is never silently served.
 */
export function parseImageRequest(
  search: URLSearchParams,
  accept: string | null,
): ParsedImageRequest {
  const width = parseWidth(search.get("w"));
  if (width === null)
    return { ok: false, message: "Ugyldig bredde (w): bruk et tall fra 320 til 1920." };
  const quality = parseQuality(search.get("q"));
  if (quality === null) {
    return {
      ok: false,
      message: "Ugyldig kvalitet (q): bruk et tall fra 60 til 90 eller low, medium, high.",
    };
  }
  const requested = parseFormat(search.get("fm"));
  if (requested === null)
    return { ok: false, message: "Ugyldig format (fm): bruk avif, webp, jpeg eller auto." };
  const negotiated = requested === "auto";
  const format = negotiated ? negotiateFormat(accept) : requested;
  return { ok: true, variant: { width, quality, format }, negotiated };
}

/** Snaps up to the next produced width, so a request never gets a smaller picture than asked. */
export function snapWidth(requested: number) {
  const clamped = Math.min(Math.max(requested, minWidth), maxWidth);
  return variantWidths.find((width) => width >= clamped) ?? maxWidth;
}

/** Snaps to the nearest preset (ties go up), keeping the number of cached variants small. */
export function snapQuality(requested: number) {
  const clamped = Math.min(Math.max(requested, presetQualities[0]!), presetQualities.at(-1)!);
  return presetQualities.reduce((best, preset) =>
    Math.abs(preset - clamped) <= Math.abs(best - clamped) ? preset : best,
  );
}

/** Picks the smallest format the browser says it accepts; wildcards do not count. */
export function negotiateFormat(accept: string | null): OutputFormat {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([type]) => type),
  );
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}

function parseWidth(value: string | null) {
  if (value === null) return maxWidth;
  if (!numberPattern.test(value.trim())) return null;
  return snapWidth(Number(value));
}

function parseQuality(value: string | null) {
  if (value === null) return defaultQuality;
  const normalised = value.trim().toLowerCase();
  if (Object.hasOwn(qualityPresets, normalised)) return qualityPresets[normalised as QualityPreset];
  if (!numberPattern.test(normalised)) return null;
  return snapQuality(Number(normalised));
}

function parseFormat(value: string | null): RequestedFormat | null {
  if (value === null) return "auto";
  const normalised = value.trim().toLowerCase();
  if (normalised === "jpg") return "jpeg";
  const formats: RequestedFormat[] = ["avif", "webp", "jpeg", "auto"];
  return formats.find((format) => format === normalised) ?? null;
}
