import { getConfig } from "~/config/index.server";
import { customerProjectsAdminCopy } from "./copy/customer-projects";
import { feedbackAdminCopy, feedbackCopy, feedbackEmails } from "./copy/feedback";
import { customerErased } from "./erased-customer";
import { recordStepChange } from "./step-changes.server";
import { staffApprovalEmail } from "./emails.server";
import { enqueueEmail } from "~/mail/index.server";
import { type Database, type DatabaseTransaction, prisma } from "~/db/index.server";
import { measureUploadedImage } from "~/images/index.server";
import { discardUploads, receiveUploadForm, type StoredUpload } from "~/uploads/index.server";
import {
  customerFeedbackSchema,
  type FeedbackForm,
  pickSize,
  staffFeedbackSchema,
} from "./feedback-schema";

const ROUND_PREFIX = "feedback_rounds";
const IMAGES_FIELD = "bilder";
const MAX_ROUND_IMAGES = 10;

type Author = "customer" | "staff";
type Toast = { type: "success"; title: string; description?: string };

export type FeedbackOutcome =
  | {
      status: "saved";
      toast: Toast;
      /**
       * The id of what was saved on the page (the pin's thread, the approval), for the
       * redirect's fragment: without JavaScript the page the customer comes back to opens
       * there, not at its top (decision 195).
       */
      anchor: string;
    }
  | { status: "pick"; imageId: string; x: number; y: number }
  | {
      status: "refused";
      /** Which form the message belongs beside: "pin:<imageId>", "reply:<pinId>", "approve". */
      target: string;
      message: string;
      body?: string;
      x?: number;
      y?: number;
      /** Set when a limit refused the post: the answer is a 429 with Retry-After. */
      retryAfterSeconds?: number;
    };

/**
 * Queues one line for the recipient's next digest (decision 127); an erased customer has no
 * address, and gets none (decision 321).
 */
async function notify(tx: DatabaseTransaction, recipient: string, projectId: string, text: string) {
  if (recipient.trim() === "") return;
  await tx.feedbackNotice.create({ data: { recipient, projectId, text } });
}

/** "fasade_sor-vest.jpg" → "fasade sor vest": staff name the files, the customer reads titles. */
function titleFromName(name: string, index: number) {
  const dot = name.lastIndexOf(".");
  const title = (dot > 0 ? name.slice(0, dot) : name).replace(/[_-]+/g, " ").trim().slice(0, 200);
  return title || `Bilde ${index + 1}`;
}

export type RoundImage = StoredUpload & { width: number; height: number };

/**
 * Stores a new numbered round and queues the customer's notice with it. A project not yet in
 * Tilbakemeldinger moves there, since the customer now has something to answer; the move is
 * the uploader's (decision 343).
 */
export async function saveFeedbackRound(
  projectId: string,
  images: RoundImage[],
  staffEmail: string,
  db: Database = prisma,
) {
  return db.$transaction(async (tx) => {
    const project = await tx.customerProject.findUniqueOrThrow({ where: { id: projectId } });
    const last = await tx.feedbackRound.aggregate({
      where: { projectId },
      _max: { number: true },
    });
    const number = (last._max.number ?? 0) + 1;
    const titled = images.map((image, index) => ({
      title: titleFromName(image.originalName, index),
      storageKey: image.storageKey,
      contentType: image.contentType,
      size: image.size,
      width: image.width,
      height: image.height,
      sortOrder: index,
    }));
    await tx.feedbackRound.create({
      data: { projectId, number, images: { create: titled } },
    });
    if (project.step === "oppstart" || project.step === "modellering") {
      const step = "tilbakemeldinger";
      await tx.customerProject.update({ where: { id: projectId }, data: { step } });
      await recordStepChange(tx, { projectId, fromStep: project.step, step, staffEmail });
    }
    const titles = titled.map((image) => image.title).join(", ");
    await notify(tx, project.email, projectId, feedbackEmails.notices.newRound(number, titles));
    return number;
  });
}

export type UploadOutcome =
  | { status: "saved"; round: number }
  | { status: "refused"; problem: string }
  | { status: "failed" }
  | { status: "not-found" };

