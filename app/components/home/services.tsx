import { Link } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Building2 from "lucide-react/icons/building-complex";
import Camera from "lucide-react/icons/camera";
import Clapperboard from "lucide-react/icons/clapperboard";
import Image from "lucide-react/icons/image";
import Monitor from "lucide-react/icons/monitor";
import Plane from "lucide-react/icons/plane";
import Rotate3d from "lucide-react/icons/rotate-3d";
import { home } from "~/content/home";
import type { Service, ServiceIcon } from "~/content/services";

const copy = home.services;

const icons: Record<ServiceIcon, LucideIcon> = {
  image: Image,
  clapperboard: Clapperboard,
  "rotate-3d": Rotate3d,
  monitor: Monitor,
  building: Building2,
  camera: Camera,
  plane: Plane,
};

/** Section 4: one card per service, linking where the content says (older paths included). */
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

export function HomeServices({ services }: { services: ServiceCardData[] }) {
  return (
    <section
      id={copy.id}
      aria-labelledby="tjenester-tittel"
      className="container scroll-mt-20 py-16 md:py-24"
    >
      <h2 id="tjenester-tittel" className="text-3xl md:text-4xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.lead}</p>
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
  const Icon = icons[service.icon];
  return (
    <article className="relative flex h-full flex-col rounded-lg border bg-card p-6 transition-colors focus-within:border-primary hover:border-primary">
      <Icon aria-hidden="true" className="size-8 text-primary" />
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
