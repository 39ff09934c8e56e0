import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { home } from "../copy/home";
import type { HomeContent } from "~/site-content";
import { type Service, ServiceIcon } from "~/services";

const copy = home.services;

/** What a card shows; the loader picks it so the services' page copy stays off the client. */
export type ServiceCardData = Pick<
  Service,
  "slug" | "title" | "homeCardHref" | "icon" | "cardText"
>;

export function serviceCard({
  slug,
  title,
  homeCardHref,
  icon,
  cardText,
}: Service): ServiceCardData {
  return { slug, title, homeCardHref, icon, cardText };
}

/** Section 4: one card per service, linking where the content says (older paths included). */
export function HomeServices({
  content,
  services,
}: {
  content: HomeContent["services"];
  services: ServiceCardData[];
}) {
  return (
    <section
      id={copy.id}
      aria-labelledby="tjenester-tittel"
      className="container scroll-mt-20 py-16 md:py-24"
    >
      <h2 id="tjenester-tittel" className="text-3xl md:text-4xl">
        {content.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{content.lead}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link
          to={copy.propertyLink.href}
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {copy.propertyLink.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </section>
  );
}

/** The whole card is clickable through the title link's stretched hit area. */
function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="relative flex h-full flex-col rounded-lg border bg-card p-6 transition-colors focus-within:border-primary hover:border-primary">
      <ServiceIcon name={service.icon} className="size-8 text-primary" />
      <h3 className="mt-4 font-sans text-xl font-semibold">
        <Link
          to={service.homeCardHref}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-muted-foreground">{service.cardText}</p>
      <span
        aria-hidden="true"
        className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-primary"
      >
        {copy.cardLinkLabel}
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}