/** Staff's round upload: JPG or PNG through the attachment pipeline, then sharp must read the size. */
export async function receiveFeedbackRound(
  request: Request,
  projectId: string,
  staffEmail: string,
): Promise<UploadOutcome> {
  const project = await prisma.customerProject.findUnique({ where: { id: projectId } });
  if (!project) return { status: "not-found" };
  if (customerErased(project))
    return { status: "refused", problem: customerProjectsAdminCopy.erased.refused };
  const form = await receiveUploadForm(request, IMAGES_FIELD, ROUND_PREFIX, {
    kinds: ["jpeg", "png"],
    wrongType: feedbackAdminCopy.wrongType,
    maxFiles: MAX_ROUND_IMAGES,
    tooMany: feedbackAdminCopy.tooMany,
  });
  if (!form.ok && form.storageFailed) return { status: "failed" };
  if (!form.ok) return { status: "refused", problem: form.problem ?? feedbackAdminCopy.noImages };
  if (!form.uploads.length) return { status: "refused", problem: feedbackAdminCopy.noImages };
  try {
    const images: RoundImage[] = [];
    for (const upload of form.uploads) {
      // The same checks as every other staff picture, the 40 MP cap among them.
      const measured = await measureUploadedImage(upload);
      if (!measured.ok) {
        await discardUploads(form.uploads);
        return { status: "refused", problem: measured.problem };
      }
      const { width, height } = measured.image;
      images.push({ ...upload, width, height });
    }
    return { status: "saved", round: await saveFeedbackRound(projectId, images, staffEmail) };
  } catch (error) {
    await discardUploads(form.uploads);
    throw error;
  }
}

function firstIssue(result: { error: { issues: { message: string }[] } }) {
  return result.error.issues[0]?.message ?? feedbackCopy.errors.unknown;
}

