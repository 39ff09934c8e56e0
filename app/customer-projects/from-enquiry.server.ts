import { randomUUID } from "node:crypto";
import path from "node:path";
import { type Database, isUniqueViolation, newCapabilityId, prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";
import { projectFromEnquiryCopy as copy } from "./copy/customer-projects";
import { projectFromEnquiryEmail } from "./emails.server";

const STORAGE_PREFIX = "customer_project_files";

export type ProjectFromEnquiry =
  { status: "created" | "existing"; projectId: string } | { status: "not-found" };

/**
 * Makes the customer project an enquiry becomes: its contact, company and message, and every
 * file the customer sent, by the form or by mail, copied inside storage to files of the
 * project's own (decisions 245, 306). The enquiry id is unique on the project, so a double
 * click, a second tab or a replay finds the one project; the loser of a race deletes the
 * copies it made.
 */
export async function createProjectFromEnquiry(
  enquiryId: string,
  { db = prisma, storage = getStorage() }: { db?: Database; storage?: FileStorage } = {},
): Promise<ProjectFromEnquiry> {
  const existing = await findProjectOf(enquiryId, db);
  if (existing) return existing;
  const enquiry = await db.contactRequest.findUnique({
    where: { id: enquiryId },
    include: {
      attachments: { orderBy: { createdAt: "asc" } },
      messages: {
        where: { direction: "in" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { attachments: { orderBy: { createdAt: "asc" } } },
      },
    },
  });
  if (!enquiry) return { status: "not-found" };

  const mailed = enquiry.messages.flatMap((message) => message.attachments);
  const files = await copyAttachments([...enquiry.attachments, ...mailed], storage);
  const project = {
    id: newCapabilityId(),
    enquiryId,
    contactName: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: enquiry.company,
    projectName: copy.projectName(enquiry.company, enquiry.createdAt),
    projectType: "annet",
    services: [],
    description: enquiry.message,
  };
  const studio = await readCompanyFacts(db);
  try {
    await db.$transaction(async (tx) => {
      await tx.customerProject.create({ data: { ...project, files: { create: files } } });
      await enqueueEmail(tx, projectFromEnquiryEmail(project, studio));
    });
    return { status: "created", projectId: project.id };
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
    if (!isUniqueViolation(error)) throw error;
    return (await findProjectOf(enquiryId, db)) ?? { status: "not-found" };
  }
}

/** The project an enquiry became, for the link on the enquiry's page. */
export function projectOfEnquiry(enquiryId: string, db: Database = prisma) {
  return db.customerProject.findUnique({
    where: { enquiryId },
    select: { id: true, projectName: true },
  });
}

async function findProjectOf(enquiryId: string, db: Database) {
  const project = await db.customerProject.findUnique({
    where: { enquiryId },
    select: { id: true },
  });
  return project && ({ status: "existing", projectId: project.id } as const);
}

type Attachment = { storageKey: string; originalName: string; contentType: string };

/**
 * Each attachment still in storage, copied to a new key under the project files' prefix. If
 * one copy fails, the ones made are deleted and the failure passes on.
 */
async function copyAttachments(attachments: Attachment[], storage: FileStorage) {
  const results = await Promise.allSettled(
    attachments.map(async ({ storageKey: from, originalName, contentType }) => {
      const storageKey = `${STORAGE_PREFIX}/${randomUUID()}${path.extname(from)}`;
      const copied = await storage.copy(from, storageKey);
      return copied && { storageKey, originalName, contentType, size: copied.size };
    }),
  );
  const files = results.flatMap((result) =>
    result.status === "fulfilled" && result.value ? [result.value] : [],
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) {
    await Promise.all(files.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
    throw failure.reason;
  }
  return files;
}
