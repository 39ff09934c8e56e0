import { z } from "zod";
import { pages, type PublicPath } from "~/seo";
import {
  getServicePage,
  propertyVisualisation,
  propertyVisualisationPage,
  services,
  type ServicePageCopy,
} from "~/services";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";
import type { ContentDocument } from ".";

const { errors, servicePage: labels, documents: titles } = siteContentCopy;

/**
 * Limits that keep each page's design whole. The SEO description allows a little more than
 * the usual 160 characters, as today's longest default has 165 (decision 258).
 */
const limits = { seoTitle: 70, seoDescription: 200, heading: 80, lead: 300 } as const;

function list<Item extends z.ZodType>(item: Item, max: number) {
  return z.array(item).min(1, errors.atLeastOne).max(max, errors.atMost(max));
}

const titledText = z.object({
  title: requiredText(labels.title, 60),
  text: requiredText(labels.text, 300),
});

const servicePageSchema = z.object({
  seo: z.object({
    title: requiredText(labels.seoTitle, limits.seoTitle),
    description: requiredText(labels.seoDescription, limits.seoDescription),
  }),
  heading: requiredText(labels.heading, limits.heading),
  lead: requiredText(labels.lead, limits.lead),
  whatItIs: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    paragraphs: list(requiredText(labels.paragraph, 800), 6),
  }),
  audience: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    items: list(titledText, 8),
  }),
  deliverables: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    items: list(requiredText(labels.deliverableItem, 160), 12),
  }),
  howItWorks: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    steps: list(titledText, 8),
  }),
  faq: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    items: list(
      z.object({
        question: requiredText(labels.question, 160),
        answer: requiredText(labels.answer, 1200),
      }),
      12,
    ),
  }),
  cta: z.object({
    heading: requiredText(labels.sectionHeading, 80),
    text: requiredText(labels.text, 300),
    label: requiredText(labels.ctaLabel, 40),
  }),
});

/** A service page as staff edit it: its copy, and its title and description for search engines. */
type ServicePageContent = z.output<typeof servicePageSchema>;

const titledTextFields: readonly FieldSpec[] = [
  { kind: "text", name: "title", label: labels.title },
  { kind: "textarea", name: "text", label: labels.text },
];

const sectionHeading: FieldSpec = { kind: "text", name: "heading", label: labels.sectionHeading };

/** A section of the page: its heading, then its own fields. */
const section = (name: string, label: string, ...fields: FieldSpec[]): FieldSpec => ({
  kind: "group",
  name,
  label,
  fields: [sectionHeading, ...fields],
});

const listOf = (
  name: string,
  label: string,
  itemLabel: string,
  item: Extract<FieldSpec, { kind: "list" }>["item"],
): FieldSpec => ({ kind: "list", name, label, itemLabel, item });

const servicePageFields: readonly FieldSpec[] = [
  {
    kind: "group",
    name: "seo",
    label: labels.seo,
    fields: [
      {
        kind: "text",
        name: "title",
        label: labels.seoTitle,
        help: labels.seoTitleHelp(limits.seoTitle),
      },
      {
        kind: "textarea",
        name: "description",
        label: labels.seoDescription,
        help: labels.seoDescriptionHelp(limits.seoDescription),
      },
    ],
  },
  { kind: "text", name: "heading", label: labels.heading },
  { kind: "textarea", name: "lead", label: labels.lead },
  section(
    "whatItIs",
    labels.whatItIs,
    listOf("paragraphs", labels.paragraphs, labels.paragraph, "textarea"),
  ),
  section(
    "audience",
    labels.audience,
    listOf("items", labels.audienceItems, labels.audienceItem, titledTextFields),
  ),
  section(
    "deliverables",
    labels.deliverables,
    listOf("items", labels.deliverableItems, labels.deliverableItem, "text"),
  ),
  section(
    "howItWorks",
    labels.howItWorks,
    listOf("steps", labels.steps, labels.step, titledTextFields),
  ),
  section(
    "faq",
    labels.faq,
    listOf("items", labels.faqItems, labels.faqItem, [
      { kind: "text", name: "question", label: labels.question },
      { kind: "textarea", name: "answer", label: labels.answer },
    ]),
  ),
  section(
    "cta",
    labels.cta,
    { kind: "textarea", name: "text", label: labels.text },
    { kind: "text", name: "label", label: labels.ctaLabel },
  ),
];

type ServiceSlug = (typeof services)[number]["slug"];

/** One document per service page; the key names the page (decision 258). */
type ServicePageKey = `tjeneste-${ServiceSlug}` | "tjeneste-3d-visualisering-eiendom";

const servicePageKey = (slug: ServiceSlug) => `tjeneste-${slug}` as const;

function servicePageDocument(
  key: ServicePageKey,
  name: string,
  path: PublicPath,
  page: ServicePageCopy,
): ContentDocument<ServicePageContent> {
  const { title, description } = pages[path];
  return {
    key,
    title: titles.servicePage.title(name),
    description: titles.servicePage.description(path),
    schema: servicePageSchema,
    defaults: { seo: { title, description }, ...page },
    previewPath: path,
    fields: servicePageFields,
  };
}

/** The property page first, as it sums up the others; then the services in the cards' order. */
export const servicePageDocuments = Object.fromEntries([
  [
    "tjeneste-3d-visualisering-eiendom",
    servicePageDocument(
      "tjeneste-3d-visualisering-eiendom",
      propertyVisualisation.serviceType,
      propertyVisualisation.route,
      propertyVisualisationPage,
    ),
  ],
  ...services.map((service) => {
    const key = servicePageKey(service.slug);
    return [
      key,
      servicePageDocument(key, service.title, service.route, getServicePage(service.slug).page),
    ] as const;
  }),
]) as Record<ServicePageKey, ContentDocument<ServicePageContent>>;
