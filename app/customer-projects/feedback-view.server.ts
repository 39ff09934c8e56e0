import { formatDateTime } from "~/format";
import { type Database, prisma } from "~/db/index.server";
import { pickSize } from "./feedback-schema";

type SignUrl = (storageKey: string) => Promise<string>;

/**
 * Every round, newest first, with its images, pins and threads, as both pages draw them.
 * `signUrl` turns a storage key into a link the reader may open.
 */
export async function feedbackView(projectId: string, signUrl: SignUrl, db: Database = prisma) {
  const rounds = await db.feedbackRound.findMany({
    where: { projectId },
    orderBy: { number: "desc" },
    include: {
      images: {
        orderBy: { sortOrder: "asc" },
        include: {
          pins: {
            orderBy: { number: "asc" },
            include: { comments: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
          },
        },
      },
    },
  });
  return Promise.all(
    rounds.map(async (round) => ({
      number: round.number,
      images: await Promise.all(
        round.images.map(async (image) => ({
          id: image.id,
          title: image.title,
          url: await signUrl(image.storageKey),
          width: image.width,
          height: image.height,
          pick: pickSize(image),
          pins: image.pins.map((pin) => ({
            id: pin.id,
            number: pin.number,
            x: pin.x,
            y: pin.y,
            resolved: Boolean(pin.resolvedAt),
            comments: pin.comments.map((comment) => ({
              id: comment.id,
              author: comment.author,
              body: comment.body,
              sent: formatDateTime(comment.createdAt),
            })),
          })),
        })),
      ),
    })),
  );
}
