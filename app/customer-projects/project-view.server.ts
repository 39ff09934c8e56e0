import { formatDateTime, formatFileSize } from "~/format";
import type { StoredBrief } from "./brief-schema";
import { projectTypeLabel, serviceLabels } from "./form-options";

type ProjectForView = StoredBrief & {
  createdAt: Date;
  approvedAt: Date | null;
  approvedBy: string | null;
  approvedRound: number | null;
  filesDeletedAt: Date | null;
  messages: { id: string; author: string; body: string; createdAt: Date }[];
};

/** A stored file as the page links to it: the customer gets signed links, staff an authorised route. */
type FileForView = {
  id: string;
  messageId: string | null;
  delivery: boolean;
  name: string;
  size: number;
  href: string;
};

/** The brief, its files and the message thread, read the same way on the customer's page and in admin. */
export function projectView(project: ProjectForView, files: FileForView[]) {
  const link = (file: FileForView) => ({
    id: file.id,
    name: `${file.name} (${formatFileSize(file.size)})`,
    href: file.href,
  });
  return {
    brief: {
      contact: [project.contactName, project.email, project.phone].filter(Boolean).join(" · "),
      company: project.company,
      address: project.address,
      projectType: projectTypeLabel(project.projectType),
      units: project.units,
      services: serviceLabels(project.services),
      deadline: project.deadline
        ? project.deadline.toISOString().slice(0, 10).split("-").reverse().join(".")
        : null,
      description: project.description,
      received: formatDateTime(project.createdAt),
    },
    briefFiles: files.filter((file) => !file.messageId && !file.delivery).map(link),
    deliveryFiles: files.filter((file) => file.delivery).map(link),
    /** When the retention job deleted the delivered project's files (decision 270). */
    filesDeleted: project.filesDeletedAt ? formatDateTime(project.filesDeletedAt) : null,
    approval: project.approvedAt
      ? {
          round: project.approvedRound ?? 0,
          by: project.approvedBy ?? "",
          at: formatDateTime(project.approvedAt),
        }
      : null,
    messages: project.messages.map((message) => ({
      id: message.id,
      author: message.author,
      body: message.body,
      sent: formatDateTime(message.createdAt),
      files: files.filter((file) => file.messageId === message.id).map(link),
    })),
  };
}
