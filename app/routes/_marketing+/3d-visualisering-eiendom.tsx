import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { galleryPageHref } from "~/gallery";
import { ServicePage, propertyVisualisation as property, serviceMeta } from "~/services";
import { JsonLd, serviceJsonLd, useSiteUrl } from "~/seo";
import { listServiceExamples } from "~/gallery/index.server";
import { readContent } from "~/site-content/index.server";

export const meta: MetaFunction<typeof loader> = (args) => serviceMeta(args, property.route);

export async function loader({ request }: LoaderFunctionArgs) {
  const [examples, page] = await Promise.all([
    listServiceExamples("any"),
    readContent(request, "tjeneste-3d-visualisering-eiendom"),
  ]);
  return { examples, page };
}

export default function PropertyVisualisationPage() {
  const siteUrl = useSiteUrl();
  const { examples, page } = useLoaderData<typeof loader>();
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
