import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import PostalMime, { type Email } from "postal-mime";
import { expect, test } from "@playwright/test";

/**
 * What the test's server wrote: its SQLite database, uploads and .eml files; read only, save
 * for `backdateEnquiry`, `writeDatabase` and `useUpRateLimit`. The specs on the own-data and content sites (playwright.config.ts)
 * read that site's folder.
 */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR mangler: kjør testene med playwright.config.ts");
  const folders = new Map([
    [process.env.E2E_OWN_DATA_PORT, "own-data"],
    [process.env.E2E_CONTENT_PORT, "content"],
  ]);
  const folder = folders.get(new URL(test.info().project.use.baseURL ?? "").port);
  return folder ? path.join(dir, folder) : dir;
};

export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir(), "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Moves an enquiry's received time `days` back, as if it had waited that long: the one write a
 * spec makes to the site's data, for what only the passing of time would show. Written in the
 * format Prisma's SQLite adapter stores, so the server compares it as its own.
 */
export function backdateEnquiry(name: string, days: number) {
  const db = new Database(path.join(dataDir(), "app.db"), { fileMustExist: true, timeout: 5000 });
  try {
    const received = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const { changes } = db
      .prepare("UPDATE contact_requests SET created_at = ? WHERE name = ?")
      .run(received.toISOString().replace("Z", "+00:00"), name);
    if (changes !== 1) throw new Error(`Fant ikke én henvendelse fra ${name}`);
  } finally {
    db.close();
  }
}

/**
 * Writes rows with times no test could wait for (a week years back), for the pages that count
 * by date. Every write is one statement with its parameters; run in one transaction.
 */
export function writeDatabase(statements: [sql: string, ...params: unknown[]][]) {
  const db = new Database(path.join(dataDir(), "app.db"), { fileMustExist: true, timeout: 5000 });
  try {
    db.transaction(() => {
      for (const [sql, ...params] of statements) db.prepare(sql).run(...params);
    })();
  } finally {
    db.close();
  }
}

/**
 * Uses up a rate limit in the current window, as a flood of posts would: the other write a
 * spec makes, since a thousand real posts would only slow the suite. The window length is the
 * server's default RATE_LIMIT_WINDOW_SECONDS.
 */
export function useUpRateLimit(key: string, count = 1000, windowSeconds = 600) {
  const db = new Database(path.join(dataDir(), "app.db"), { fileMustExist: true, timeout: 5000 });
  try {
    const now = Math.floor(Date.now() / 1000);
    db.prepare(
      `INSERT INTO rate_limit_windows (key, window_start, count) VALUES (?, ?, ?)
       ON CONFLICT (key, window_start) DO UPDATE SET count = excluded.count`,
    ).run(key, now - (now % windowSeconds), count);
  } finally {
    db.close();
  }
}

export function storedFiles(prefix: string) {
  try {
    return readdirSync(path.join(dataDir(), "uploads", prefix));
  } catch {
    return [];
  }
}

/** Every e-mail the outbox has written so far, parsed. */
export async function readEmails(): Promise<Email[]> {
  const dir = path.join(dataDir(), "mail");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return Promise.all(names.map((name) => PostalMime.parse(readFileSync(path.join(dir, name)))));
}

/** Waits for the outbox to write an e-mail whose text contains `text` (and matches), parsed. */
export async function waitForEmail(text: string, matches: (email: Email) => boolean = () => true) {
  let found: Email | undefined;
  await expect
    .poll(
      async () =>
        (found = (await readEmails()).find(
          (email) => email.text?.includes(text) && matches(email),
        )),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as Email;
}

export const brokenStorageURL = () => `http://127.0.0.1:${process.env.E2E_BROKEN_STORAGE_PORT}`;
