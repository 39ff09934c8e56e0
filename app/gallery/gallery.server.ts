import type { GalleryImage } from "./ui/gallery-image";
import { prisma } from "~/db/index.server";
import { log } from "~/observability/index.server";

export type { GalleryImage };

/** The spec's carousel: the 15 newest illustrations. */
const carouselSize = 15;
const galleryPageSize = 30;

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
    log.error({ err: error }, "Kunne ikke hente illustrasjoner til karusellen");
    return [];
  }
}

export type GalleryPage = {
  images: GalleryImage[];
  page: number;
  pageCount: number;
  total: number;
};

const galleryOrder = [{ sortOrder: "asc" }, { createdAt: "desc" }, { id: "desc" }] as const;

const showingService = (service: string | undefined) =>
  service ? { services: { some: { serviceSlug: service } } } : {};

/**
 * The full gallery in the staff's chosen order, newest first within the same position;
 * with a service, only the pictures tagged with it.
 */
export async function listIllustrations({
  page,
  perPage = galleryPageSize,
  service,
}: {
  page: number;
  perPage?: number;
  service?: string;
}): Promise<GalleryPage> {
  const where = showingService(service);
  const [total, rows] = await prisma.$transaction([
    prisma.illustration.count({ where }),
    prisma.illustration.findMany({
      where,
      select: fields,
      orderBy: [...galleryOrder],
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

/** A service page's examples: the gallery's pictures tagged with it, or with any service. */
export async function listServiceExamples(service: string | "any", take = 6) {
  const rows = await prisma.illustration.findMany({
    where: service === "any" ? { services: { some: {} } } : showingService(service),
    select: fields,
    orderBy: [...galleryOrder],
    take,
  });
  return rows.map(toGalleryImage);
}

/** ?side=N from the address: absent means page 1; anything but a whole positive number is no page. */
export function pageFromSearch(search: URLSearchParams) {
  const value = search.get("side");
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
