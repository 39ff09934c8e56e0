import { z } from "zod";
import { company } from "~/company";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";

/** The home page's words that staff edit in admin (Innhold → Forsiden). */
export interface HomeContent {
  hero: { heading: string; lead: string; galleryLabel: string; contactLabel: string };
  intro: { heading: string; paragraphs: string[] };
  facts: {
    heading: string;
    foundedLabel: string;
    employeesLabel: string;
    projectsLabel: string;
    regionLabel: string;
  };
  services: { heading: string; lead: string };
  testimonials: { heading: string; items: { quote: string; author: string; role: string }[] };
  process: {
    heading: string;
    lead: string;
    steps: { title: string; text: string }[];
    delivery: string;
  };
  contact: { heading: string; subtitle: string };
  newsletter: { heading: string; text: string };
}

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

/**
 * What a fresh install shows: the words the page had before staff could edit them. They are
 * written here, not in home/'s copy, because the home page reads this document (decision 341).
 * The contact and newsletter sections start with the words of /kontakt's form and of
 * /nyhetsbrev, written out: those concerns read the company facts from here.
 */
export const homeDefaults: HomeContent = {
  hero: {
    heading: "Fotorealistiske 3D-visualiseringer som selger prosjektet før det er bygget",
    lead: "Vi lager illustrasjoner, animasjoner og 360°-visninger for eiendomsmeglere, arkitekter, utbyggere og entreprenører – levert i 4K, fra Vestfold til hele landet.",
    galleryLabel: "Se vårt digitale galleri",
    contactLabel: "Be om et uforpliktende tilbud",
  },
  intro: {
    heading: "To digitale poteter",
    paragraphs: [
      `${company.name} er et lite studio i ${company.address.region} med to 3D-visualisører. Vi startet i ${company.foundedDisplay.toLowerCase()} fordi vi så hvor vanskelig det er å selge en bolig som bare finnes på tegning.`,
      "Når du jobber med oss, snakker du direkte med dem som gjør jobben. Ingen mellomledd og ingen lange ventetider – bare bilder som får kjøpere, investorer og kommunen til å se det samme som deg.",
    ],
  },
  facts: {
    heading: `${company.name} i tall`,
    foundedLabel: "Etablert",
    employeesLabel: "Ansatte",
    projectsLabel: "Prosjekter",
    regionLabel: "Basert i",
  },
  services: {
    heading: "Våre tjenester",
    lead: "Alt du trenger for å vise fram et prosjekt som ennå ikke er bygget – fra første skisse til salgsstart.",
  },
  testimonials: {
    heading: "Dette sier kundene våre",
    items: [
      {
        quote:
          "Illustrasjonene gjorde at kjøperne forsto prosjektet med én gang. Vi solgte over halvparten av leilighetene før byggestart, og Digitale Poteter leverte raskt hver gang vi trengte en ny vinkel.",
        author: "Kari Nordmann",
        role: "Prosjektsjef, Fjordbyen Eiendom",
      },
    ],
  },
  process: {
    heading: "Prosessen",
    lead: "Fire enkle steg fra første samtale til ferdige bilder.",
    steps: [
      {
        title: "Oppstart",
        text: "Vi tar en uforpliktende prat om prosjektet, går gjennom tegninger, ønsker og frister, og sender deg et fast pristilbud.",
      },
      {
        title: "Modellering",
        text: "Vi bygger en nøyaktig 3D-modell fra plantegninger, fasader eller IFC-fil, og setter opp kameravinkler, materialer og lys.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du får utkast tidlig og sier fra om det du vil endre. To runder med justeringer er inkludert i prisen.",
      },
      {
        title: "Levering",
        text: "Du får de ferdige bildene i en delt mappe, klare for prospekt, nettside, sosiale medier og byggeskilt. Trenger du flere vinkler senere, bruker vi samme modell.",
      },
    ],
    delivery: "Alle illustrasjoner leveres i 4K-kvalitet som jpeg, png og pdf.",
  },
  contact: {
    heading: "Send oss en forespørsel",
    subtitle: "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
  },
  newsletter: {
    heading: "Meld deg på nyhetsbrevet",
    text: "Nye prosjekter, tips til salgsmateriell og nyheter fra studio – noen få ganger i året, aldri spam.",
  },
};

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
