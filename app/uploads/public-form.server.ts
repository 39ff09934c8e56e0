import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { getConfig } from "~/config/index.server";
import { formCopy } from "~/forms";
import {
  consumeRateLimit,
  judgeSubmission,
  rateLimitedAnswer,
  submissionKey,
  tokenForResend,
  type SpamVerdict,
} from "~/spam-guard/index.server";
import { attachmentCopy } from "./attachment-rules";
import {
  discardUploads,
  MalformedFormError,
  receiveUploadForm,
  type StoredUpload,
} from "./upload-form.server";
import { log } from "~/observability/index.server";

export type Refusal<Fields> = (
  | {
      status: "invalid";
      submission: Submission<Fields, string[]>;
      formError?: string;
      uploadError?: string;
      /** Set when a limit refused the form: the answer is a 429 with Retry-After. */
      retryAfterSeconds?: number;
    }
  | { status: "failed"; submission: Submission<Fields, string[]> }
) & {
  /** The serve-time token a public form is shown again with. */
  formToken?: string;
};

/** What `save` did: stored the form, or found it stored by an earlier send of the same form. */
type SaveResult<Saved> = { saved: Saved; fresh: boolean };

export type PublicFormOutcome<Fields, Saved> =
  { status: "saved"; saved: Saved } | { status: "ignored" } | Refusal<Fields>;

type PublicFormOptions<Schema extends z.ZodType, Saved> = {
  schema: Schema;
  fileField: string;
  storagePrefix: string;
  /** Counts every post, accepted or refused, before its body is read (decision 181). */
  rateLimit: { key: string; limit: number };
  /**
   * Commits the form. `key` is the same for a resend of the same form (see submissionKey):
   * derive the record's id from it, and answer `fresh: false` with the record already there.
   */
  save: (
    fields: z.output<Schema>,
    uploads: StoredUpload[],
    key: Buffer,
  ) => Promise<SaveResult<Saved>>;
};

/**
 * A visitor's form with files (an enquiry, a brief). The post is counted against the
 * visitor's limit before its body is read, whatever becomes of it. Before a file byte is
 * stored, the text fields (which the site's forms send before their files) are judged: a bot
 * or a visitor over the limit is turned away unread; a form too fast, too old or with fields
 * the schema refuses is read with its files drained, never written, so the visitor still gets
 * their values and the messages back (decisions 132 and 181). Then files stream to storage
 * and are checked on the way, the fields are validated again, and `save` commits the data and
 * its e-mails together. Whatever fails first leaves nothing behind, and a form sent again
 * after its answer was lost is saved once (decision 121).
 */
export async function receivePublicForm<Schema extends z.ZodType, Saved>(
  request: Request,
  { schema, fileField, storagePrefix, rateLimit, save }: PublicFormOptions<Schema, Saved>,
): Promise<PublicFormOutcome<z.output<Schema>, Saved>> {
  const windowSeconds = getConfig().RATE_LIMIT_WINDOW_SECONDS;
  const limit = await consumeRateLimit({ ...rateLimit, windowSeconds });
  let early: SpamVerdict | undefined;
  let refusedBeforeFiles = false;
  const form = await receiveUploadForm(request, fileField, storagePrefix, {
    admitFiles: async (fields) => {
      early = judgeSubmission(fields);
      if (early === "bot" || !limit.allowed) return "stop";
      refusedBeforeFiles = parseWithZod(fields, { schema }).status !== "success";
      return early === "human" && !refusedBeforeFiles ? "store" : "skip";
    },
  });
  const uploads = form.ok ? form.uploads : [];
  const submission = parseWithZod(form.fields, { schema }) as Submission<
    z.output<Schema>,
    string[]
  >;
  const formToken = tokenForResend(form.fields);
  const reject = async (extra: {
    formError?: string;
    uploadError?: string;
    retryAfterSeconds?: number;
  }) => {
    await discardUploads(uploads);
    return { status: "invalid" as const, submission, formToken, ...extra };
  };

  const verdict = early ?? judgeSubmission(form.fields);
  if (verdict === "bot") {
    await discardUploads(uploads);
    return { status: "ignored" };
  }
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return reject({
      formError: formCopy.rateLimited(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    });
  }
  if (!form.ok && form.storageFailed) return { status: "failed", submission, formToken };
  if (!form.ok) return reject({ uploadError: form.problem });
  if (submission.status !== "success") return reject({});
  if (verdict === "too-fast") return reject({ formError: formCopy.tooFast });
  if (verdict === "stale") return reject({ formError: formCopy.stale });
  // Only a client that sent fields after its files gets here: the files were not kept.
  if (refusedBeforeFiles) return reject({ formError: formCopy.malformed });

  try {
    const { saved, fresh } = await save(
      submission.value,
      uploads,
      submissionKey(form.fields, submission.value),
    );
    // A resend of a form already saved: its files are stored with the first send.
    if (!fresh) await discardUploads(uploads);
    return { status: "saved", saved };
  } catch (error) {
    log.error({ err: error }, "Kunne ikke lagre skjemaet");
    await discardUploads(uploads);
    return { status: "failed", submission, formToken };
  }
}

/**
 * The answer to a refused form: the visitor's values and messages back, a 400 with the
 * upload notice (a 429 with Retry-After when a limit refused it), or a 503 with the spec's
 * failure toast when storage or the database failed.
 */
export function refusedFormAnswer<Fields>(
  outcome: Refusal<Fields>,
  failure: { title: string; description: string },
) {
  if (outcome.status === "failed") {
    return data(
      {
        result: outcome.submission.reply(),
        formToken: outcome.formToken,
        toast: { id: "form-failed", type: "error" as const, ...failure },
      },
      { status: 503 },
    );
  }
  const { uploadError, formError, retryAfterSeconds } = outcome;
  return data(
    {
      result: outcome.submission.reply(),
      formToken: outcome.formToken,
      formError,
      uploadError,
      toast: uploadError
        ? {
            id: "upload",
            type: "error" as const,
            title: attachmentCopy.errorTitle,
            description: uploadError,
          }
        : undefined,
    },
    retryAfterSeconds ? rateLimitedAnswer(retryAfterSeconds) : { status: 400 },
  );
}

/** A body the multipart parser cannot read gets a 400 with a plain message, not a 500. */
export async function answeringMalformedForms<T>(handle: () => Promise<T>) {
  try {
    return await handle();
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error;
    return data({ formError: formCopy.malformed }, { status: 400 });
  }
}
