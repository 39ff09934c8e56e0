export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

export interface ServicePageCopy {
  heading: string;
  lead: string;
  whatItIs: { heading: string; paragraphs: string[] };
  audience: { heading: string; items: { title: string; text: string }[] };
  deliverables: { heading: string; items: string[] };
  howItWorks: { heading: string; steps: { title: string; text: string }[] };
  faq: { heading: string; items: QuestionAndAnswer[] };
  cta: { heading: string; text: string; label: string };
}

export type ServiceIcon =
  "image" | "clapperboard" | "rotate-3d" | "monitor" | "building" | "camera" | "plane";

export interface Service {
  slug: string;
  /** The card title, as the spec lists the cards. */
  title: string;
  /** The service's own page. */
  route: string;
  /** The home page links some cards to older paths on purpose; the redirects resolve them. */
  homeCardHref: string;
  icon: ServiceIcon;
  cardText: string;
  /** Name used in structured data. */
  serviceType: string;
  /** Where the service is offered, when narrower than the whole business's area. */
  areaServed?: string[];
}
