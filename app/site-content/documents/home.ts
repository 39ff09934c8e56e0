import { z } from "zod";
import { defaultHomeContent, type HomeContent } from "~/home";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";

const { errors, home: labels } = siteContentCopy;

const heading = requiredText(labels.heading, 80);
const lead = requiredText(labels.lead, 300);

export const homeSchema: z.ZodType<HomeContent> = z.object({
  hero: z.object({
    heading,
    lead,
    galleryLabel: requiredText(labels.galleryLabel, 40),
    contactLabel: requiredText(labels.contactLabel, 40),
  }),
  intro: z.object({
    heading,
    paragraphs: z.array(requiredText(labels.paragraph, 600)).min(1, errors.atLeastOne).max(4),
  }),
  facts: z.object({
    heading,
    foundedLabel: requiredText(labels.foundedLabel, 30),
    employeesLabel: requiredText(labels.employeesLabel, 30),
    projectsLabel: requiredText(labels.projectsLabel, 30),
    regionLabel: requiredText(labels.regionLabel, 30),
  }),
  services: z.object({ heading, lead }),
  testimonials: z.object({
    heading,
    items: z
      .array(
        z.object({
          quote: requiredText(labels.quote, 500),
          author: requiredText(labels.author, 80),
          role: requiredText(labels.authorRole, 120),
        }),
      )
      .min(1, errors.atLeastOne)
      .max(6),
  }),
  process: z.object({
    heading,
    lead,
    steps: z
      .array(
        z.object({
          title: requiredText(labels.stepTitle, 60),
          text: requiredText(labels.stepText, 400),
        }),
      )
      .min(1, errors.atLeastOne)
      .max(8),
    delivery: requiredText(labels.delivery, 200),
  }),
  contact: z.object({ heading, subtitle: lead }),
  newsletter: z.object({ heading, text: lead }),
});

export const homeDefaults: HomeContent = defaultHomeContent;

const headingField = { kind: "text", name: "heading", label: labels.heading } as const;
const leadField = { kind: "textarea", name: "lead", label: labels.lead } as const;

export const homeFields: readonly FieldSpec[] = [
  {
    kind: "group",
    name: "hero",
    label: labels.hero,
    fields: [
      { ...headingField, help: labels.heroHeadingHelp },
      leadField,
      { kind: "text", name: "galleryLabel", label: labels.galleryLabel },
      { kind: "text", name: "contactLabel", label: labels.contactLabel },
    ],
  },
  {
    kind: "group",
    name: "intro",
    label: labels.intro,
    fields: [
      headingField,
      {
        kind: "list",
        name: "paragraphs",
        label: labels.paragraphs,
        itemLabel: labels.paragraph,
        item: "textarea",
      },
    ],
  },
  {
    kind: "group",
    name: "facts",
    label: labels.facts,
    fields: [
      { ...headingField, help: labels.factsHelp },
      { kind: "text", name: "foundedLabel", label: labels.foundedLabel },
      { kind: "text", name: "employeesLabel", label: labels.employeesLabel },
      { kind: "text", name: "projectsLabel", label: labels.projectsLabel },
      { kind: "text", name: "regionLabel", label: labels.regionLabel },
    ],
  },
  { kind: "group", name: "services", label: labels.services, fields: [headingField, leadField] },
  {
    kind: "group",
    name: "testimonials",
    label: labels.testimonials,
    fields: [
      headingField,
      {
        kind: "list",
        name: "items",
        label: labels.testimonialItems,
        itemLabel: labels.testimonial,
        item: [
          { kind: "textarea", name: "quote", label: labels.quote },
          { kind: "text", name: "author", label: labels.author },
          { kind: "text", name: "role", label: labels.authorRole },
        ],
      },
    ],
  },
  {
    kind: "group",
    name: "process",
    label: labels.process,
    fields: [
      headingField,
      leadField,
      {
        kind: "list",
        name: "steps",
        label: labels.steps,
        itemLabel: labels.step,
        item: [
          { kind: "text", name: "title", label: labels.stepTitle },
          { kind: "textarea", name: "text", label: labels.stepText },
        ],
      },
      { kind: "text", name: "delivery", label: labels.delivery },
    ],
  },
  {
    kind: "group",
    name: "contact",
    label: labels.contact,
    fields: [headingField, { kind: "textarea", name: "subtitle", label: labels.lead }],
  },
  {
    kind: "group",
    name: "newsletter",
    label: labels.newsletter,
    fields: [headingField, { kind: "textarea", name: "text", label: labels.lead }],
  },
];
