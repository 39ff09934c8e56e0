import type { GalleryImage } from "~/components/gallery/gallery-image";
import { prisma } from "~/db/index.server";

export type { GalleryImage };

/** The spec's carousel: the 15 newest illustrations. */
export const carouselSize = 15;
export const galleryPageSize = 30;

const fields = { id: true, imagePath: true, alt: true, width: true, height: true } as const;

type IllustrationRow = {
  id: string;
  imagePath: string;
  alt: string;
  width: number;
  height: number;
};

const toGalleryImage = ({ imagePath, ...rest }: IllustrationRow): GalleryImage => ({
  imageKey: imagePath,
  ...rest,
});

/** Newest first. A database failure is logged and leaves the carousel empty, never the page broken. */
export async function getCarouselIllustrations(): Promise<GalleryImage[]> {
  try {
    const rows = await prisma.illustration.findMany({
      select: fields,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: carouselSize,
    });
    return rows.map(toGalleryImage);
  } catch (error) {
    console.error("Kunne ikke hente illustrasjoner til karusellen", error);
    return [];
  }
}

export type GalleryPage = {
  images: GalleryImage[];
  page: number;
  pageCount: number;
  total: number;
};

/** The full gallery in the staff's chosen order, newest first within the same position. */
export async function listIllustrations({
  page,
  perPage = galleryPageSize,
}: {
  page: number;
  perPage?: number;
}): Promise<GalleryPage> {
  const [total, rows] = await prisma.$transaction([
    prisma.illustration.count(),
    prisma.illustration.findMany({
      select: fields,
      orderBy: [{ sortOrder: "asc" }, { createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
  ]);
  return {
    images: rows.map(toGalleryImage),
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

/** ?side=N from the address: absent means page 1; anything but a whole positive number is no page. */
export function pageFromSearch(search: URLSearchParams) {
  const value = search.get("side");
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
