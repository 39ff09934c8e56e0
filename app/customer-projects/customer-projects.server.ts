import { parseWithZod } from "@conform-to/zod/v4";
import { getConfig } from "~/config/index.server";
import { formCopy } from "~/forms";
import {
  type BriefFields,
  briefSchema,
  customerMessageSchema,
  isCapabilityId,
} from "./brief-schema";
import { customerConfirmationEmail, staffBriefEmail, staffMessageEmail } from "./emails.server";
import { isUniqueViolation, prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { consumeRateLimit } from "~/spam-guard/index.server";
import { getStorage } from "~/storage/index.server";
import { receivePublicForm, type Refusal } from "~/uploads/index.server";
import {
  discardUploads,
  MalformedFormError,
  receiveUploadForm,
  type StoredUpload,
} from "~/uploads/index.server";
import { deliveryZip } from "./delivery.server";
import { type FeedbackOutcome, feedbackRefusal, submitFeedback } from "./feedback.server";
import { feedbackView } from "./feedback-view.server";
import { log } from "~/observability/index.server";

const FILES_FIELD = "files";
const STORAGE_PREFIX = "customer_project_files";
const customerFileLinkSeconds = 60 * 60;

/**
 * A brief from /kundeskjema, received as the contact form receives an enquiry: the project,
 * its files and both e-mails commit together.
 */
export function receiveBrief(request: Request, clientIp: string) {
  return receivePublicForm(request, {
    schema: briefSchema,
    fileField: FILES_FIELD,
    storagePrefix: STORAGE_PREFIX,
    rateLimit: { key: `brief:${clientIp}`, limit: getConfig().RATE_LIMIT_BRIEFS },
    save: saveBrief,
  });
}

/**
 * The project's id is 192 bits of the submission key, which is keyed with the server's
 * secret: as unguessable as a random id, and a resend of the same brief finds the first
 * send's project instead of making a second.
 */
async function saveBrief(fields: BriefFields, uploads: StoredUpload[], key: Buffer) {
  const id = key.subarray(0, 24).toString("base64url");
  const already = await prisma.customerProject.findUnique({ where: { id }, select: { id: true } });
  if (already) return { saved: id, fresh: false };
  const project = {
    id,
    ...fields,
    units: fields.units ?? null,
    deadline: fields.deadline ?? null,
  };
  const staffEmail = await staffBriefEmail(project, uploads);
  const studio = await readCompanyFacts();
  try {
    await prisma.$transaction(async (tx) => {
      await tx.customerProject.create({ data: { ...project, files: { create: uploads } } });
      await enqueueEmail(tx, staffEmail);
      await enqueueEmail(tx, customerConfirmationEmail(project, studio));
    });
    return { saved: id, fresh: true };
  } catch (error) {
    if (isUniqueViolation(error)) return { saved: id, fresh: false };
    throw error;
  }
}

export type ProjectLookup<T> =
  { status: "found"; project: T } | { status: "not-found" } | { status: "rate-limited" };

/**
 * A valid link is never counted or refused, however often it is opened and from whichever
 * office: its id is 192 random bits, so a guesser cannot hope for a hit. Only misses count
 * against the address, and past the limit a miss answers 429 (decision 186).
 */
async function lookUpProject<T>(
  id: string,
  clientIp: string,
  find: (id: string) => Promise<T | null>,
): Promise<ProjectLookup<T>> {
  const project = isCapabilityId(id) ? await find(id) : null;
  if (project) return { status: "found", project };
  const config = getConfig();
  const limit = await consumeRateLimit({
    key: `project-guess:${clientIp}`,
    limit: config.RATE_LIMIT_PROJECT_GUESSES,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  return limit.allowed ? { status: "not-found" } : { status: "rate-limited" };
}

/**
 * A message, a pin or a reply is what costs on the page (an e-mail or a digest line to staff,
 * perhaps files), so every post of one counts, sent or refused, against the project and
 * against the address. Pins and replies come several in a sitting, and count apart.
 */
async function countCostlyPost(kind: "message" | "feedback", projectId: string, clientIp: string) {
  const config = getConfig();
  const rule = {
    limit:
      kind === "message" ? config.RATE_LIMIT_PROJECT_MESSAGES : config.RATE_LIMIT_PROJECT_FEEDBACK,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  };
  const results = await Promise.all([
    consumeRateLimit({ ...rule, key: `project-${kind}:${projectId}` }),
    consumeRateLimit({ ...rule, key: `project-${kind}-ip:${clientIp}` }),
  ]);
  return {
    allowed: results.every((result) => result.allowed),
    retryAfterSeconds: Math.max(...results.map((result) => result.retryAfterSeconds)),
  };
}

function findProjectForCustomer(id: string) {
  return prisma.customerProject.findUnique({
    where: { id },
    include: {
      messages: { orderBy: { createdAt: "asc" }, include: { files: true } },
      files: { orderBy: { createdAt: "asc" } },
    },
  });
}

/** The project and everything its customer may see, with short-lived links to the files. */
export async function openCustomerProject(id: string, clientIp: string) {
  const lookup = await lookUpProject(id, clientIp, findProjectForCustomer);
  if (lookup.status !== "found") return lookup;
  const { project } = lookup;
  const files = await Promise.all(
    project.files.map(async (file) => ({
      id: file.id,
      messageId: file.messageId,
      delivery: file.delivery,
      name: file.originalName,
      size: file.size,
      url: await getStorage().signedUrl(file.storageKey, {
        expiresInSeconds: customerFileLinkSeconds,
        downloadName: file.originalName,
      }),
    })),
  );
  const rounds = await feedbackView(project.id, (storageKey) =>
    getStorage().signedUrl(storageKey, { expiresInSeconds: customerFileLinkSeconds }),
  );
  return { status: "found" as const, project: { ...project, files, rounds } };
}

/** The delivered files as one ZIP, for whoever holds the project's link; only a miss is counted. */
export async function openDeliveryZip(id: string, clientIp: string) {
  const lookup = await lookUpProject(id, clientIp, (projectId) =>
    prisma.customerProject.findUnique({ where: { id: projectId }, select: { id: true } }),
  );
  if (lookup.status !== "found") return lookup;
  const zip = await deliveryZip(lookup.project.id);
  return zip ? { status: "found" as const, zip } : { status: "not-found" as const };
}

const MAX_FEEDBACK_FORM_BYTES = 64 * 1024;

/**
 * The project page streams its multipart message form past the body guard, so the page's
 * other (urlencoded) forms are read here with a cap of their own.
 */
async function readSmallForm(request: Request) {
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_FEEDBACK_FORM_BYTES) {
      await reader.cancel();
      throw new MalformedFormError("skjemaet er for stort");
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export type CustomerFeedbackOutcome =
  FeedbackOutcome | { status: "not-found" } | { status: "rate-limited" };

/**
 * A pin, reply or approval from the customer's page; a miss is counted, and so is every pin
 * and reply, which each put a line in staff's digest.
 */
export async function receiveCustomerFeedback(
  request: Request,
  projectId: string,
  clientIp: string,
): Promise<CustomerFeedbackOutcome> {
  const lookup = await lookUpProject(projectId, clientIp, (id) =>
    prisma.customerProject.findUnique({ where: { id }, select: { id: true } }),
  );
  if (lookup.status !== "found") return lookup;
  const fields = Object.fromEntries(await readSmallForm(request));
  if (fields.intent === "pin" || fields.intent === "reply") {
    const limit = await countCostlyPost("feedback", projectId, clientIp);
    if (!limit.allowed) {
      const { retryAfterSeconds } = limit;
      const message = formCopy.rateLimited(Math.ceil(retryAfterSeconds / 60));
      return { ...feedbackRefusal(fields, message), retryAfterSeconds };
    }
  }
  return submitFeedback(lookup.project.id, "customer", fields);
}

export type CustomerMessageOutcome =
  | { status: "sent" }
  | { status: "not-found" }
  | { status: "rate-limited" }
  | Refusal<{ message: string }>;

/** A message from the customer, with optional files through the same upload pipeline as the brief. */
export async function receiveCustomerMessage(
  request: Request,
  projectId: string,
  clientIp: string,
): Promise<CustomerMessageOutcome> {
  const lookup = await lookUpProject(projectId, clientIp, (id) =>
    prisma.customerProject.findUnique({ where: { id } }),
  );
  if (lookup.status !== "found") return lookup;
  const { project } = lookup;

  const limit = await countCostlyPost("message", projectId, clientIp);
  if (!limit.allowed) {
    // The text comes back to the form; the files are not read.
    const form = await receiveUploadForm(request, FILES_FIELD, STORAGE_PREFIX, {
      admitFiles: () => Promise.resolve("stop"),
    });
    return {
      status: "invalid",
      submission: parseWithZod(form.fields, { schema: customerMessageSchema }),
      formError: formCopy.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  let refusedBeforeFiles = false;
  const form = await receiveUploadForm(request, FILES_FIELD, STORAGE_PREFIX, {
    // The message stands before the file picker: a refused one has its files drained, unstored.
    admitFiles: async (fields) => {
      const early = parseWithZod(fields, { schema: customerMessageSchema });
      refusedBeforeFiles = early.status !== "success";
      return refusedBeforeFiles ? "skip" : "store";
    },
  });
  const uploads = form.ok ? form.uploads : [];
  const submission = parseWithZod(form.fields, { schema: customerMessageSchema });
  if (!form.ok && form.storageFailed) return { status: "failed", submission };
  if (!form.ok || submission.status !== "success") {
    await discardUploads(uploads);
    return { status: "invalid", submission, uploadError: form.ok ? undefined : form.problem };
  }
  // Only a client that sent its message after its files gets here: the files were not kept.
  if (refusedBeforeFiles) return { status: "invalid", submission, uploadError: formCopy.malformed };

  try {
    const body = submission.value.message;
    const staffEmail = await staffMessageEmail(project, body, uploads);
    await prisma.$transaction(async (tx) => {
      const message = await tx.customerProjectMessage.create({
        data: { projectId, author: "customer", body },
      });
      await tx.customerProjectFile.createMany({
        data: uploads.map((upload) => ({ ...upload, projectId, messageId: message.id })),
      });
      await tx.customerProject.update({
        where: { id: projectId },
        data: { updatedAt: new Date() },
      });
      await enqueueEmail(tx, staffEmail);
    });
    return { status: "sent" };
  } catch (error) {
    log.error({ err: error }, "Kunne ikke lagre meldingen i kundeprosjektet");
    await discardUploads(uploads);
    return { status: "failed", submission };
  }
}
