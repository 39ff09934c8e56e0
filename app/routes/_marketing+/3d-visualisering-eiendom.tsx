import type { MetaFunction } from "@remix-run/node";
import { ServicePage } from "~/components/service/service-page";
import { propertyVisualisation as property } from "~/content/services";
import { JsonLd } from "~/components/json-ld";
import { serviceJsonLd } from "~/seo";
import { useSiteUrl } from "~/seo";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, property.route);

export default function PropertyVisualisationPage() {
  const siteUrl = useSiteUrl();
  return (
    <ServicePage copy={property.page} eyebrow={property.eyebrow}>
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          route: property.route,
          title: property.page.heading,
          serviceType: property.serviceType,
          description: property.page.lead,
        })}
      />
    </ServicePage>
  );
}
