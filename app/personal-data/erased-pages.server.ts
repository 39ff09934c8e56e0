import { type DatabaseTransaction, prisma } from "~/db/index.server";

/** The pages behind a secret link; the rest of an erasure's pages are staff's. */
const CAPABILITY_PAGES = /^\/(prosjekt|tilbud)\//;

/** Remembers the erased records' secret links, so each answers 410 Gone from now on. */
export async function recordErasedPages(tx: DatabaseTransaction, pages: string[]) {
  for (const path of new Set(pages.filter((page) => CAPABILITY_PAGES.test(page)))) {
    await tx.erasedPage.upsert({ where: { path }, create: { path }, update: {} });
  }
}

/**
 * Throws the 410 Gone a secret link answers once its person was erased, kept record or not,
 * before anything of the record is read (decision 297).
 */
export async function refuseErasedPage(path: string, db = prisma) {
  if (await db.erasedPage.findUnique({ where: { path } })) {
    throw new Response("Slettet", { status: 410, statusText: "Gone" });
  }
}
