import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { Stylesheet, StylesheetTextProvider } from "./stylesheet";
import { readBuiltStylesheets } from "./stylesheet-text.server";

describe("Stylesheet", () => {
  test("writes the text into the page when the server has it", () => {
    const html = renderToStaticMarkup(
      <StylesheetTextProvider value={new Map([["/assets/site-1.css", "body>main{color:red}"]])}>
        <Stylesheet href="/assets/site-1.css" />
      </StylesheetTextProvider>,
    );
    expect(html).toBe('<style data-href="/assets/site-1.css">body>main{color:red}</style>');
  });

  test("links the file when the text is unknown, as under Vite's dev server", () => {
    const html = renderToStaticMarkup(<Stylesheet href="/app/styles/tailwind.css" />);
    expect(html).toBe('<link rel="stylesheet" href="/app/styles/tailwind.css"/>');
  });
});

describe("readBuiltStylesheets", () => {
  let directory: string;
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  test("reads every stylesheet of the build by the URL the page uses, and nothing else", () => {
    directory = mkdtempSync(path.join(os.tmpdir(), "dp-assets-"));
    writeFileSync(path.join(directory, "tailwind-abc.css"), "html{color-scheme:dark}");
    writeFileSync(path.join(directory, "shell-abc.js"), "export{}");
    expect(readBuiltStylesheets(directory)).toEqual(
      new Map([["/assets/tailwind-abc.css", "html{color-scheme:dark}"]]),
    );
  });
});
