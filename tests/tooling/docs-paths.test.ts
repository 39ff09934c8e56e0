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
/** How many files of the repository have each name. */
const namesakes = new Map<string, number>();
for (const file of tracked) {
  const name = path.posix.basename(file);
  namesakes.set(name, (namesakes.get(name) ?? 0) + 1);
}

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

/** Backticked words that may be a path. */
function backticked(markdown: string) {
  return [...markdown.matchAll(/`([^`\n]+)`(?! \(gone\))/g)]
    .map(([, name]) => name!)
    .filter((name) => !notAPath.test(name));
}

/**
 * Backticked words that read as a file or folder of this repository. A history may still name
 * a file that is gone by writing "(gone)" right after it.
 */
function namedPaths(markdown: string) {
  return backticked(markdown).filter((name) =>
    name.includes("/")
      ? name.startsWith("~/") || roots.has(name.split("/")[0]!)
      : fileEndings.test(name),
  );
}

/**
 * Whether `name`, on `line` of `doc`, names a file or folder that is there. A path resolves
 * from the repository's root, from the doc's folder or from app/, never by its last part alone.
 * A bare file name is how the docs point into a folder they name beside it (the table's
 * `auth/` row and its `copy.ts`, `routes/_marketing+/kontakt.tsx` and the home page's
 * `_index.tsx`), so it resolves in a folder its line names. Without one, it must name one file
 * of the repository (`shutdown.test.ts`: a reader finds it by name), or be a kind of file
 * several folders have (a concern's `copy.ts` and `index.ts`) while a file of that name exists.
 */
function exists(name: string, doc: string, line = "") {
  if (name.startsWith("~/")) {
    const base = `app/${name.slice(2)}`;
    const endings = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
    return endings.some((ending) => tracked.has(base + ending));
  }
  if (resolves(name, doc)) return true;
  if (name.includes("/")) return false;
  const folders = foldersNamed(line, doc);
  if (folders.some((folder) => tracked.has(folder + name))) return true;
  const files = namesakes.get(name) ?? 0;
  return folders.length === 0 ? files > 0 : files === 1;
}

function resolves(name: string, doc: string) {
  return candidates(name, doc).some(
    (candidate) => tracked.has(candidate) || trackedFolders.has(candidate.replace(/\/?$/, "/")),
  );
}

/**
 * The folders a line names, as `auth/` or as the folder of `http/start.server.ts`, and one
 * inside another (the `newsletter/` row's `copy/`).
 */
function foldersNamed(line: string, doc: string) {
  const named = backticked(line)
    .filter((name) => name.includes("/") && !name.startsWith("~/"))
    .map((name) => (name.endsWith("/") ? name : `${path.posix.dirname(name)}/`));
  const resolved = named.flatMap((folder) => candidates(folder, doc));
  return [...resolved, ...resolved.flatMap((outer) => named.map((inner) => outer + inner))].filter(
    (folder) => trackedFolders.has(folder),
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
    const missing = text
      .split("\n")
      .flatMap((line) => namedPaths(line).filter((name) => !exists(name, doc, line)))
      .filter((name) => !isGenerated(name, doc));
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

  it("resolves the path a name gives, not any file with its last part", () => {
    expect(exists("http/start.server.ts", "README.md")).toBe(true);
    expect(exists("start.server.ts", "docs/security.md")).toBe(true);
    expect(exists("http/security/start.server.ts", "README.md")).toBe(false);
    expect(exists("security/copy.ts", "docs/security.md")).toBe(false);
  });

  it("looks for a bare name in the folders its line names", () => {
    const row = (folder: string, copy: string) => `| \`${folder}\` | the checker | ${copy} |`;
    expect(exists("copy.ts", "app/README.md", row("ifc/", "`copy.ts`"))).toBe(true);
    expect(exists("copy.ts", "app/README.md", row("hooks/", "`copy.ts`"))).toBe(false);
    const nested = row("newsletter/", "`copy/`: `newsletter.ts`");
    expect(exists("newsletter.ts", "app/README.md", nested)).toBe(true);
    const kind = "A concern's copy is in `copy.ts`, or in `copy/<name>.ts`.";
    expect(exists("copy.ts", "docs/decisions/210-x.md", kind)).toBe(true);
    expect(exists("copy-gone.ts", "docs/decisions/210-x.md", kind)).toBe(false);
  });
});
