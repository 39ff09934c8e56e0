import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { galleryPageHref } from "~/gallery";
import {
  ServicePage,
  propertyVisualisation as property,
  propertyVisualisationPage as page,
} from "~/services";
import { JsonLd, serviceJsonLd, useSiteUrl, metaForPath } from "~/seo";
import { listServiceExamples } from "~/gallery/index.server";

export const meta: MetaFunction = (args) => metaForPath(args, property.route);

export async function loader() {
  return { examples: await listServiceExamples("any") };
}

export default function PropertyVisualisationPage() {
  const siteUrl = useSiteUrl();
  const { examples } = useLoaderData<typeof loader>();
  return (
    <ServicePage
      copy={page}
      eyebrow={property.eyebrow}
      examples={{ images: examples, moreHref: galleryPageHref(1) }}
    >
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          route: property.route,
          title: page.heading,
          serviceType: property.serviceType,
          description: page.lead,
        })}
      />
    </ServicePage>
  );
}