/** A refused pin's point, to show the form there again; a blank is no point, not 0. */
function writtenNumber(value: unknown) {
  if (typeof value !== "string" || !value.trim()) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The form the refusal is shown beside, read from the raw fields since they failed the schema. */
function targetOf(fields: Record<string, unknown>) {
  const field = (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
  const intent = field("intent");
  if (intent === "pin" || intent === "pick") return `pin:${field("imageId")}`;
  if (intent === "reply") return `reply:${field("pinId")}`;
  return intent;
}

/**
 * Every feedback form of a project, from its customer or from staff. Anything that refers to
 * an image or pin is looked up within this project, so an id from another project is refused
 * as unknown; a refusal stores nothing.
 */
export async function submitFeedback(
  projectId: string,
  author: Author,
  form: FormData | Record<string, unknown>,
  db: Database = prisma,
): Promise<FeedbackOutcome> {
  const fields = form instanceof FormData ? Object.fromEntries(form) : form;
  const schema = author === "customer" ? customerFeedbackSchema : staffFeedbackSchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return feedbackRefusal(fields, firstIssue(parsed));
  return apply(projectId, author, parsed.data, db);
}

/** A refusal beside the form the raw fields came from, with what was typed in it. */
export function feedbackRefusal(fields: Record<string, unknown>, message: string) {
  const body = typeof fields.body === "string" ? fields.body : undefined;
  const x = writtenNumber(fields.x);
  const y = writtenNumber(fields.y);
  return {
    status: "refused" as const,
    target: targetOf(fields),
    message,
    body,
    ...(x !== undefined && y !== undefined ? { x, y } : {}),
  };
}

async function apply(
  projectId: string,
  author: Author,
  form: FeedbackForm,
  db: Database,
): Promise<FeedbackOutcome> {
  const { errors } = feedbackCopy;
  switch (form.intent) {
    case "pick": {
      const image = await findImage(db, projectId, form.imageId);
      if (!image) return refuse(`pin:${form.imageId}`, errors.wrongImage);
      const size = pickSize(image);
      const x = form["spot.x"] / size.width;
      const y = form["spot.y"] / size.height;
      if (x > 1 || y > 1) return refuse(`pin:${image.id}`, errors.outside);
      return { status: "pick", imageId: image.id, x, y };
    }
    case "pin": {
      const image = await findImage(db, projectId, form.imageId);
      if (!image) return refuse(`pin:${form.imageId}`, errors.wrongImage);
      const pin = await db.$transaction(async (tx) => {
        const last = await tx.feedbackPin.aggregate({
          where: { imageId: image.id },
          _max: { number: true },
        });
        const number = (last._max.number ?? 0) + 1;
        const created = await tx.feedbackPin.create({
          data: {
            imageId: image.id,
            number,
            x: form.x,
            y: form.y,
            comments: { create: { author, body: form.body } },
          },
        });
        await notifyComment(tx, image.round, author, image.title, number, form.body);
        return created;
      });
      return { status: "saved", toast: feedbackCopy.toasts.pinned, anchor: pinAnchor(pin.id) };
    }
    case "reply": {
      const pin = await findPin(db, projectId, form.pinId);
      if (!pin) return refuse(`reply:${form.pinId}`, errors.wrongPin);
      await db.$transaction(async (tx) => {
        await tx.feedbackComment.create({ data: { pinId: pin.id, author, body: form.body } });
        await notifyComment(tx, pin.image.round, author, pin.image.title, pin.number, form.body);
      });
      return {
        status: "saved",
        toast: author === "staff" ? feedbackAdminCopy.toasts.replied : feedbackCopy.toasts.replied,
        anchor: pinAnchor(pin.id),
      };
    }
    case "resolve":
    case "reopen": {
      const pin = await findPin(db, projectId, form.pinId);
      if (!pin) return refuse(`reply:${form.pinId}`, errors.wrongPin);
      await db.feedbackPin.update({
        where: { id: pin.id },
        data: { resolvedAt: form.intent === "resolve" ? new Date() : null },
      });
      return {
        status: "saved",
        toast:
          form.intent === "resolve"
            ? feedbackAdminCopy.toasts.resolved
            : feedbackAdminCopy.toasts.reopened,
        anchor: pinAnchor(pin.id),
      };
    }
    case "approve":
      return approve(projectId, form.round, form.name, db);
  }
}

/** The ids the page gives a pin's thread and the approval's heading. */
const pinAnchor = (pinId: string) => `punkt-${pinId}`;
const approvalAnchor = "godkjenning-tittel";

function refuse(target: string, message: string): FeedbackOutcome {
  return { status: "refused", target, message };
}

function findImage(db: Database, projectId: string, imageId: string) {
  return db.feedbackImage.findFirst({
    where: { id: imageId, round: { projectId } },
    include: { round: { include: { project: true } } },
  });
}

function findPin(db: Database, projectId: string, pinId: string) {
  return db.feedbackPin.findFirst({
    where: { id: pinId, image: { round: { projectId } } },
    include: { image: { include: { round: { include: { project: true } } } } },
  });
}

type RoundWithProject = {
  number: number;
  project: { id: string; email: string };
};

/** The customer hears about staff's answers, staff about the customer's comments. */
function notifyComment(
  tx: DatabaseTransaction,
  round: RoundWithProject,
  author: Author,
  title: string,
  pin: number,
  body: string,
) {
  const { notices } = feedbackEmails;
  return author === "customer"
    ? notify(
        tx,
        getConfig().STAFF_INBOX,
        round.project.id,
        notices.customerComment(round.number, title, pin, body),
      )
    : notify(
        tx,
        round.project.email,
        round.project.id,
        notices.staffReply(round.number, title, pin),
      );
}

async function approve(
  projectId: string,
  round: number,
  name: string,
  db: Database,
): Promise<FeedbackOutcome> {
  const { errors } = feedbackCopy;
  return db.$transaction(async (tx) => {
    const project = await tx.customerProject.findUniqueOrThrow({ where: { id: projectId } });
    if (project.approvedAt) return refuse("approve", errors.alreadyApproved);
    const latest = await tx.feedbackRound.findFirst({
      where: { projectId },
      orderBy: { number: "desc" },
    });
    if (!latest) return refuse("approve", errors.noRounds);
    if (latest.number !== round) return refuse("approve", errors.notLatest);
    // Only the first approval wins when two arrive together.
    const { count } = await tx.customerProject.updateMany({
      where: { id: projectId, approvedAt: null },
      data: { approvedAt: new Date(), approvedBy: name, approvedRound: round, step: "levering" },
    });
    if (count === 0) return refuse("approve", errors.alreadyApproved);
    await recordStepChange(tx, {
      projectId,
      fromStep: project.step,
      step: "levering",
      staffEmail: null,
    });
    // Not a line in the next digest: staff hear of an approval at once (decision 322).
    await enqueueEmail(tx, staffApprovalEmail(project, round, name));
    return {
      status: "saved" as const,
      toast: feedbackCopy.toasts.approved,
      anchor: approvalAnchor,
    };
  });
}
