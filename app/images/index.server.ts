import path from "node:path";
import { getConfig } from "~/config/index.server";
import { prisma } from "~/db/index.server";
import { createImageService, type ImageService, type ImageSource } from "./image-service.server";
import { getStorage, InvalidStorageKeyError } from "~/storage/index.server";
import { cachePolicies } from "~/headers";

export {
  deleteImages,
  measureUploadedImage,
  receiveImageFields,
  receiveImageForm,
  type StoredImage,
} from "./image-upload.server";

type Visibility = "everyone" | "staff" | null;

/**
 * What the image route knows of the request and the content above this concern: whether the
 * visitor is staff, and whether an uploaded portrait is in the team visitors see now.
 */
interface ImageAccess {
  isStaff: () => Promise<boolean>;
  isPublishedTeamPhoto: (key: string) => Promise<boolean>;
}

/**
 * Images a record points at: illustrations, panoramas and the pictures of published
 * portfolio projects are public; those of a project not (or no longer) published are for
 * staff only, and so are the team's uploaded portraits until the team with them is published
 * (decision 272). Storage also holds clients' attachments and drawings, which must never be
 * reachable by guessing a key (decision 061).
 */
async function imageVisibility(
  key: string,
  isPublishedTeamPhoto: ImageAccess["isPublishedTeamPhoto"],
): Promise<Visibility> {
  if (key.startsWith("team/")) return (await isPublishedTeamPhoto(key)) ? "everyone" : "staff";
  const [illustration, portfolioImage, cover, panorama] = await Promise.all([
    prisma.illustration.findUnique({ where: { imagePath: key }, select: { id: true } }),
    prisma.portfolioImage.findUnique({
      where: { storageKey: key },
      select: { project: { select: { published: true } } },
    }),
    prisma.portfolioProject.findFirst({ where: { coverKey: key }, select: { published: true } }),
    prisma.panorama.findUnique({ where: { imageKey: key }, select: { id: true } }),
  ]);
  if (illustration || panorama || portfolioImage?.project.published || cover?.published) {
    return "everyone";
  }
  return portfolioImage || cover ? "staff" : null;
}

const storageSource =
  (allowed: Visibility, { isPublishedTeamPhoto }: ImageAccess): ImageSource =>
  async (key) => {
    if ((await imageVisibility(key, isPublishedTeamPhoto)) !== allowed) return null;
    return readOriginal(key);
  };

/** Reads originals from the configured storage (local folder or S3). */
async function readOriginal(key: string) {
  try {
    const stored = await getStorage().get(key);
    return stored?.body ?? null;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return null;
    throw error;
  }
}

let service: ImageService | undefined;
let staffService: ImageService | undefined;

function getImageService() {
  service ??= createImageService({ cacheDirectory: imageCacheDirectory() });
  return service;
}

/**
 * Pictures of unpublished projects, for staff: variants kept in a folder of their own that
 * serveCached never reads, and sent private, so no shared cache keeps them either.
 */
function getStaffImageService() {
  staffService ??= createImageService({
    cacheDirectory: path.join(getConfig().DATA_DIR, "cache", "staff-images"),
    cacheControl: cachePolicies.personal,
  });
  return staffService;
}

function imageCacheDirectory(config = getConfig()) {
  return path.join(config.DATA_DIR, "cache", "images");
}

/**
 * Answers GET /bilder/<key>?w=&q=&fm= with a resized, cached variant. A picture of an
 * unpublished project, or a portrait not in the published team, is shown only when
 * `access.isStaff` says so; to anyone else it does not exist.
 */
export async function handleImageRequest(request: Request, key: string, access: ImageAccess) {
  if (
    (await imageVisibility(key, access.isPublishedTeamPhoto)) === "staff" &&
    (await access.isStaff())
  ) {
    return getStaffImageService().respond(request, key, storageSource("staff", access));
  }
  return getImageService().respond(request, key, storageSource("everyone", access));
}

/**
 * Serves cached variants before the request reaches Remix; mount it in the express app
 * ahead of the Remix handler: `app.use(serveCachedImages)`. Anything it cannot answer
 * from the cache goes on to the /bilder route.
 */
export const serveCachedImages: ImageService["serveCached"] = (req, res, next) =>
  getImageService().serveCached(req, res, next);

/**
 * Drops every cached variant of a key; call it when the image is deleted or replaced, or
 * stops being public.
 */
export async function purgeImageVariants(key: string) {
  await Promise.all([getImageService().purge(key), getStaffImageService().purge(key)]);
}
