import { prisma } from "~/db/index.server";
import { deleteImages, type StoredImage } from "~/images/index.server";

export function listIllustrationsForStaff() {
  return prisma.illustration.findMany({
    orderBy: [{ sortOrder: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    include: { services: { select: { serviceSlug: true } } },
  });
}

/** The services an image is shown as an example of, replacing what it had. */
export async function setIllustrationServices(id: string, serviceSlugs: readonly string[]) {
  return prisma.$transaction(async (tx) => {
    if (!(await tx.illustration.findUnique({ where: { id }, select: { id: true } }))) return false;
    await tx.illustrationService.deleteMany({ where: { illustrationId: id } });
    await tx.illustrationService.createMany({
      data: [...new Set(serviceSlugs)].map((serviceSlug) => ({ illustrationId: id, serviceSlug })),
    });
    return true;
  });
}

/** A new image goes first in the gallery, where staff expect to see what they just added. */
export async function addIllustration(image: StoredImage, alt: string) {
  const first = await prisma.illustration.aggregate({ _min: { sortOrder: true } });
  return prisma.illustration.create({
    data: {
      imagePath: image.key,
      alt,
      width: image.width,
      height: image.height,
      sortOrder: (first._min.sortOrder ?? 1) - 1,
    },
  });
}

export async function updateIllustrationAlt(id: string, alt: string) {
  const { count } = await prisma.illustration.updateMany({ where: { id }, data: { alt } });
  return count === 1;
}

/** Swaps the image with its neighbour; the whole order is renumbered so ties cannot stick. */
export async function moveIllustration(id: string, direction: "up" | "down") {
  const ordered = await listIllustrationsForStaff();
  const index = ordered.findIndex((illustration) => illustration.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || target < 0 || target >= ordered.length) return false;
  const ids = ordered.map((illustration) => illustration.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  await prisma.$transaction(
    ids.map((illustrationId, sortOrder) =>
      prisma.illustration.update({ where: { id: illustrationId }, data: { sortOrder } }),
    ),
  );
  return true;
}

export async function deleteIllustration(id: string) {
  const illustration = await prisma.illustration.findUnique({ where: { id } });
  if (!illustration) return false;
  await prisma.illustration.delete({ where: { id } });
  await deleteImages([illustration.imagePath]);
  return true;
}
