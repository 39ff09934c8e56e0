import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { Service } from "../copy";
import { ServiceIcon } from "./service-icon";

/**
 * One service as a card whose whole area is the link. `href` lets the home page point some
 * cards at older paths on purpose (the redirects resolve them).
 */
export function ServiceCard({
  service,
  href = service.route,
  linkLabel,
  headingLevel = "h2",
}: {
  service: Service;
  href?: string;
  linkLabel: string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex w-full flex-col rounded-xl border bg-card p-6 transition-colors hover:border-primary has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <ServiceIcon name={service.icon} className="size-8 text-primary" />
      <Heading className="mt-4 text-2xl">
        <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {service.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-muted-foreground">{service.cardText}</p>
      <p
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary"
        aria-hidden
      >
        {linkLabel}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
