import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getService } from "~/services";
import { HomeSelector, unitFilterFrom } from "~/showcase";
import { listServiceExamples } from "~/gallery/index.server";
import { listUnits } from "~/showcase/index.server";
import { readContent } from "~/site-content/index.server";

const service = getService("konfigurator");

export const meta: MetaFunction<typeof loader> = (args) => serviceMeta(args, service.route);

export async function loader({ request }: LoaderFunctionArgs) {
  const [examples, units, page] = await Promise.all([
    listServiceExamples(service.slug),
    listUnits(),
    readContent(request, "tjeneste-konfigurator"),
  ]);
  return { examples, units, page, filter: unitFilterFrom(new URL(request.url).searchParams) };
}

export default function ConfiguratorPage() {
  const { examples, units, page, filter } = useLoaderData<typeof loader>();
  return (
    <ServiceDetailPage
      service={service}
      page={page}
      examples={examples}
      demo={<HomeSelector units={units} filter={filter} />}
    />
  );
}
