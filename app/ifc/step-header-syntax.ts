/**
 * Reads the entities of a STEP (ISO 10303-21) HEADER section from the start of
 * a file. It stops at ENDSEC and never looks at the DATA section, so the caller
 * can hand it just the first kilobytes of a model of any size.
 */

export type StepValue =
  | { kind: "string"; raw: string }
  | { kind: "list"; items: StepValue[] }
  | { kind: "omitted" }
  | { kind: "other" };

export interface StepEntity {
  keyword: string;
  parameters: StepValue[];
}

export type StepHeaderSyntax =
  | { status: "not-step" }
  | { status: "complete" | "truncated" | "malformed"; entities: StepEntity[] };

const STEP_MAGIC = "ISO-10303-21;";

const KEYWORD = /!?[A-Za-z_][A-Za-z0-9_]*/y;
const LITERAL = /\.[A-Za-z0-9_]+\.|[+-]?[0-9][0-9.Ee+-]*|"[0-9A-Fa-f]*"|#[0-9]+/y;
const SPACE = /\s+/y;

class EndOfInput extends Error {}
class SyntaxFault extends Error {}

export function readStepHeader(text: string): StepHeaderSyntax {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (!start.startsWith(STEP_MAGIC)) {
    return STEP_MAGIC.startsWith(start) && start.length > 0
      ? { status: "truncated", entities: [] }
      : { status: "not-step" };
  }
  const cursor = new Cursor(start, STEP_MAGIC.length);
  const entities: StepEntity[] = [];
  try {
    cursor.expectKeyword("HEADER");
    cursor.expectSymbol(";");
    for (;;) {
      const keyword = cursor.keyword();
      if (keyword === "ENDSEC") return { status: "complete", entities };
      entities.push({ keyword, parameters: cursor.parameterList() });
      cursor.expectSymbol(";");
    }
  } catch (error) {
    if (error instanceof EndOfInput) return { status: "truncated", entities };
    if (error instanceof SyntaxFault) return { status: "malformed", entities };
    throw error;
  }
}

class Cursor {
  constructor(
    private readonly text: string,
    private position: number,
  ) {}

  keyword(): string {
    this.skipSpace();
    const keyword = this.match(KEYWORD);
    if (keyword === null) throw this.fault();
    if (this.position >= this.text.length) throw new EndOfInput();
    return keyword.toUpperCase();
  }

  expectKeyword(expected: string) {
    if (this.keyword() !== expected) throw new SyntaxFault();
  }

  expectSymbol(symbol: string) {
    if (this.peek() !== symbol) throw this.fault();
    this.position += 1;
  }

  parameterList(): StepValue[] {
    this.expectSymbol("(");
    const items: StepValue[] = [];
    if (this.peek() === ")") {
      this.position += 1;
      return items;
    }
    for (;;) {
      items.push(this.value());
      const separator = this.peek();
      this.position += 1;
      if (separator === ")") return items;
      if (separator !== ",") throw new SyntaxFault();
    }
  }

  private value(): StepValue {
    const next = this.peek();
    if (next === "'") return { kind: "string", raw: this.stringBody() };
    if (next === "(") return { kind: "list", items: this.parameterList() };
    if (next === "$" || next === "*") {
      this.position += 1;
      return { kind: "omitted" };
    }
    if (/[A-Za-z_!]/.test(next)) {
      this.keyword();
      this.parameterList();
      return { kind: "other" };
    }
    if (this.match(LITERAL) === null) throw this.fault();
    return { kind: "other" };
  }

  private stringBody(): string {
    let end = this.position + 1;
    for (;;) {
      end = this.text.indexOf("'", end);
      if (end === -1) throw new EndOfInput();
      if (this.text[end + 1] !== "'") break;
      end += 2;
    }
    const raw = this.text.slice(this.position + 1, end);
    this.position = end + 1;
    return raw;
  }

  private peek(): string {
    this.skipSpace();
    const next = this.text[this.position];
    if (next === undefined) throw new EndOfInput();
    return next;
  }

  private skipSpace() {
    for (;;) {
      this.match(SPACE);
      if (!this.text.startsWith("/*", this.position)) return;
      const close = this.text.indexOf("*/", this.position + 2);
      if (close === -1) throw new EndOfInput();
      this.position = close + 2;
    }
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text);
    if (!found) return null;
    this.position += found[0].length;
    return found[0];
  }

  private fault(): Error {
    return this.position >= this.text.length ? new EndOfInput() : new SyntaxFault();
  }
}
