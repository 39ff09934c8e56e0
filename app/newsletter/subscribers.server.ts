import { pageWindow } from "~/admin";
import { prisma } from "~/db/index.server";
import { subscriberRoleLabels, subscribersCopy } from "./copy/newsletter-admin";

const subscribersPerPage = 50;

export function isSubscriberRole(value: string | null): value is string {
  return value !== null && value in subscriberRoleLabels;
}

/** Receiving issues: confirmed and not unsubscribed. */
const receiving = { confirmedAt: { not: null }, unsubscribedAt: null };

type SubscriberState = "pending" | "confirmed" | "unsubscribed";

/** An unsubscribe outranks a confirmation; a re-signup stays unsubscribed until confirmed. */
function subscriberState(row: { confirmedAt: Date | null; unsubscribedAt: Date | null }) {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "pending";
}

export async function listSubscribers({ role, page }: { role: string | null; page: number }) {
  const where = role ? { role } : {};
  const total = await prisma.newsletterSubscriber.count({ where });
  const { skip, take, ...paging } = pageWindow(page, total, subscribersPerPage);
  const [rows, byRole, unsubscribed, pending] = await Promise.all([
    prisma.newsletterSubscriber.findMany({
      where,
      orderBy: [{ subscribedAt: "desc" }, { id: "desc" }],
      skip,
      take,
    }),
    prisma.newsletterSubscriber.groupBy({
      by: ["role"],
      where: receiving,
      _count: { _all: true },
    }),
    prisma.newsletterSubscriber.count({ where: { ...where, unsubscribedAt: { not: null } } }),
    prisma.newsletterSubscriber.count({
      where: { ...where, confirmedAt: null, unsubscribedAt: null },
    }),
  ]);
  const activeByRole = Object.fromEntries(byRole.map((group) => [group.role, group._count._all]));
  return {
    total,
    unsubscribed,
    pending,
    activeByRole,
    activeTotal: Object.values(activeByRole).reduce((sum, count) => sum + count, 0),
    ...paging,
    subscribers: rows.map((row) => ({ ...row, state: subscriberState(row) as SubscriberState })),
  };
}

export async function deleteSubscriber(id: string) {
  const { count } = await prisma.newsletterSubscriber.deleteMany({ where: { id } });
  return count === 1;
}

/**
 * UTF-8 with a byte-order mark, semicolons and CRLF: what Norwegian Excel opens correctly
 * with a double click. Cells that a spreadsheet would run as a formula are defused.
 */
export async function subscribersCsv(role: string | null) {
  const rows = await prisma.newsletterSubscriber.findMany({
    where: role ? { role } : {},
    orderBy: [{ subscribedAt: "asc" }, { id: "asc" }],
  });
  const lines = [
    subscribersCopy.csvHeader,
    ...rows.map((row) => [
      row.email,
      subscriberRoleLabels[row.role] ?? row.role,
      row.subscribedAt.toISOString(),
      row.consentedAt.toISOString(),
      row.consentVersion,
      row.unsubscribedAt?.toISOString() ?? "",
      row.confirmedAt?.toISOString() ?? "",
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
