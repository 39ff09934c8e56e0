import { prisma } from "~/db/index.server";
import { renderSafeMarkdown } from "~/site-content/index.server";

/**
 * The public side of the portfolio: published projects only. Staff edit them through
 * ./staff.server.
 */

/**
 * Staff write the body in Markdown; the admin preview and the public page render it the same
 * way, through the site's one safe subset (decision 264): typed HTML shows as text.
 */
export function renderMarkdown(markdown: string) {
  return renderSafeMarkdown(markdown);
}

/**
 * The size the cover is drawn at when it is not also one of the project's pictures: covers
 * are stored by key only, so the page shows them cropped to this frame (decision 035).
 */
const coverFrame = { width: 1920, height: 1280 } as const;

export interface PublicImage {
  key: string;
  alt: string;
  width: number;
  height: number;
}

function servicesOf(value: unknown) {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

function coverOf(
  project: { title: string; coverKey: string | null },
  images: readonly { storageKey: string; alt: string; width: number; height: number }[],
): PublicImage | null {
  if (!project.coverKey) return null;
  const picture = images.find((image) => image.storageKey === project.coverKey);
  return {
    key: project.coverKey,
    alt: picture?.alt || project.title,
    width: picture?.width ?? coverFrame.width,
    height: picture?.height ?? coverFrame.height,
  };
}

const imageOrder = [{ sortOrder: "asc" as const }, { id: "asc" as const }];

/** Published projects for the list and the sitemap, newest change first. */
export async function listPublishedProjects() {
  const projects = await prisma.portfolioProject.findMany({
    where: { published: true },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    include: { images: { orderBy: imageOrder } },
  });
  return projects.map((project) => ({
    slug: project.slug,
    title: project.title,
    location: project.location,
    services: servicesOf(project.services),
    cover: coverOf(project, project.images),
    updatedAt: project.updatedAt,
  }));
}

/** One published project with its pictures and rendered text, or null (unknown or unpublished). */
export async function getPublishedProject(slug: string) {
  const project = await prisma.portfolioProject.findFirst({
    where: { slug, published: true },
    include: { images: { orderBy: imageOrder } },
  });
  if (!project) return null;
  return {
    slug: project.slug,
    title: project.title,
    location: project.location,
    services: servicesOf(project.services),
    cover: coverOf(project, project.images),
    bodyHtml: renderMarkdown(project.bodyMarkdown),
    images: project.images
      .filter((image) => image.storageKey !== project.coverKey)
      .map((image) => ({
        key: image.storageKey,
        alt: image.alt,
        width: image.width,
        height: image.height,
      })),
  };
}
