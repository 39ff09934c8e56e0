import type { MetaDescriptor } from "@remix-run/node";
import type { ReactNode } from "react";
import { type GalleryImage, galleryPageHref } from "~/gallery";
import { type PublicPath, JsonLd, serviceJsonLd, useSiteUrl, metaForPath } from "~/seo";
import type { Service, ServicePageCopy } from "../copy";
import { ServicePage } from "./service-page";

type RoutedService = Service & { route: PublicPath; page: ServicePageCopy };

export function serviceMeta(
  args: Parameters<typeof metaForPath>[0],
  service: RoutedService,
): MetaDescriptor[] {
  return metaForPath(args, service.route);
}

/** A page under /tjenester/*: the shared page layout plus the service's structured data. */
export function ServiceDetailPage({
  service,
  examples,
  demo,
}: {
  service: RoutedService;
  examples: GalleryImage[];
  demo?: ReactNode;
}) {
  const siteUrl = useSiteUrl();
  return (
    <ServicePage
      copy={service.page}
      eyebrow={service.title}
      examples={{ images: examples, moreHref: galleryPageHref(1, service.slug) }}
      demo={demo}
    >
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
