import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** The Nu HTML Checker's errors for one page, up to </html> (Remix streams data after it). */
export async function htmlErrors(html: string) {
  const directory = await mkdtemp(path.join(tmpdir(), "dp-vnu-page-"));
  try {
    const file = path.join(directory, "page.html");
    const end = html.indexOf("</html>");
    await writeFile(file, end === -1 ? html : html.slice(0, end + "</html>".length));
    const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    const { stdout } = await promisify(execFile)(
      "java",
      [
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
        file,
      ],
      { maxBuffer: 8 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: { message: string; extract?: string }[];
    };
    return messages.map((message) => `${message.message} «${message.extract ?? ""}»`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
