import type { MetaFunction } from "@remix-run/node";
import { ServiceDetailPage, serviceMeta } from "~/components/service/service-detail-page";
import { getService } from "~/content/services";

const service = getService("3d-visualisering");

export const meta: MetaFunction = (args) => serviceMeta(args, service);

export default function ThreeDIllustrationsPage() {
  return <ServiceDetailPage service={service} />;
}
