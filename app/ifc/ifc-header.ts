import { readStepHeader, type StepEntity, type StepValue } from "./step-header-syntax";
import { decodeStepString } from "./step-string";

/** The IFC releases our pipeline reads; later addenda (IFC4X3_ADD2 …) belong to their release. */
type IfcSchemaFamily = "IFC2X3" | "IFC4" | "IFC4X3";

export interface IfcSchema {
  /** As written in FILE_SCHEMA, upper-cased, e.g. "IFC4X3_ADD2". */
  identifier: string;
  family: IfcSchemaFamily | null;
}

export type IfcHeaderWarning =
  | { code: "empty-file" }
  | { code: "ifc-zip" }
  | { code: "ifc-xml" }
  | { code: "not-ifc" }
  | { code: "truncated" }
  | { code: "malformed" }
  | { code: "missing-schema" }
  | { code: "unknown-schema"; identifier: string };

export interface IfcHeader {
  /**
   * complete: ENDSEC reached; truncated: the text ends inside the header;
   * malformed: STEP syntax breaks; not-ifc: not a STEP file at all.
   */
  status: "complete" | "truncated" | "malformed" | "not-ifc";
  schema: IfcSchema | null;
  description: string[];
  viewDefinitions: string[];
  implementationLevel: string | null;
  fileName: string | null;
  timestamp: string | null;
  authors: string[];
  organisations: string[];
  preprocessor: string | null;
  originatingSystem: string | null;
  authorisation: string | null;
  /** The authoring tool recognised from the originating system, e.g. "Autodesk Revit". */
  application: string | null;
  warnings: IfcHeaderWarning[];
}

/** Parses the STEP header at the start of an IFC file from its first kilobytes. */
export function parseIfcHeader(text: string): IfcHeader {
  const syntax = readStepHeader(text);
  if (syntax.status === "not-step") return notIfc(text);

  const entities = new Map(syntax.entities.map((entity) => [entity.keyword, entity]));
  const description = stringsAt(entities.get("FILE_DESCRIPTION"), 0);
  const fileName = entities.get("FILE_NAME");
  const originatingSystem = stringAt(fileName, 5);
  const preprocessor = stringAt(fileName, 4);
  const fileSchema = entities.get("FILE_SCHEMA");
  const schema = fileSchema ? pickSchema(stringsAt(fileSchema, 0)) : null;

  return {
    status: syntax.status,
    schema,
    description,
    viewDefinitions: viewDefinitionsIn(description),
    implementationLevel: stringAt(entities.get("FILE_DESCRIPTION"), 1),
    fileName: stringAt(fileName, 0),
    timestamp: stringAt(fileName, 1),
    authors: stringsAt(fileName, 2),
    organisations: stringsAt(fileName, 3),
    preprocessor,
    originatingSystem,
    authorisation: stringAt(fileName, 6),
    application: recogniseApplication(`${originatingSystem ?? ""} ${preprocessor ?? ""}`),
    warnings: headerWarnings(syntax.status, fileSchema !== undefined, schema),
  };
}

function headerWarnings(
  status: IfcHeader["status"],
  hasSchemaEntity: boolean,
  schema: IfcSchema | null,
): IfcHeaderWarning[] {
  if (status === "truncated") return [{ code: "truncated" }];
  if (status === "malformed") return [{ code: "malformed" }];
  if (!hasSchemaEntity || !schema) return [{ code: "missing-schema" }];
  if (!schema.family) return [{ code: "unknown-schema", identifier: schema.identifier }];
  return [];
}

function notIfc(text: string): IfcHeader {
  return {
    status: "not-ifc",
    schema: null,
    description: [],
    viewDefinitions: [],
    implementationLevel: null,
    fileName: null,
    timestamp: null,
    authors: [],
    organisations: [],
    preprocessor: null,
    originatingSystem: null,
    authorisation: null,
    application: null,
    warnings: [{ code: notIfcReason(text) }],
  };
}

function notIfcReason(text: string): "empty-file" | "ifc-zip" | "ifc-xml" | "not-ifc" {
  if (text.length === 0) return "empty-file";
  if (text.startsWith("PK\u0003\u0004")) return "ifc-zip";
  const start = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 4096);
  if (start.startsWith("<") && /ifcXML|iso_10303_28|IFC4|IFC2X3/i.test(start)) return "ifc-xml";
  return "not-ifc";
}

/** FILE_SCHEMA may list several schemas; the first IFC one decides. */
function pickSchema(identifiers: string[]): IfcSchema | null {
  const schemas = identifiers.map((identifier) => {
    const upper = identifier.trim().toUpperCase();
    return { identifier: upper, family: schemaFamily(upper) };
  });
  return schemas.find((schema) => schema.family) ?? schemas[0] ?? null;
}

function schemaFamily(identifier: string): IfcSchemaFamily | null {
  if (/^IFC2X3(?:_TC1)?$/.test(identifier)) return "IFC2X3";
  if (/^IFC4(?:_ADD[12](?:_TC1)?|_TC1)?$/.test(identifier)) return "IFC4";
  if (/^IFC4X3(?:_(?:RC[1-4]|ADD[12]|TC1))?$/.test(identifier)) return "IFC4X3";
  return null;
}

/** FILE_DESCRIPTION carries the model view as "ViewDefinition [CoordinationView_V2.0, …]". */
function viewDefinitionsIn(description: string[]): string[] {
  return description.flatMap((entry) => {
    const inner = /ViewDefinition\s*\[([^\]]*)\]/i.exec(entry)?.[1] ?? "";
    return inner
      .split(",")
      .map((view) => view.trim())
      .filter((view) => view.length > 0);
  });
}

const APPLICATIONS: Array<[RegExp, string]> = [
  [/revit|exporter \d[\d.]* - altern/i, "Autodesk Revit"],
  [/archicad/i, "Graphisoft Archicad"],
  [/tekla/i, "Tekla Structures"],
  [/sketchup/i, "SketchUp"],
  [/allplan/i, "Allplan"],
  [/vectorworks/i, "Vectorworks"],
  [/bricscad/i, "BricsCAD"],
  [/civil 3d/i, "Autodesk Civil 3D"],
  [/dds-cad/i, "DDS-CAD"],
  [/magicad/i, "MagiCAD"],
  [/novapoint/i, "Trimble Novapoint"],
  [/bonsai|blenderbim/i, "Bonsai (Blender)"],
  [/solibri/i, "Solibri"],
];

function recogniseApplication(system: string): string | null {
  return APPLICATIONS.find(([pattern]) => pattern.test(system))?.[1] ?? null;
}

function stringAt(entity: StepEntity | undefined, index: number): string | null {
  const value = entity?.parameters[index];
  if (value?.kind !== "string") return null;
  const text = decodeStepString(value.raw).trim();
  return text.length > 0 ? text : null;
}

function stringsAt(entity: StepEntity | undefined, index: number): string[] {
  return listStrings(entity?.parameters[index]);
}

function listStrings(value: StepValue | undefined): string[] {
  if (value?.kind === "string") {
    const text = decodeStepString(value.raw).trim();
    return text.length > 0 ? [text] : [];
  }
  if (value?.kind === "list") return value.items.flatMap(listStrings);
  return [];
}
