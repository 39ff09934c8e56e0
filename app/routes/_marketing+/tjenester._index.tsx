import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { ServiceCard, servicesOverview as copy } from "~/services";
import { JsonLd, servicesCatalogJsonLd, useSiteUrl, loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { readServiceCards } from "~/site-content/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

// The cards' titles and texts are each service page's to edit, as published (decision 273).
export async function loader({ request }: LoaderFunctionArgs) {
  return { ...pageData("/tjenester"), services: await readServiceCards(request) };
}

export default function ServicesPage() {
  const { services } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  return (
    <section className="container py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-6 max-w-prose text-lg text-muted-foreground">{copy.lead}</p>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex">
            <ServiceCard service={service} linkLabel={copy.cardLinkLabel} />
          </li>
        ))}
      </ul>
      <Link
        to={copy.propertyLink.href}
        className="mt-12 inline-flex items-center gap-2 text-lg font-semibold text-primary underline-offset-4 hover:underline"
      >
        {copy.propertyLink.label}
        <ArrowRight className="size-5" aria-hidden />
      </Link>
      <JsonLd
        data={servicesCatalogJsonLd(siteUrl, {
          route: "/tjenester",
          name: copy.catalogName,
          description: copy.lead,
          services: services.map((service) => ({
            route: service.route,
            title: service.title,
            serviceType: service.serviceType,
            description: service.cardText,
            areaServed: "areaServed" in service ? service.areaServed : undefined,
          })),
        })}
      />
    </section>
  );
}
