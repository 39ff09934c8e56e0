import { z } from "zod";
import { portfolioAdminCopy as copy } from "./copy";
import { services } from "~/services";

const { errors } = copy;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Stored by name, as the PortfolioProject model documents, so the public page shows them as they are. */
export const portfolioServiceNames = services.map((service) => service.title) as [
  string,
  ...string[],
];

const title = z.string({ error: errors.title }).trim().min(2, errors.title).max(200, errors.title);
/** Empty means "make it from the title". */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, errors.slug)
  .regex(slugPattern, errors.slug)
  .optional();
const alt = z.string({ error: errors.alt }).trim().min(1, errors.alt).max(300, errors.alt);

export const createProjectSchema = z.object({ title, slug });

export const projectDetailsSchema = z.object({
  intent: z.literal("save"),
  title,
  slug,
  location: z.string().trim().max(200).default(""),
  services: z.array(z.enum(portfolioServiceNames)).default([]),
  bodyMarkdown: z.string().max(20_000, errors.body).default(""),
});

export const projectChangeSchema = z.discriminatedUnion("intent", [
  projectDetailsSchema,
  z.object({
    intent: z.literal("publish"),
    published: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
  z.object({ intent: z.literal("alt"), imageId: z.string().min(1), alt }),
  z.object({ intent: z.literal("delete-image"), imageId: z.string().min(1) }),
  z.object({ intent: z.literal("delete") }),
]);

const image = z.string({ error: errors.image }).min(1, errors.image);

/** Which upload a multipart post carries travels in the URL, since a refused file ends the parse before its fields are read. */
export const uploadKinds = { cover: "omslag", image: "bilde" } as const;

export const coverUploadSchema = z.object({ image });
export const imageUploadSchema = z.object({ image, alt });
