import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getServicePage } from "~/services";
import { HomeSelector, unitFilterFrom } from "~/showcase";
import { listServiceExamples } from "~/gallery/index.server";
import { listUnits } from "~/showcase/index.server";

const service = getServicePage("konfigurator");

export const meta: MetaFunction = (args) => serviceMeta(args, service);

export async function loader({ request }: LoaderFunctionArgs) {
  const [examples, units] = await Promise.all([listServiceExamples(service.slug), listUnits()]);
  return { examples, units, filter: unitFilterFrom(new URL(request.url).searchParams) };
}

export default function ConfiguratorPage() {
  const { examples, units, filter } = useLoaderData<typeof loader>();
  return (
    <ServiceDetailPage
      service={service}
      examples={examples}
      demo={<HomeSelector units={units} filter={filter} />}
    />
  );
}
