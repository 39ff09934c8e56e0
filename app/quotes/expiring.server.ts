import { prisma } from "~/db/index.server";
import { sourceAdminPath } from "./emails.server";
import { dayOf, norwegianToday } from "./quote-schema";

/** An open quote this close to its last day waits for staff to follow it up. */
const EXPIRY_WARNING_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Open quotes whose last day is today or within EXPIRY_WARNING_DAYS, soonest first, for the
 * admin inbox (decision 302), each with where staff see it.
 */
export async function quotesAboutToExpire(now = new Date()) {
  const today = new Date(`${norwegianToday(now)}T00:00:00Z`);
  const quotes = await prisma.quote.findMany({
    where: {
      status: "open",
      validUntil: { gte: today, lte: new Date(today.getTime() + EXPIRY_WARNING_DAYS * DAY_MS) },
    },
    orderBy: [{ validUntil: "asc" }, { id: "asc" }],
    take: 200,
    select: {
      id: true,
      version: true,
      customerName: true,
      enquiryId: true,
      projectId: true,
      validUntil: true,
      createdAt: true,
    },
  });
  return quotes.map(({ enquiryId, projectId, validUntil, ...quote }) => ({
    ...quote,
    lastDay: dayOf(validUntil),
    adminPath: sourceAdminPath(enquiryId ? { enquiryId } : { projectId: projectId ?? "" }),
  }));
}
