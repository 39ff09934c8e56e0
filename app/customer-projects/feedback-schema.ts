import { z } from "zod";
import { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "~/forms";
import { feedbackCopy } from "./copy/feedback";
import { MAX_COMMENT_LENGTH } from "./form-options";

const { errors } = feedbackCopy;

/**
 * The no-script picker draws each image this wide at most, so a click's pixel coordinates
 * can be turned into fractions on the server (decision 125).
 */
const PICK_WIDTH = 960;

export function pickSize(image: { width: number; height: number }) {
  const width = Math.min(image.width, PICK_WIDTH);
  return { width, height: Math.round((image.height * width) / image.width) };
}

const id = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(64, message);
const comment = z
  .string({ error: errors.empty })
  .overwrite(linesWithoutInvisibleCharacters)
  .trim()
  .min(1, errors.empty)
  .max(MAX_COMMENT_LENGTH, errors.tooLong);
/**
 * A coordinate as the form sends it: a number written out. `z.coerce.number` alone would read
 * "" and " " as 0 and store the point in the corner.
 */
const coordinate = () =>
  z
    .string({ error: errors.noSpot })
    .trim()
    .min(1, errors.noSpot)
    .pipe(z.coerce.number({ error: errors.noSpot }));
const fraction = coordinate().pipe(z.number().min(0, errors.outside).max(1, errors.outside));
const pixel = coordinate().pipe(z.number().int(errors.outside).min(0, errors.outside));

const pick = z.object({
  intent: z.literal("pick"),
  imageId: id(errors.wrongImage),
  "spot.x": pixel,
  "spot.y": pixel,
});
const pin = z.object({
  intent: z.literal("pin"),
  imageId: id(errors.wrongImage),
  x: fraction,
  y: fraction,
  body: comment,
});
const reply = z.object({ intent: z.literal("reply"), pinId: id(errors.wrongPin), body: comment });
const approve = z.object({
  intent: z.literal("approve"),
  round: z.coerce.number({ error: errors.notLatest }).int(errors.notLatest),
  name: z
    .string({ error: errors.name })
    .overwrite(withoutInvisibleCharacters)
    .trim()
    .min(2, errors.name)
    .max(200, errors.name),
});
const resolve = z.object({
  intent: z.enum(["resolve", "reopen"]),
  pinId: id(errors.wrongPin),
});

/** What the customer may post: only they approve. */
export const customerFeedbackSchema = z.discriminatedUnion("intent", [pick, pin, reply, approve], {
  error: errors.unknown,
});

/** What staff may post: only they mark a pin resolved. */
export const staffFeedbackSchema = z.discriminatedUnion("intent", [pick, pin, reply, resolve], {
  error: errors.unknown,
});

export type FeedbackForm =
  z.infer<typeof customerFeedbackSchema> | z.infer<typeof staffFeedbackSchema>;
