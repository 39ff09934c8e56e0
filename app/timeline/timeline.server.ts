import { threadMessages } from "~/contact/index.server";
import { type Database, prisma } from "~/db/index.server";
import { enquiryEntries, projectEntries, timelineOf } from "./events.server";

const byTime = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const quoteRows = {
  orderBy: [{ createdAt: "asc" as const }, { version: "asc" as const }],
  include: { lines: { select: { quantity: true, unitPriceOre: true } } },
};

function readEnquiry(id: string, db: Database) {
  return db.contactRequest.findUnique({
    where: { id },
    include: {
      attachments: { orderBy: byTime },
      stages: { orderBy: byTime },
      notes: { orderBy: byTime },
      messages: threadMessages,
      quotes: quoteRows,
    },
  });
}

/** An enquiry's timeline (decision 330), oldest first; null when there is no such enquiry. */
export async function enquiryTimeline(id: string, db: Database = prisma) {
  const enquiry = await readEnquiry(id, db);
  return enquiry && timelineOf(enquiryEntries(enquiry));
}

/**
 * A customer project's timeline: the enquiry it was made from, if any, then what happened in
 * the project, in one list (decision 330). Null when there is no such project.
 */
export async function projectTimeline(id: string, db: Database = prisma) {
  const project = await db.customerProject.findUnique({
    where: { id },
    include: {
      messages: { orderBy: byTime },
      stepChanges: { orderBy: byTime },
      files: { orderBy: byTime },
      rounds: {
        orderBy: { number: "asc" },
        include: {
          images: {
            orderBy: { sortOrder: "asc" },
            include: {
              pins: {
                orderBy: { number: "asc" },
                include: { comments: { orderBy: byTime } },
              },
            },
          },
        },
      },
      quotes: quoteRows,
    },
  });
  if (!project) return null;
  const enquiry = project.enquiryId ? await readEnquiry(project.enquiryId, db) : null;
  return timelineOf([...(enquiry ? enquiryEntries(enquiry) : []), ...projectEntries(project)]);
}
