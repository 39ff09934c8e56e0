import { type Database, prisma } from "~/db/index.server";

/** What of a project waits for staff: the customer's messages, pins, or an approval. */
type ProjectWaitReason = "message" | "pin" | "approval";

type Waiting = { since: Date; latest: Date; reasons: Set<ProjectWaitReason> };

/**
 * The projects where something of the customer's waits for staff, for the admin inbox
 * (decision 302): messages written after staff's last one, unresolved pins whose last word is
 * the customer's, and an approval with no final files yet (decision 128). `since` is the
 * oldest of those, `latest` the newest. Read only; bounded by what waits, not by history.
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
  const [messages, pins, approved] = await Promise.all([
    unansweredMessages(db),
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

/** Per project with customer messages after staff's last: the first and last of those. */
async function unansweredMessages(db: Database) {
  const lastByAuthor = await db.customerProjectMessage.groupBy({
    by: ["projectId", "author"],
    _max: { createdAt: true },
  });
  const staffLast = new Map(
    lastByAuthor
      .filter((row) => row.author === "staff")
      .map((row) => [row.projectId, row._max.createdAt]),
  );
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
