import { describe, expect, test } from "vitest";
import { MAX_HEADER_BYTES, readIfcHeader } from "./read-ifc-header";

const header = `ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');
FILE_NAME('Bråten.ifc','2024-05-02T09:41:17',('Kari Nordmann'),('Arkitektkontoret AS'),'IFC Engine','Archicad 27','');
FILE_SCHEMA(('IFC4'));
ENDSEC;
DATA;
`;

/** A real Blob that remembers which byte ranges were asked for. */
class RecordingBlob extends Blob {
  readonly ranges: Array<[number, number]> = [];

  override slice(start = 0, end = this.size, contentType?: string): Blob {
    this.ranges.push([start, Math.min(end, this.size)]);
    return super.slice(start, end, contentType);
  }
}

describe("readIfcHeader", () => {
  test("reads the header of a small file in one go", async () => {
    const file = new RecordingBlob([header, "#1=IFCPROJECT('x',$,$,$,$,$,$,$,$);\nENDSEC;\n"]);

    const result = await readIfcHeader(file);

    expect(result.schema?.family).toBe("IFC4");
    expect(result.fileName).toBe("Bråten.ifc");
    expect(file.ranges).toEqual([[0, file.size]]);
  });

  test("reads only the first kilobytes of a file far over the upload limit", async () => {
    const file = new RecordingBlob([header, new Uint8Array(40 * 1024 * 1024)]);

    const result = await readIfcHeader(file);

    expect(result.status).toBe("complete");
    expect(result.application).toBe("Graphisoft Archicad");
    expect(Math.max(...file.ranges.map(([, end]) => end))).toBeLessThanOrEqual(4 * 1024);
  });

  test("widens the window for a long header and gives up at 64 KB", async () => {
    const options = Array.from({ length: 400 }, (_, i) => `'Option [Innstilling ${i}: På]'`).join(
      ",",
    );
    const longHeader = header.replace(
      "'ViewDefinition [ReferenceView_V1.2]'",
      `'ViewDefinition [ReferenceView_V1.2]',${options}`,
    );
    const endless = `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('${"x".repeat(200 * 1024)}`;

    const long = new RecordingBlob([longHeader, new Uint8Array(1024 * 1024)]);
    const cut = new RecordingBlob([endless]);

    expect((await readIfcHeader(long)).status).toBe("complete");
    expect(long.ranges.map(([, end]) => end)).toEqual([4 * 1024, 16 * 1024]);
    expect((await readIfcHeader(cut)).status).toBe("truncated");
    expect(Math.max(...cut.ranges.map(([, end]) => end))).toBe(MAX_HEADER_BYTES);
  });
});
