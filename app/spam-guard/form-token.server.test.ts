import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/spam-guard";

let token: typeof import("./form-token.server");

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "dp-form-token-"));
  process.env.FORM_MIN_FILL_SECONDS = "3";
  token = await import("./form-token.server");
});

const form = (value: string) => {
  const fields = new FormData();
  fields.set(FORM_TOKEN_FIELD, value);
  fields.set(HONEYPOT_FIELD, "");
  return fields;
};
const now = Date.parse("2026-11-25T12:00:00Z");
const minutes = (count: number) => count * 60 * 1000;

describe("the form token", () => {
  test("is good from a few seconds after it was served until two hours after", () => {
    expect(token.judgeSubmission(form(token.issueFormToken(now - 1000)), now)).toBe("too-fast");
    expect(token.judgeSubmission(form(token.issueFormToken(now - minutes(5))), now)).toBe("human");
    expect(token.judgeSubmission(form(token.issueFormToken(now - minutes(119))), now)).toBe(
      "human",
    );
  });

  test("replayed after two hours, it is stale", () => {
    const harvested = token.issueFormToken(now - minutes(121));
    expect(token.judgeSubmission(form(harvested), now)).toBe("stale");
  });

  test("forged or from the future, it is a bot", () => {
    expect(token.judgeSubmission(form(`${now - minutes(5)}.forfalsket`), now)).toBe("bot");
    expect(token.judgeSubmission(form(token.issueFormToken(now + minutes(5))), now)).toBe("bot");
  });
});
