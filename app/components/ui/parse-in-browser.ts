import { parseWithZod } from "@conform-to/zod/v4";
import { config, type ZodType } from "zod";

// Zod probes for eval() to speed up parsing; our CSP forbids eval, and Chrome reports the probe.
config({ jitless: true });

export function parseInBrowser<Schema extends ZodType>(schema: Schema, formData: FormData) {
  return parseWithZod(formData, { schema });
}
