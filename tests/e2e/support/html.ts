import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = { url?: string; lastLine?: number; message: string; extract?: string };

/** The Nu HTML Checker's errors for one page. */
export function htmlErrors(html: string) {
  return htmlErrorsOf([{ name: "siden", html }]);
}

/**
 * The Nu HTML Checker's errors for all pages, in one run: a JVM start is a second or two of
 * CPU, more than checking a page. Each error is prefixed with its page's name and line. The
 * checker's CSS parser is older than the CSS we ship (@property, margin-trim), so its CSS
 * messages are left out; and each page is checked up to </html>, since Remix streams its data
 * scripts after it.
 */
export async function htmlErrorsOf(pages: { name: string; html: string }[]) {
  const directory = await mkdtemp(path.join(tmpdir(), "dp-vnu-"));
  try {
    const files = await Promise.all(
      pages.map(async ({ html }, index) => {
        const end = html.indexOf("</html>");
        const file = path.join(directory, `${index}.html`);
        await writeFile(file, end === -1 ? html : html.slice(0, end + "</html>".length));
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      [
        // The quick compiler alone halves the checker's CPU time; it needs a deeper stack than
        // the default for the HTML schema.
        "-XX:TieredStopAtLevel=1",
        "-Xss4m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--errors-only",
        "--no-langdetect",
        "--exit-zero-always",
        "--stdout",
        "--filterpattern",
        "CSS: .*",
        ...files,
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages.map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url ?? "")?.[1]);
      const where = `${pages[index]?.name ?? message.url ?? ""}:${message.lastLine ?? "?"}`;
      return `${where}: ${message.message} «${message.extract ?? ""}»`;
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
