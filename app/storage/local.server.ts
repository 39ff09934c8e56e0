import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { signLocalLink } from "./signed-url.server";
import {
  assertValidKey,
  batchesOf,
  type FileStorage,
  isValidPrefix,
  type ListedObject,
  type PutBody,
  type StoredObject,
  writeAll,
} from "./storage";

export type LocalStorageOptions = {
  /** The uploads folder; nothing outside it is ever read or written. */
  root: string;
  /** Where the signed-link route is served, e.g. https://digitalepoteter.example/filer */
  linkBaseUrl: string;
  linkSecret: string;
};

// Bookkeeping lives in dot-folders, which no valid key can reach.
const META_DIR = ".meta";
const TMP_DIR = ".tmp";

export function createLocalStorage({
  root,
  linkBaseUrl,
  linkSecret,
}: LocalStorageOptions): FileStorage {
  const rootDir = path.resolve(root);

  function fileFor(key: string) {
    const file = path.resolve(rootDir, assertValidKey(key));
    if (!file.startsWith(rootDir + path.sep))
      throw new Error("Lagringsnøkkelen peker utenfor mappen");
    return file;
  }
  const metaFor = (key: string) => path.join(rootDir, META_DIR, `${assertValidKey(key)}.json`);

  // This driver never removes a folder, so each is made once per process: under a burst of
  // uploads, three recursive mkdirs per file were a measurable share of bench:load.
  const madeDirs = new Map<string, Promise<unknown>>();
  function ensureDir(dir: string) {
    let made = madeDirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      made.catch(() => madeDirs.delete(dir));
      madeDirs.set(dir, made);
    }
    return made;
  }

  async function openIfPresent(file: string) {
    return open(file).catch((error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? null : Promise.reject(error),
    );
  }

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const [info, meta] = await Promise.all([stat(fileFor(key)), readFile(metaFor(key), "utf8")]);
      if (!info.isFile()) return null;
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { key, contentType, size: info.size, lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /**
   * Writes a file in the temporary folder with `write`, then moves it to `key` with its
   * content type: a reader never sees half a file.
   */
  async function place(
    key: string,
    contentType: string,
    write: (tmpFile: string) => Promise<number>,
  ) {
    const file = fileFor(key);
    const tmpFile = path.join(rootDir, TMP_DIR, randomUUID());
    await ensureDir(path.dirname(tmpFile));
    let size: number;
    try {
      size = await write(tmpFile);
      await Promise.all([ensureDir(path.dirname(file)), ensureDir(path.dirname(metaFor(key)))]);
      await writeFile(metaFor(key), JSON.stringify({ contentType }));
      await rename(tmpFile, file);
    } catch (error) {
      await rm(tmpFile, { force: true });
      throw error;
    }
    return { key, contentType, size, lastModified: new Date() };
  }

  return {
    driver: "local",
    put: (key, body, { contentType, maxBytes }) =>
      place(key, contentType, (tmpFile) => writeNewFile(tmpFile, body, maxBytes)),
    async copy(from, to) {
      const source = await head(from);
      if (!source) return null;
      return place(to, source.contentType, async (tmpFile) => {
        // A clone where the file system offers one (btrfs, XFS, APFS), else a plain copy.
        await copyFile(fileFor(from), tmpFile, constants.COPYFILE_FICLONE);
        return source.size;
      });
    },
    head,
    async get(key) {
      const object = await head(key);
      if (!object) return null;
      // Opened before answering: a file deleted just after `head` is not found, where a
      // stream opened later failed with ENOENT in the middle of its reader (a 500 for an image).
      const file = await openIfPresent(fileFor(key));
      return file && { object, body: file.createReadStream() };
    },
    async delete(key) {
      await Promise.all([rm(fileFor(key), { force: true }), rm(metaFor(key), { force: true })]);
    },
    async list(prefix) {
      if (!isValidPrefix(prefix)) return [];
      const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? [] : Promise.reject(error)),
      );
      const objects: ListedObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(rootDir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join("/");
        if (key.startsWith(".") || !key.startsWith(prefix)) continue;
        const info = await stat(path.join(rootDir, key));
        objects.push({ key, size: info.size, lastModified: info.mtime });
      }
      return objects.sort((a, b) => a.key.localeCompare(b.key));
    },
    async sweepTemporary(before) {
      const dir = path.join(rootDir, TMP_DIR);
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (!info || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      assertValidKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const url = new URL(`${linkBaseUrl.replace(/\/$/, "")}/${key}`);
      url.searchParams.set("expires", String(expires));
      if (downloadName) url.searchParams.set("name", downloadName);
      url.searchParams.set(
        "signature",
        signLocalLink(linkSecret, { key, expires, name: downloadName }),
      );
      return url.toString();
    },
  };
}

/** Writes the body to a new file; resolves with its size. */
async function writeNewFile(file: string, body: PutBody, maxBytes?: number) {
  const handle = await open(file, "w");
  let size = 0;
  try {
    for await (const batch of batchesOf(body, maxBytes)) size += await writeAll(handle, batch);
  } finally {
    await handle.close();
  }
  return size;
}
