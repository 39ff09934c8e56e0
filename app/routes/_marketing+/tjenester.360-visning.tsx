import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ServiceDetailPage, serviceMeta, getService } from "~/services";
import { PanoramaTour } from "~/showcase";
import { listServiceExamples } from "~/gallery/index.server";
import { listPanoramas } from "~/showcase/index.server";
import { readContent } from "~/site-content/index.server";

const service = getService("360-visning");

export const meta: MetaFunction<typeof loader> = (args) => serviceMeta(args, service.route);

export async function loader({ request }: LoaderFunctionArgs) {
  const [examples, panoramas, page] = await Promise.all([
    listServiceExamples(service.slug),
    listPanoramas(),
    readContent(request, "tjeneste-360-visning"),
  ]);
  return { examples, panoramas, page };
}

export default function PanoramaViewPage() {
  const { examples, panoramas, page } = useLoaderData<typeof loader>();
  return (
    <ServiceDetailPage
      service={service}
      page={page}
      examples={examples}
      demo={<PanoramaTour panoramas={panoramas} />}
    />
  );
}
