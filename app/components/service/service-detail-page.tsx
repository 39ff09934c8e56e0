import type { MetaDescriptor } from "@remix-run/node";
import type { PublicPath } from "~/content/pages";
import type { Service } from "~/content/services";
import { JsonLd } from "~/components/json-ld";
import { serviceJsonLd } from "~/seo";
import { useSiteUrl } from "~/seo";
import { metaForPath } from "~/seo";
import { ServicePage } from "./service-page";

type RoutedService = Service & { route: PublicPath };

export function serviceMeta(
  args: Parameters<typeof metaForPath>[0],
  service: RoutedService,
): MetaDescriptor[] {
  return metaForPath(args, service.route);
}

/** A page under /tjenester/*: the shared page layout plus the service's structured data. */
export function ServiceDetailPage({ service }: { service: RoutedService }) {
  const siteUrl = useSiteUrl();
  return (
    <ServicePage copy={service.page} eyebrow={service.title}>
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          route: service.route,
          title: service.title,
          serviceType: service.serviceType,
          description: service.page.lead,
          areaServed: service.areaServed,
        })}
      />
    </ServicePage>
  );
}
