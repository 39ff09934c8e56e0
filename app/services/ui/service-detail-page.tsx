import type { MetaDescriptor } from "@remix-run/node";
import type { ReactNode } from "react";
import { type GalleryImage, galleryPageHref } from "~/gallery";
import { type PublicPath, JsonLd, errorPageTags, serviceJsonLd, useSiteUrl, metaTags } from "~/seo";
import type { Service, ServicePageCopy } from "../copy";
import { ServicePage } from "./service-page";

type RoutedService = Service & { route: PublicPath };

/** What a service page's loader sends: the page as published (or as drafted, in a preview). */
type ServicePageData = { page: { seo: { title: string; description: string } } };

/** The page's title and description as staff last published them. */
export function serviceMeta(
  args: Parameters<typeof errorPageTags>[0] & { data?: ServicePageData },
  route: PublicPath,
): MetaDescriptor[] {
  const seo = args.data?.page.seo;
  return seo ? metaTags(args, { ...seo, path: route }) : errorPageTags(args);
}

/**
 * A page under /tjenester/*: the shared page layout plus the service's structured data. The
 * service's name above the heading and in the data is its card's title, as published with the
 * page (decision 273).
 */
export function ServiceDetailPage({
  service,
  page,
  examples,
  demo,
}: {
  service: RoutedService;
  page: ServicePageCopy & { card: { title: string } };
  examples: GalleryImage[];
  demo?: ReactNode;
}) {
  const siteUrl = useSiteUrl();
  return (
    <ServicePage
      copy={page}
      eyebrow={page.card.title}
      examples={{ images: examples, moreHref: galleryPageHref(1, service.slug) }}
      demo={demo}
    >
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          route: service.route,
          title: page.card.title,
          serviceType: service.serviceType,
          description: page.lead,
          areaServed: service.areaServed,
        })}
      />
    </ServicePage>
  );
}
