import type { Database, DatabaseTransaction } from "~/db/index.server";
import { sourceCopy } from "../copy";
import { addressFilter, isPerson, type Person, type PersonalDataSource } from "../source.server";

const copy = sourceCopy.quotes;

async function quotesOf(db: Database | DatabaseTransaction, person: Person) {
  const rows = await db.quote.findMany({
    where: { email: addressFilter(db, person.email) },
    include: { lines: { orderBy: { position: "asc" } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.filter((row) => isPerson({ email: row.email }, person));
}

/**
 * Quotes sent to the person. An accepted quote is a contract the accounts must keep: erasing
 * keeps its lines, the typed name and when, loosened from the enquiry and project that go,
 * and drops the address. This source runs before those two, whose deletion would take it along.
 */
export const quotes: PersonalDataSource = {
  kind: "tilbud",
  ...copy,
  async collect(db, person) {
    return (await quotesOf(db, person)).map((row) => ({
      found: {
        title: copy.title(row.version),
        date: row.createdAt,
        details: [row.customerName, row.email, copy.status(row.status)],
        files: [],
        kept: row.status === "accepted",
      },
      data: {
        sendt: row.createdAt,
        versjon: row.version,
        navn: row.customerName,
        epost: row.email,
        gyldigTil: row.validUntil,
        vilkar: row.terms,
        status: row.status,
        apnet: row.openedAt,
        besvart: row.decidedAt,
        godtattAv: row.acceptedBy,
        avslagsgrunn: row.declineReason,
        linjer: row.lines.map((line) => ({
          beskrivelse: line.description,
          antall: line.quantity,
          enhetsprisOre: line.unitPriceOre,
        })),
      },
      files: [],
    }));
  },
  async erase(tx, person) {
    const rows = await quotesOf(tx, person);
    const accepted = rows.filter((row) => row.status === "accepted").map((row) => row.id);
    const others = rows.filter((row) => row.status !== "accepted").map((row) => row.id);
    await tx.quote.updateMany({
      where: { id: { in: accepted } },
      data: { email: "", enquiryId: null, projectId: null },
    });
    await tx.quote.deleteMany({ where: { id: { in: others } } });
    const pages = rows.map((row) => `/tilbud/${row.id}`);
    return { erased: rows.length, kept: accepted.length, storageKeys: [], pages };
  },
};
