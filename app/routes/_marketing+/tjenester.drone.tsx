import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getService } from "~/services";
import { listServiceExamples } from "~/gallery/index.server";
import { readContent } from "~/site-content/index.server";

const service = getService("drone");

export const meta: MetaFunction<typeof loader> = (args) => serviceMeta(args, service.route);

export async function loader({ request }: LoaderFunctionArgs) {
  const [examples, page] = await Promise.all([
    listServiceExamples(service.slug),
    readContent(request, "tjeneste-drone"),
  ]);
  return { examples, page };
}

export default function DronePage() {
  const { examples, page } = useLoaderData<typeof loader>();
  return <ServiceDetailPage service={service} page={page} examples={examples} />;
}
