import { prisma } from "~/db/index.server";

export type PublicPanorama = {
  id: string;
  title: string;
  imageKey: string;
  width: number;
  height: number;
};

/** The 360 view's panoramas in the staff's order. */
export function listPanoramas(): Promise<PublicPanorama[]> {
  return prisma.panorama.findMany({
    select: { id: true, title: true, imageKey: true, width: true, height: true },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
  });
}

export type ShowcaseUnit = {
  id: string;
  number: string;
  floor: number;
  position: number;
  rooms: number;
  area: number;
  price: number;
  status: string;
};

/** The home selector's building, top floor first and left to right, as a facade reads. */
export function listUnits(): Promise<ShowcaseUnit[]> {
  return prisma.showcaseUnit.findMany({
    select: {
      id: true,
      number: true,
      floor: true,
      position: true,
      rooms: true,
      area: true,
      price: true,
      status: true,
    },
    orderBy: [{ floor: "desc" }, { position: "asc" }],
  });
}
