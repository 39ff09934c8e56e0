import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The docs name files in backticks so that a newcomer can open them. A file that moved
// without its doc leaves the reader at a dead end, so every such name must still exist.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).split("\n").filter(Boolean);

const tracked = new Set(git("ls-files", "--cached", "--others", "--exclude-standard"));
const trackedFolders = new Set([...tracked].flatMap((file) => folderPrefixes(file)));
const trackedNames = new Set([...tracked].map((file) => path.posix.basename(file)));

const fileEndings = /\.(tsx?|mjs|js|md|json|ya?ml|sh|prisma|toml|css)$/;
const notAPath = /[*<>{}…:=\s]|^[$/@-]|^\.\w+$|^\.server\./;

function folderPrefixes(file: string) {
  const parts = file.split("/");
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join("/") + "/");
}

/** Folders a path in the docs may start from: the repository's own, and app/'s concerns. */
const roots = new Set(
  [...trackedFolders]
    .filter((folder) => /^(app\/)?[^/]+\/$/.test(folder))
    .map((folder) => folder.replace(/^app\/(?=.)/, "").replace(/\/$/, "")),
);

/**
 * Backticked words that read as a file or folder of this repository. A history may still name
 * a file that is gone by writing "(gone)" right after it.
 */
function namedPaths(markdown: string) {
  return [...markdown.matchAll(/`([^`\n]+)`(?! \(gone\))/g)]
    .map(([, name]) => name!)
    .filter((name) => !notAPath.test(name))
    .filter((name) =>
      name.includes("/")
        ? name.startsWith("~/") || roots.has(name.split("/")[0]!)
        : fileEndings.test(name),
    );
}

function exists(name: string, doc: string) {
  if (name.startsWith("~/")) {
    const base = `app/${name.slice(2)}`;
    const endings = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
    return endings.some((ending) => tracked.has(base + ending));
  }
  if (!name.includes("/")) return trackedNames.has(name);
  return candidates(name, doc).some(
    (candidate) => tracked.has(candidate) || trackedFolders.has(candidate.replace(/\/?$/, "/")),
  );
}

function candidates(name: string, doc: string) {
  return [name, path.posix.join(path.posix.dirname(doc), name), `app/${name}`];
}

/** What the repository ignores is made by running it (`bench/results/`, `data/`). */
function isGenerated(name: string, doc: string) {
  return candidates(name, doc).some((candidate) => {
    try {
      execFileSync("git", ["check-ignore", "--no-index", "-q", candidate], { cwd: repoRoot });
      return true;
    } catch {
      return false;
    }
  });
}

// A superseded decision tells how things were; the files it names may be gone with it.
const superseded = /^Status:.*superseded/im;
const docs = ["README.md", "app/README.md", ...[...tracked].filter((f) => /^docs\/.*\.md$/.test(f))]
  .map((doc) => ({ doc, text: readFileSync(path.join(repoRoot, doc), "utf8") }))
  .filter(({ text }) => !superseded.test(text));

describe("every file the docs name exists", () => {
  it.each(docs)("$doc", ({ doc, text }) => {
    const missing = namedPaths(text).filter(
      (name) => !exists(name, doc) && !isGenerated(name, doc),
    );
    expect(missing).toEqual([]);
  });

  it("reads names the way a reader does, and finds a missing one", () => {
    const text =
      "See `app/http/start.server.ts`, `http/gone.server.ts`, `~/consent`, `docs/` and `shutdown.test.ts`, not `old.server.ts` (gone), `/admin/galleri`, `$DATA_DIR/mail`, `@prisma/client/runtime`, `.server.ts` or `npm test`.";
    expect(namedPaths(text)).toEqual([
      "app/http/start.server.ts",
      "http/gone.server.ts",
      "~/consent",
      "docs/",
      "shutdown.test.ts",
    ]);
    expect(namedPaths(text).filter((name) => !exists(name, "README.md"))).toEqual([
      "http/gone.server.ts",
    ]);
  });
});
