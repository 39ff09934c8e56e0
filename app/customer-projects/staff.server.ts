import { customerMessageEmail, customerStepEmail } from "./emails.server";
import { prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { getStorage } from "~/storage/index.server";

const pageSize = 25;

export async function listCustomerProjects({ step, page }: { step?: string; page: number }) {
  const where = step ? { step } : {};
  const [total, projects] = await Promise.all([
    prisma.customerProject.count({ where }),
    prisma.customerProject.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: {
        id: true,
        projectName: true,
        contactName: true,
        company: true,
        email: true,
        step: true,
        createdAt: true,
        _count: { select: { messages: true } },
      },
    }),
  ]);
  return { total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), projects };
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

export type StepMove = "moved" | "unchanged" | "not-found";

/** The new step and the customer's e-mail about it commit together, so neither happens alone. */
export async function moveCustomerProject(id: string, step: string): Promise<StepMove> {
  return prisma.$transaction(async (tx) => {
    const project = await tx.customerProject.findUnique({ where: { id } });
    if (!project) return "not-found";
    if (project.step === step) return "unchanged";
    await tx.customerProject.update({ where: { id }, data: { step } });
    await enqueueEmail(tx, customerStepEmail(project, step));
    return "moved";
  });
}

/** A message from staff shows on the customer's page and is mailed to them. */
export async function sendStaffMessage(id: string, body: string) {
  return prisma.$transaction(async (tx) => {
    const project = await tx.customerProject.findUnique({ where: { id } });
    if (!project) return false;
    await tx.customerProjectMessage.create({ data: { projectId: id, author: "staff", body } });
    await enqueueEmail(tx, customerMessageEmail(project, body));
    return true;
  });
}

export async function openCustomerProjectFile(projectId: string, fileId: string) {
  const file = await prisma.customerProjectFile.findFirst({ where: { id: fileId, projectId } });
  if (!file) return null;
  const stored = await getStorage().get(file.storageKey);
  return stored ? { file, stored } : null;
}
