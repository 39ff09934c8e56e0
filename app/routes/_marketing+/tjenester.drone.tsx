import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getServicePage } from "~/services";
import { listServiceExamples } from "~/gallery/index.server";

const service = getServicePage("drone");

export const meta: MetaFunction = (args) => serviceMeta(args, service);

export async function loader() {
  return { examples: await listServiceExamples(service.slug) };
}

export default function DronePage() {
  const { examples } = useLoaderData<typeof loader>();
  return <ServiceDetailPage service={service} examples={examples} />;
}
