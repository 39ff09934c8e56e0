import { z } from "zod";
import { pages, type PublicPath } from "~/seo";
import {
  getServicePage,
  propertyVisualisation,
  propertyVisualisationPage,
  services,
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

/**
 * A card sits in a grid of three beside the others: a title of more than two lines or a text
 * of more than four would make its row taller than the rest. Today's longest are 17 and 96.
 */
const cardLimits = { title: 40, text: 160 } as const;

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

const cardSchema = z.object({
  title: requiredText(labels.cardTitle, cardLimits.title),
  text: requiredText(labels.cardText, cardLimits.text),
});

type Card = z.output<typeof cardSchema>;

/**
 * The seven services under /tjenester also have a card on / and /tjenester: its title and
 * text are the page's to edit, its icon and link stay in code (decision 273). Versions and
 * drafts stored before the card was part of the page get the list's card, so they still fit
 * and a page's published text is not dropped for the defaults. A form always sends the card.
 */
const servicePageWithCardSchema = (card: Card) =>
  servicePageSchema.extend({ card: cardSchema.default(card) });

type ServicePageWithCardContent = z.output<ReturnType<typeof servicePageWithCardSchema>>;

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

const seoGroup: FieldSpec = {
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
};

/** The page itself, below its search texts (and its card). */
const pageFields: readonly FieldSpec[] = [
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

const servicePageFields: readonly FieldSpec[] = [seoGroup, ...pageFields];

/** The card's group comes right after the search texts: both are how the page shows elsewhere. */
const servicePageWithCardFields: readonly FieldSpec[] = [
  seoGroup,
  {
    kind: "group",
    name: "card",
    label: labels.card,
    fields: [
      {
        kind: "text",
        name: "title",
        label: labels.cardTitle,
        help: labels.cardTitleHelp(cardLimits.title),
      },
      {
        kind: "textarea",
        name: "text",
        label: labels.cardText,
        help: labels.cardTextHelp(cardLimits.text),
      },
    ],
  },
  ...pageFields,
];

type ServiceSlug = (typeof services)[number]["slug"];

/** One document per service page; the key names the page (decision 258). */
type ServiceCardPageKey = `tjeneste-${ServiceSlug}`;
const propertyPageKey = "tjeneste-3d-visualisering-eiendom";

/** The document that holds this service's page and card. */
export const servicePageKey = (slug: ServiceSlug): ServiceCardPageKey => `tjeneste-${slug}`;

/** The search texts' defaults are the page table's entries for the page's path. */
function seoDefaults(path: PublicPath) {
  const { title, description } = pages[path];
  return { title, description };
}

/** /3d-visualisering-eiendom has a page but no card: the sections link to it instead. */
const propertyPageDocument: ContentDocument<ServicePageContent> = {
  key: propertyPageKey,
  title: titles.servicePage.title(propertyVisualisation.serviceType),
  description: titles.servicePage.description(propertyVisualisation.route),
  schema: servicePageSchema,
  defaults: { seo: seoDefaults(propertyVisualisation.route), ...propertyVisualisationPage },
  previewPath: propertyVisualisation.route,
  fields: servicePageFields,
};

/** A page under /tjenester with its card, whose defaults are the card in the services list. */
function serviceWithCardDocument(
  service: (typeof services)[number],
): ContentDocument<ServicePageWithCardContent> {
  const card = { title: service.title, text: service.cardText };
  return {
    key: servicePageKey(service.slug),
    title: titles.servicePage.title(service.title),
    description: titles.servicePage.descriptionWithCard(service.route),
    schema: servicePageWithCardSchema(card),
    defaults: { seo: seoDefaults(service.route), card, ...getServicePage(service.slug).page },
    previewPath: service.route,
    fields: servicePageWithCardFields,
  };
}

/** The property page first, as it sums up the others; then the services in the cards' order. */
export const servicePageDocuments = Object.fromEntries([
  [propertyPageKey, propertyPageDocument],
  ...services.map((service) => [servicePageKey(service.slug), serviceWithCardDocument(service)]),
]) as Record<typeof propertyPageKey, ContentDocument<ServicePageContent>> &
  Record<ServiceCardPageKey, ContentDocument<ServicePageWithCardContent>>;
