import { countProjectsWaitingForStaff } from "~/customer-projects/index.server";
import { prisma } from "~/db/index.server";

/** The numbers the admin overview opens with: what is waiting for staff, and how the mail is doing. */
export async function adminOverviewCounts() {
  const [
    newEnquiries,
    unansweredMessages,
    waitingProjects,
    subscribers,
    pendingMails,
    failedMails,
  ] = await Promise.all([
    prisma.contactRequest.count({ where: { stage: "ny" } }),
    countUnansweredCustomerMessages(),
    countProjectsWaitingForStaff(),
    prisma.newsletterSubscriber.count({
      where: { confirmedAt: { not: null }, unsubscribedAt: null },
    }),
    prisma.outboxMessage.count({ where: { status: { in: ["pending", "sending"] } } }),
    prisma.outboxMessage.count({ where: { status: "failed" } }),
  ]);
  return {
    newEnquiries,
    unansweredMessages,
    waitingProjects,
    subscribers,
    pendingMails,
    failedMails,
  };
}

/** Customer messages written after the project's last staff message (or with none yet). */
async function countUnansweredCustomerMessages() {
  const lastAnswers = await prisma.customerProjectMessage.groupBy({
    by: ["projectId"],
    where: { author: "staff" },
    _max: { createdAt: true },
  });
  const answeredUntil = new Map(lastAnswers.map((row) => [row.projectId, row._max.createdAt]));
  const customerMessages = await prisma.customerProjectMessage.findMany({
    where: { author: "customer" },
    select: { projectId: true, createdAt: true },
  });
  return customerMessages.filter((message) => {
    const answered = answeredUntil.get(message.projectId);
    return !answered || message.createdAt > answered;
  }).length;
}
