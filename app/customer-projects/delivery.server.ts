import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { customerProjectsAdminCopy } from "./copy/customer-projects";
import { feedbackAdminCopy } from "./copy/feedback";
import { customerErased } from "./erased-customer";
import { prisma } from "~/db/index.server";
import { customerDeliveryEmail } from "./emails.server";
import type { UploadOutcome } from "./feedback.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { addStoredFileToZip, getStorage } from "~/storage/index.server";
import { discardUploads, receiveUploadForm } from "~/uploads/index.server";

const DELIVERY_PREFIX = "customer_project_files";
const FILES_FIELD = "filer";

/**
 * Final files (JPG, PNG, PDF) staff attach once the customer has approved a round; the
 * customer downloads them. Before approval the form is refused unread (decision 187). The
 * files and one mail to the customer commit together: one mail per delivery, however many
 * files it holds.
 */
export async function receiveDeliveryFiles(
  request: Request,
  projectId: string,
): Promise<UploadOutcome> {
  const project = await prisma.customerProject.findUnique({ where: { id: projectId } });
  if (!project) return { status: "not-found" };
  if (customerErased(project))
    return { status: "refused", problem: customerProjectsAdminCopy.erased.refused };
  if (!project.approvedAt)
    return { status: "refused", problem: feedbackAdminCopy.deliveryBeforeApproval };
  const form = await receiveUploadForm(request, FILES_FIELD, DELIVERY_PREFIX, {
    kinds: ["jpeg", "png", "pdf"],
    wrongType: feedbackAdminCopy.deliveryWrongType,
  });
  if (!form.ok && form.storageFailed) return { status: "failed" };
  if (!form.ok) return { status: "refused", problem: form.problem ?? feedbackAdminCopy.noFiles };
  if (!form.uploads.length) return { status: "refused", problem: feedbackAdminCopy.noFiles };
  try {
    const email = customerDeliveryEmail(project, form.uploads.length, await readCompanyFacts());
    await prisma.$transaction(async (tx) => {
      await tx.customerProjectFile.createMany({
        data: form.uploads.map((upload) => ({ ...upload, projectId, delivery: true })),
      });
      await enqueueEmail(tx, email);
    });
    return { status: "saved", round: 0 };
  } catch (error) {
    await discardUploads(form.uploads);
    throw error;
  }
}

/** "Bilde.jpg" twice in one ZIP would leave one of them out: the second is "Bilde (2).jpg". */
function uniqueNames(names: string[]) {
  const taken = new Set<string>();
  return names.map((written) => {
    // A name is one ZIP entry, never a folder path to climb out of where it is unpacked.
    const name = written.replace(/[/\\]/g, "_").replace(/^\.+$/, "fil");
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++)
      candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A project's delivered files as one ZIP stream, in the order they were delivered; null when
 * there are none (yet, or no longer).
 */
export async function deliveryZip(projectId: string, storage = getStorage()) {
  const files = await prisma.customerProjectFile.findMany({
    where: { projectId, delivery: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (!files.length) return null;
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  const names = uniqueNames(files.map((file) => file.originalName));
  for (const [index, file] of files.entries())
    await addStoredFileToZip(zip, storage, { storageKey: file.storageKey, path: names[index]! });
  zip.end();
  return output;
}
