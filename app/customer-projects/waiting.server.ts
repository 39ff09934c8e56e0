import { type Database, prisma } from "~/db/index.server";

/**
 * What of a project waits for staff: the customer's messages, pins, an approval, or their
 * answer to the project's quote.
 */
type ProjectWaitReason = "message" | "pin" | "approval" | "quoteAccepted" | "quoteDeclined";

type Waiting = { since: Date; latest: Date; reasons: Set<ProjectWaitReason> };

/**
 * The projects where something of the customer's waits for staff, for the admin inbox
 * (decision 302): messages written after staff's last one, unresolved pins whose last word is
 * the customer's, an approval with no final files yet (decision 128), and the customer's
 * accepting or declining the project's latest answered quote after staff's last message
 * (decision 344). `since` is the oldest of those, `latest` the newest. Read only; the messages
 * and quotes are grouped counts, one row per project.
 */
export async function projectsWaitingForStaff(db: Database = prisma) {
  const waiting = new Map<string, Waiting>();
  const add = (projectId: string, reason: ProjectWaitReason, since: Date, latest = since) => {
    const entry = waiting.get(projectId) ?? { since, latest, reasons: new Set() };
    if (since < entry.since) entry.since = since;
    if (latest > entry.latest) entry.latest = latest;
    entry.reasons.add(reason);
    waiting.set(projectId, entry);
  };
  const lastByAuthor = await db.customerProjectMessage.groupBy({
    by: ["projectId", "author"],
    _max: { createdAt: true },
  });
  const staffLast = new Map(
    lastByAuthor
      .filter((row) => row.author === "staff")
      .map((row) => [row.projectId, row._max.createdAt]),
  );
  const [messages, quotes, pins, approved] = await Promise.all([
    unansweredMessages(db, lastByAuthor, staffLast),
    answeredQuotes(db, staffLast),
    db.feedbackPin.findMany({
      where: { resolvedAt: null, comments: { some: { author: "customer" } } },
      select: {
        image: { select: { round: { select: { projectId: true } } } },
        comments: {
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 1,
          select: { author: true, createdAt: true },
        },
      },
    }),
    db.customerProject.findMany({
      where: {
        approvedAt: { not: null },
        filesDeletedAt: null,
        files: { none: { delivery: true } },
      },
      select: { id: true, approvedAt: true },
    }),
  ]);
  for (const message of messages) add(message.projectId, "message", message.since, message.latest);
  for (const quote of quotes) add(quote.projectId, quote.reason, quote.decidedAt);
  for (const pin of pins) {
    const last = pin.comments[0];
    if (last?.author === "customer") add(pin.image.round.projectId, "pin", last.createdAt);
  }
  for (const project of approved)
    if (project.approvedAt) add(project.id, "approval", project.approvedAt);
  if (!waiting.size) return [];
  const projects = await db.customerProject.findMany({
    where: { id: { in: [...waiting.keys()] } },
    select: { id: true, contactName: true, projectName: true },
  });
  return projects.flatMap((project) => {
    const entry = waiting.get(project.id);
    return entry ? [{ ...project, ...entry, reasons: [...entry.reasons] }] : [];
  });
}

type LastMessages = { projectId: string; author: string; _max: { createdAt: Date | null } }[];
type StaffLast = Map<string, Date | null>;

/**
 * Per project, the customer's answer to its latest answered quote when staff have written
 * nothing since. Grouped by project and answer: at most two rows a project.
 */
async function answeredQuotes(db: Database, staffLast: StaffLast) {
  const groups = await db.quote.groupBy({
    by: ["projectId", "status"],
    where: { projectId: { not: null }, status: { in: ["accepted", "declined"] } },
    _max: { decidedAt: true },
  });
  const latest = new Map<string, { decidedAt: Date; reason: ProjectWaitReason }>();
  for (const group of groups) {
    const decidedAt = group._max.decidedAt;
    if (!group.projectId || !decidedAt) continue;
    const known = latest.get(group.projectId);
    if (known && known.decidedAt >= decidedAt) continue;
    const reason = group.status === "accepted" ? "quoteAccepted" : "quoteDeclined";
    latest.set(group.projectId, { decidedAt, reason });
  }
  return [...latest].flatMap(([projectId, answer]) => {
    const answered = staffLast.get(projectId);
    return answered && answered >= answer.decidedAt ? [] : [{ projectId, ...answer }];
  });
}

/** Per project with customer messages after staff's last: the first and last of those. */
async function unansweredMessages(db: Database, lastByAuthor: LastMessages, staffLast: StaffLast) {
  const open = lastByAuthor.filter((row) => {
    const answered = staffLast.get(row.projectId);
    return (
      row.author === "customer" &&
      row._max.createdAt &&
      (!answered || row._max.createdAt > answered)
    );
  });
  if (!open.length) return [];
  const firsts = await db.customerProjectMessage.groupBy({
    by: ["projectId"],
    where: {
      author: "customer",
      OR: open.map((row) => ({
        projectId: row.projectId,
        createdAt: { gt: staffLast.get(row.projectId) ?? new Date(0) },
      })),
    },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });
  return firsts.flatMap((row) =>
    row._min.createdAt && row._max.createdAt
      ? [{ projectId: row.projectId, since: row._min.createdAt, latest: row._max.createdAt }]
      : [],
  );
}
