import { prisma } from "~/db/index.server";
import { deleteImages, type StoredImage } from "~/images/index.server";
import type { UnitFields } from "./unit-schema";

/** A panorama must be twice as wide as it is high, give or take a pixel of rounding. */
export function isEquirectangular({ width, height }: { width: number; height: number }) {
  return Math.abs(width - 2 * height) <= 2;
}

/** A new panorama goes last, after the places already in the walk. */
export async function addPanorama(image: StoredImage, title: string) {
  const last = await prisma.panorama.aggregate({ _max: { sortOrder: true } });
  return prisma.panorama.create({
    data: {
      title,
      imageKey: image.key,
      width: image.width,
      height: image.height,
      sortOrder: (last._max.sortOrder ?? -1) + 1,
    },
  });
}

export async function deletePanorama(id: string) {
  const panorama = await prisma.panorama.findUnique({ where: { id } });
  if (!panorama) return false;
  await prisma.panorama.delete({ where: { id } });
  await deleteImages([panorama.imageKey]);
  return true;
}

export async function updateUnit(
  id: string,
  fields: Omit<UnitFields, "number" | "floor" | "position">,
) {
  const { count } = await prisma.showcaseUnit.updateMany({ where: { id }, data: fields });
  return count === 1;
}

/** False when the number or the place on the facade is taken. */
export async function addUnit(fields: UnitFields) {
  const taken = await prisma.showcaseUnit.findFirst({
    where: {
      OR: [{ number: fields.number }, { floor: fields.floor, position: fields.position }],
    },
    select: { id: true },
  });
  if (taken) return false;
  await prisma.showcaseUnit.create({ data: fields });
  return true;
}

export async function deleteUnit(id: string) {
  const { count } = await prisma.showcaseUnit.deleteMany({ where: { id } });
  return count === 1;
}
