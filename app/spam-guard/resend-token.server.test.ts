import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { FORM_TOKEN_FIELD } from "~/spam-guard";
import {
  issueFormToken,
  judgeSubmission,
  submissionKey,
  tokenForResend,
} from "./form-token.server";

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "form-token-"));
  process.env.SESSION_SECRET = "en-hemmelighet-som-er-lang-nok-for-testen";
  process.env.FORM_MIN_FILL_SECONDS = "3";
});

const form = (token: string, extra: Record<string, string> = {}) => {
  const fields = new FormData();
  fields.set(FORM_TOKEN_FIELD, token);
  for (const [name, value] of Object.entries(extra)) fields.set(name, value);
  return fields;
};

describe("a form refused for coming back too fast", () => {
  test("is shown again with the time it was first served, so a corrected resend is in time", () => {
    const servedAt = 1_000_000;
    const token = issueFormToken(servedAt);
    expect(judgeSubmission(form(token), servedAt + 1_000)).toBe("too-fast");
    const kept = tokenForResend(form(token), servedAt + 1_000);
    expect(kept).toBe(token);
    expect(judgeSubmission(form(kept), servedAt + 3_500)).toBe("human");
  });

  test("a forged or day-old token is not kept: the form gets a fresh one", () => {
    const now = 50 * 24 * 60 * 60 * 1000;
    const forged = tokenForResend(form(`${now}.forfalsket`), now);
    expect(forged).not.toContain("forfalsket");
    expect(judgeSubmission(form(forged), now + 5_000)).toBe("human");
    const old = issueFormToken(now - 25 * 60 * 60 * 1000);
    expect(tokenForResend(form(old), now)).not.toBe(old);
  });
});

describe("the submission key", () => {
  test("is the same for a resend of the same form, and differs for other words or another serving", () => {
    const token = issueFormToken(1_000);
    const values = { name: "Kari", message: "Seks bilder" };
    const key = submissionKey(form(token), values);
    expect(submissionKey(form(token), { ...values })).toEqual(key);
    expect(submissionKey(form(token), { ...values, message: "Sju bilder" })).not.toEqual(key);
    expect(submissionKey(form(issueFormToken(2_000)), values)).not.toEqual(key);
  });
});
