import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";

export function parseInBrowser<Schema extends ZodType>(schema: Schema, formData: FormData) {
  return parseWithZod(formData, { schema });
}
