import type { ZodType } from "zod";
import type { FieldSpec } from "./documents/fields";

/** The parts of a Zod schema's definition this walk reads. */
interface Definition {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
}

const definitionOf = (schema: ZodType) => schema._zod.def as unknown as Definition;

/** The schema under its wrappers: a default, an optional value, the input side of a pipe. */
function unwrapped(schema: ZodType): ZodType {
  const definition = definitionOf(schema);
  const inner = definition.innerType ?? (definition.type === "pipe" ? definition.in : undefined);
  return inner ? unwrapped(inner) : schema;
}

/** A text's most characters, as the schema's `.max()` says; none for anything else. */
function maxLengthOf(schema: ZodType): number | undefined {
  const text = unwrapped(schema);
  if (definitionOf(text).type !== "string") return undefined;
  return (text as ZodType & { maxLength: number | null }).maxLength ?? undefined;
}

const withMax = <Spec extends object>(spec: Spec, key: "max" | "itemMax", max?: number) =>
  max === undefined ? spec : { ...spec, [key]: max };

/**
 * The document's fields with the length limit of each text, read from the schema that checks
 * the form, so the editor's counters never disagree with the server's refusal (decision 327).
 */
export function withLengthLimits(specs: readonly FieldSpec[], schema: ZodType): FieldSpec[] {
  const shape = definitionOf(unwrapped(schema)).shape ?? {};
  return specs.map((spec) => {
    const field = shape[spec.name];
    if (!field) return spec;
    switch (spec.kind) {
      case "text":
      case "textarea":
        return withMax(spec, "max", maxLengthOf(field));
      case "group":
        return { ...spec, fields: withLengthLimits(spec.fields, field) };
      case "list": {
        const item = definitionOf(unwrapped(field)).element;
        if (!item) return spec;
        return typeof spec.item === "string"
          ? withMax(spec, "itemMax", maxLengthOf(item))
          : { ...spec, item: withLengthLimits(spec.item, item) };
      }
      default:
        return spec;
    }
  });
}
