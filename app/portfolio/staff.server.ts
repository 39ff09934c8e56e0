import { prisma } from "~/db/index.server";
import { deleteImages, purgeImageVariants, type StoredImage } from "~/images/index.server";

/** Where portfolio covers and images live in storage (the upload sweeper knows this folder). */
export const PORTFOLIO_PREFIX = "portfolio";

export type PortfolioFields = {
  title: string;
  slug: string;
  location: string;
  services: string[];
  bodyMarkdown: string;
};

/** A URL slug from a Norwegian title: "Bryggekanten Åsgårdstrand" → "bryggekanten-asgardstrand". */
export function slugify(title: string) {
  return title
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export function listPortfolioProjects() {
  return prisma.portfolioProject.findMany({
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    include: { _count: { select: { images: true } } },
  });
}

export function getPortfolioProject(id: string) {
  return prisma.portfolioProject.findUnique({
    where: { id },
    include: { images: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }] } },
  });
}

async function slugTaken(slug: string, exceptId?: string) {
  const owner = await prisma.portfolioProject.findUnique({ where: { slug }, select: { id: true } });
  return Boolean(owner && owner.id !== exceptId);
}

export async function createPortfolioProject(title: string, slug: string) {
  if (await slugTaken(slug)) return { status: "slug-taken" as const };
  const project = await prisma.portfolioProject.create({ data: { title, slug, services: [] } });
  return { status: "created" as const, id: project.id };
}

export async function updatePortfolioProject(id: string, fields: PortfolioFields) {
  if (await slugTaken(fields.slug, id)) return "slug-taken" as const;
  const { count } = await prisma.portfolioProject.updateMany({ where: { id }, data: fields });
  return count === 1 ? ("saved" as const) : ("not-found" as const);
}

/** A project can only be published with a cover, so the public list never shows an empty card. */
export async function setPublished(id: string, published: boolean) {
  const project = await prisma.portfolioProject.findUnique({ where: { id } });
  if (!project) return "not-found" as const;
  if (published && !project.coverKey) return "needs-cover" as const;
  await prisma.portfolioProject.update({ where: { id }, data: { published } });
  if (!published) {
    // Variants cached while it was public would otherwise still be answered before Remix.
    const images = await prisma.portfolioImage.findMany({
      where: { projectId: id },
      select: { storageKey: true },
    });
    const keys = [project.coverKey, ...images.map((image) => image.storageKey)];
    for (const key of keys) if (key) await purgeImageVariants(key);
  }
  return published ? ("published" as const) : ("unpublished" as const);
}

export async function setCover(id: string, image: StoredImage) {
  const project = await prisma.portfolioProject.findUnique({ where: { id } });
  if (!project) {
    await deleteImages([image.key]);
    return false;
  }
  await prisma.portfolioProject.update({ where: { id }, data: { coverKey: image.key } });
  if (project.coverKey) await deleteImages([project.coverKey]);
  return true;
}

export async function addPortfolioImage(projectId: string, image: StoredImage, alt: string) {
  const project = await prisma.portfolioProject.findUnique({
    where: { id: projectId },
    include: { _count: { select: { images: true } } },
  });
  if (!project) {
    await deleteImages([image.key]);
    return false;
  }
  await prisma.portfolioImage.create({
    data: {
      projectId,
      storageKey: image.key,
      alt,
      width: image.width,
      height: image.height,
      sortOrder: project._count.images,
    },
  });
  return true;
}

export async function updatePortfolioImageAlt(projectId: string, imageId: string, alt: string) {
  const { count } = await prisma.portfolioImage.updateMany({
    where: { id: imageId, projectId },
    data: { alt },
  });
  return count === 1;
}

export async function deletePortfolioImage(projectId: string, imageId: string) {
  const image = await prisma.portfolioImage.findFirst({ where: { id: imageId, projectId } });
  if (!image) return false;
  await prisma.portfolioImage.delete({ where: { id: image.id } });
  await deleteImages([image.storageKey]);
  return true;
}

export async function deletePortfolioProject(id: string) {
  const project = await getPortfolioProject(id);
  if (!project) return false;
  await prisma.portfolioProject.delete({ where: { id } });
  await deleteImages([
    ...(project.coverKey ? [project.coverKey] : []),
    ...project.images.map((image) => image.storageKey),
  ]);
  return true;
}
