import { contactPageCopy } from "~/contact";
import { newsletterCopy } from "~/newsletter";
import { home } from "./home";

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

const [founded, employees, projects, region] = home.facts.items;

/** What a fresh install shows: the words the page had before staff could edit them. */
export const defaultHomeContent: HomeContent = {
  hero: {
    heading: home.hero.heading,
    lead: home.hero.lead,
    galleryLabel: home.hero.galleryLink.label,
    contactLabel: home.hero.contactLink.label,
  },
  intro: { heading: home.intro.heading, paragraphs: [...home.intro.paragraphs] },
  facts: {
    heading: home.facts.heading,
    foundedLabel: founded.label,
    employeesLabel: employees.label,
    projectsLabel: projects.label,
    regionLabel: region.label,
  },
  services: { heading: home.services.heading, lead: home.services.lead },
  testimonials: {
    heading: home.testimonials.heading,
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
    heading: home.process.heading,
    lead: home.process.lead,
    steps: home.process.steps.map((step) => ({ ...step })),
    delivery: home.process.delivery,
  },
  contact: { heading: contactPageCopy.formHeading, subtitle: contactPageCopy.formSubtitle },
  newsletter: { heading: newsletterCopy.heading, text: newsletterCopy.intro },
};
