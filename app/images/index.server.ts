import path from "node:path";
import { getConfig } from "~/config/index.server";
import { prisma } from "~/db/index.server";
import { createImageService, type ImageService, type ImageSource } from "./image-service.server";
import { getStorage, InvalidStorageKeyError } from "~/storage/index.server";

export {
  deleteImages,
  ImageRejected,
  parseImageForm,
  type StoredImage,
} from "./image-upload.server";

/**
 * Only images a public record points at: illustrations, portfolio pictures and panoramas.
 * Storage also holds clients' attachments and drawings, which must never be
 * reachable by guessing a key (decision 061).
 */
async function isPublicImageKey(key: string) {
  const [illustration, portfolioImage, cover, panorama] = await Promise.all([
    prisma.illustration.findUnique({ where: { imagePath: key }, select: { id: true } }),
    prisma.portfolioImage.findUnique({ where: { storageKey: key }, select: { id: true } }),
    prisma.portfolioProject.findFirst({ where: { coverKey: key }, select: { id: true } }),
    prisma.panorama.findUnique({ where: { imageKey: key }, select: { id: true } }),
  ]);
  return Boolean(illustration ?? portfolioImage ?? cover ?? panorama);
}

/** Reads originals from the configured storage (local folder or S3). */
const publicStorageSource: ImageSource = async (key) => {
  if (!(await isPublicImageKey(key))) return null;
  try {
    const stored = await getStorage().get(key);
    return stored?.body ?? null;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return null;
    throw error;
  }
};

let service: ImageService | undefined;

function getImageService() {
  service ??= createImageService({
    source: publicStorageSource,
    cacheDirectory: imageCacheDirectory(),
  });
  return service;
}

function imageCacheDirectory(config = getConfig()) {
  return path.join(config.DATA_DIR, "cache", "images");
}

/** Answers GET /bilder/<key>?w=&q=&fm= with a resized, cached variant. */
export function handleImageRequest(request: Request, key: string) {
  return getImageService().respond(request, key);
}

/**
 * Serves cached variants before the request reaches Remix; mount it in the express app
 * ahead of the Remix handler: `app.use(serveCachedImages)`. Anything it cannot answer
 * from the cache goes on to the /bilder route.
 */
export const serveCachedImages: ImageService["serveCached"] = (req, res, next) =>
  getImageService().serveCached(req, res, next);

/** Drops every cached variant of a key; call it when the image is deleted or replaced. */
export function purgeImageVariants(key: string) {
  return getImageService().purge(key);
}
