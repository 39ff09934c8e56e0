import { customerMessageEmail, customerStepEmail } from "./emails.server";
import { pageWindow } from "~/admin";
import { type Database, prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { customerErased } from "./erased-customer";
import { recordStepChange } from "./step-changes.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { getStorage } from "~/storage/index.server";

const pageSize = 25;

export async function listCustomerProjects({ step, page }: { step?: string; page: number }) {
  const where = step ? { step } : {};
  const total = await prisma.customerProject.count({ where });
  const { skip, take, ...paging } = pageWindow(page, total, pageSize);
  const projects = await prisma.customerProject.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: {
      id: true,
      projectName: true,
      contactName: true,
      company: true,
      email: true,
      step: true,
      approvedRound: true,
      createdAt: true,
      _count: { select: { messages: true } },
    },
  });
  const states = await feedbackStates(projects.map((project) => project.id));
  return {
    total,
    ...paging,
    projects: projects.map((project) => ({
      ...project,
      openPins: states.get(project.id)?.openPins ?? 0,
    })),
  };
}

/**
 * Per project: its unresolved pins, and whether it waits for staff (decision 128): a pin whose
 * last word is the customer's, or an approval with no final files yet.
 */
async function feedbackStates(projectIds?: string[], db: Database = prisma) {
  const inProjects = projectIds ? { in: projectIds } : undefined;
  const [pins, approved] = await Promise.all([
    db.feedbackPin.findMany({
      where: { resolvedAt: null, image: { round: { projectId: inProjects } } },
      select: {
        image: { select: { round: { select: { projectId: true } } } },
        comments: {
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 1,
          select: { author: true },
        },
      },
    }),
    db.customerProject.findMany({
      where: {
        id: inProjects,
        approvedAt: { not: null },
        // Delivered, even when the files have since been deleted after the retention period.
        filesDeletedAt: null,
        files: { none: { delivery: true } },
      },
      select: { id: true },
    }),
  ]);
  const states = new Map<string, { openPins: number; waiting: boolean }>();
  const stateOf = (id: string) => {
    const state = states.get(id) ?? { openPins: 0, waiting: false };
    states.set(id, state);
    return state;
  };
  for (const pin of pins) {
    const state = stateOf(pin.image.round.projectId);
    state.openPins += 1;
    if (pin.comments[0]?.author === "customer") state.waiting = true;
  }
  for (const project of approved) stateOf(project.id).waiting = true;
  return states;
}

/** For the admin overview: projects where the customer's feedback waits for staff. */
export async function countProjectsWaitingForStaff(db: Database = prisma) {
  const states = await feedbackStates(undefined, db);
  return [...states.values()].filter((state) => state.waiting).length;
}

export function getCustomerProjectForStaff(id: string) {
  return prisma.customerProject.findUnique({
    where: { id },
    include: {
      messages: { orderBy: { createdAt: "asc" } },
      files: { orderBy: { createdAt: "asc" } },
    },
  });
}

export type StepMove = "moved" | "unchanged" | "not-found" | "erased";

/**
 * The new step, its record for the timeline (who, from, to, decision 343) and the customer's
 * e-mail about it commit together, so none happens alone. Of two moves at once from the same
 * step, only the first is made: the second would record a step the project had left.
 */
export async function moveCustomerProject(
  id: string,
  step: string,
  staffEmail: string,
): Promise<StepMove> {
  const studio = await readCompanyFacts();
  return prisma.$transaction(async (tx) => {
    const project = await tx.customerProject.findUnique({ where: { id } });
    if (!project) return "not-found";
    if (customerErased(project)) return "erased";
    if (project.step === step) return "unchanged";
    const { count } = await tx.customerProject.updateMany({
      where: { id, step: project.step },
      data: { step },
    });
    if (count === 0) return "unchanged";
    await recordStepChange(tx, { projectId: id, fromStep: project.step, step, staffEmail });
    await enqueueEmail(tx, customerStepEmail(project, step, studio));
    return "moved";
  });
}

/** A message from staff shows on the customer's page and is mailed to them. */
export async function sendStaffMessage(
  id: string,
  body: string,
): Promise<"sent" | "not-found" | "erased"> {
  const studio = await readCompanyFacts();
  return prisma.$transaction(async (tx) => {
    const project = await tx.customerProject.findUnique({ where: { id } });
    if (!project) return "not-found";
    if (customerErased(project)) return "erased";
    await tx.customerProjectMessage.create({ data: { projectId: id, author: "staff", body } });
    await enqueueEmail(tx, customerMessageEmail(project, body, studio));
    return "sent";
  });
}

export async function openCustomerProjectFile(projectId: string, fileId: string) {
  const file = await prisma.customerProjectFile.findFirst({ where: { id: fileId, projectId } });
  if (!file) return null;
  const stored = await getStorage().get(file.storageKey);
  return stored ? { file, stored } : null;
}
