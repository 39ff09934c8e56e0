import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getServicePage } from "~/services";
import { PanoramaTour } from "~/showcase";
import { listServiceExamples } from "~/gallery/index.server";
import { listPanoramas } from "~/showcase/index.server";

const service = getServicePage("360-visning");

export const meta: MetaFunction = (args) => serviceMeta(args, service);

export async function loader() {
  const [examples, panoramas] = await Promise.all([
    listServiceExamples(service.slug),
    listPanoramas(),
  ]);
  return { examples, panoramas };
}

export default function PanoramaViewPage() {
  const { examples, panoramas } = useLoaderData<typeof loader>();
  return (
    <ServiceDetailPage
      service={service}
      examples={examples}
      demo={<PanoramaTour panoramas={panoramas} />}
    />
  );
}
