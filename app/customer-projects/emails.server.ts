import { mailSignature, type CompanyFacts } from "~/company";
import { getConfig } from "~/config/index.server";
import {
  briefFormCopy,
  customerProjectEmails as copy,
  projectPageCopy,
  projectSteps,
} from "./copy/customer-projects";
import type { OutboxEmail } from "~/mail/index.server";
import { getStorage } from "~/storage/index.server";
import type { StoredUpload } from "~/uploads/index.server";
import type { StoredBrief } from "./brief-schema";
import { projectTypeLabel, serviceLabels, stepLabel } from "./form-options";

const fileLinkSeconds = 7 * 24 * 60 * 60;

type ProjectForEmail = {
  id: string;
  contactName: string;
  email: string;
  projectName: string;
};

type BriefForEmail = ProjectForEmail & StoredBrief;

function customerPageUrl(projectId: string) {
  return new URL(`/prosjekt/${projectId}`, getConfig().siteUrl).toString();
}

function adminUrl(projectId: string) {
  return new URL(`/admin/kundeprosjekter/${projectId}`, getConfig().siteUrl).toString();
}

async function fileLines(uploads: StoredUpload[]) {
  if (!uploads.length) return [copy.staffBrief.noFiles];
  const links = await Promise.all(
    uploads.map(async (upload) => {
      const url = await getStorage().signedUrl(upload.storageKey, {
        expiresInSeconds: fileLinkSeconds,
        downloadName: upload.originalName,
      });
      return `- ${upload.originalName}: ${url}`;
    }),
  );
  return [copy.staffBrief.filesHeading, ...links];
}

export async function staffBriefEmail(
  project: BriefForEmail,
  uploads: StoredUpload[],
): Promise<OutboxEmail> {
  const labels = projectPageCopy.labels;
  const form = briefFormCopy;
  const text = [
    `${form.name.label}: ${project.contactName}`,
    `${form.email.label}: ${project.email}`,
    `${form.phone.label}: ${project.phone}`,
    `${labels.company}: ${project.company || projectPageCopy.notGiven}`,
    "",
    `${form.projectName.label}: ${project.projectName}`,
    `${labels.address}: ${project.address}`,
    `${labels.projectType}: ${projectTypeLabel(project.projectType)}`,
    `${labels.units}: ${project.units ?? projectPageCopy.notGiven}`,
    `${labels.services}: ${serviceLabels(project.services).join(", ")}`,
    `${labels.deadline}: ${project.deadline ? project.deadline.toISOString().slice(0, 10) : projectPageCopy.notGiven}`,
    "",
    `${labels.description}:`,
    project.description,
    "",
    ...(await fileLines(uploads)),
    "",
    copy.staffBrief.adminLink,
    adminUrl(project.id),
  ].join("\n");
  return {
    to: getConfig().STAFF_INBOX,
    replyTo: project.email,
    subject: copy.staffBrief.subject(project.projectName, project.contactName),
    text,
  };
}

/*
 * The customer's mails take `studio`, the published company facts, for their signature.
 */

export function customerConfirmationEmail(
  project: ProjectForEmail,
  studio: CompanyFacts,
): OutboxEmail {
  return {
    to: project.email,
    subject: copy.customerConfirmation.subject(project.projectName),
    text: copy.customerConfirmation.text(
      project.contactName,
      project.projectName,
      customerPageUrl(project.id),
      mailSignature(studio),
    ),
  };
}

export function projectFromEnquiryEmail(
  project: ProjectForEmail,
  studio: CompanyFacts,
): OutboxEmail {
  return {
    to: project.email,
    subject: copy.projectFromEnquiry.subject(project.projectName),
    text: copy.projectFromEnquiry.text(
      project.contactName,
      customerPageUrl(project.id),
      mailSignature(studio),
    ),
  };
}

/** The customer's approval, to staff on its own: the delivery can start. */
export function staffApprovalEmail(
  project: Pick<ProjectForEmail, "id" | "projectName">,
  round: number,
  name: string,
): OutboxEmail {
  return {
    to: getConfig().STAFF_INBOX,
    subject: copy.staffApproval.subject(project.projectName, round),
    text: copy.staffApproval.text(project.projectName, round, name, adminUrl(project.id)),
  };
}

export async function staffMessageEmail(
  project: ProjectForEmail,
  body: string,
  uploads: StoredUpload[],
): Promise<OutboxEmail> {
  const text = [
    `${project.contactName} <${project.email}>:`,
    "",
    body,
    "",
    ...(uploads.length ? await fileLines(uploads) : []),
    "",
    copy.staffMessage.adminLink,
    adminUrl(project.id),
  ].join("\n");
  return {
    to: getConfig().STAFF_INBOX,
    replyTo: project.email,
    subject: copy.staffMessage.subject(project.projectName),
    text,
  };
}

export function customerStepEmail(
  project: ProjectForEmail,
  step: string,
  studio: CompanyFacts,
): OutboxEmail {
  const label = stepLabel(step);
  const stepText = projectSteps.find((candidate) => candidate.value === step)?.text ?? "";
  return {
    to: project.email,
    subject: copy.customerStep.subject(project.projectName, label),
    text: copy.customerStep.text(
      project.contactName,
      project.projectName,
      label,
      stepText,
      customerPageUrl(project.id),
      mailSignature(studio),
    ),
  };
}

export function customerMessageEmail(
  project: ProjectForEmail,
  body: string,
  studio: CompanyFacts,
): OutboxEmail {
  return {
    to: project.email,
    subject: copy.customerMessage.subject(project.projectName, studio.name),
    text: copy.customerMessage.text(
      project.contactName,
      project.projectName,
      body,
      customerPageUrl(project.id),
      mailSignature(studio),
    ),
  };
}

/** The final files are out: one mail per delivery, saying how many files it brought. */
export function customerDeliveryEmail(
  project: ProjectForEmail,
  count: number,
  studio: CompanyFacts,
): OutboxEmail {
  return {
    to: project.email,
    subject: copy.customerDelivery.subject(project.projectName),
    text: copy.customerDelivery.text(
      project.contactName,
      project.projectName,
      count,
      customerPageUrl(project.id),
      mailSignature(studio),
    ),
  };
}
