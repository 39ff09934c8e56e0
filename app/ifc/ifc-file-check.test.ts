import { describe, expect, test } from "vitest";
import { parseIfcHeader } from "./ifc-header";
import { MAX_ATTACHMENT_BYTES } from "~/uploads/attachment-rules";
import { formatFileSize, formatHeaderTimestamp, judgeIfcFile } from "./ifc-file-check";

const ifc4 = parseIfcHeader(`ISO-10303-21;
HEADER;
FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');
FILE_NAME('Hus A.ifc','2024-05-02T09:41:17',('Kari Nordmann'),('Arkitektkontoret AS'),'IFC Engine','Archicad 27','');
FILE_SCHEMA(('IFC4'));
ENDSEC;
`);

describe("judgeIfcFile", () => {
  test("passes a complete IFC4 file under the limit", () => {
    const check = judgeIfcFile({ name: "Hus_A.ifc", size: 3 * 1024 * 1024 }, ifc4);

    expect(check.verdict).toBe("ok");
    expect(check.issues).toEqual([]);
  });

  test("fails a valid IFC file one byte over 17 MB", () => {
    const check = judgeIfcFile({ name: "Hus_A.ifc", size: MAX_ATTACHMENT_BYTES + 1 }, ifc4);

    expect(check.verdict).toBe("error");
    expect(check.issues).toEqual([{ code: "too-large", size: MAX_ATTACHMENT_BYTES + 1 }]);
    expect(judgeIfcFile({ name: "Hus_A.ifc", size: MAX_ATTACHMENT_BYTES }, ifc4).verdict).toBe(
      "ok",
    );
  });

  test("warns about IFC content under another file extension", () => {
    const check = judgeIfcFile({ name: "Hus_A.txt", size: 2048 }, ifc4);

    expect(check.verdict).toBe("warning");
    expect(check.issues).toEqual([{ code: "wrong-extension" }]);
  });

  test("fails a file that is not IFC whatever its name", () => {
    const check = judgeIfcFile({ name: "tegning.ifc", size: 2048 }, parseIfcHeader("%PDF-1.7\n"));

    expect(check.verdict).toBe("error");
    expect(check.issues).toEqual([{ code: "not-ifc" }]);
  });
});

describe("formatting for the result", () => {
  test("shows sizes in Norwegian and never rounds an oversized file down to the limit", () => {
    expect(formatFileSize(200)).toBe("1 kB");
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe("3,3 MB");
    expect(formatFileSize(MAX_ATTACHMENT_BYTES)).toBe("17 MB");
    expect(formatFileSize(MAX_ATTACHMENT_BYTES + 1)).toBe("17,1 MB");
  });

  test("shows the header's time stamp as a Norwegian date", () => {
    expect(formatHeaderTimestamp("2024-05-02T09:41:17")).toBe("02.05.2024 kl. 09.41");
    expect(formatHeaderTimestamp("mandag")).toBe("mandag");
  });
});
