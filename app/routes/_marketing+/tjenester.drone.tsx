import type { MetaFunction } from "@remix-run/node";
import { ServiceDetailPage, serviceMeta } from "~/components/service/service-detail-page";
import { getService } from "~/content/services";

const service = getService("drone");

export const meta: MetaFunction = (args) => serviceMeta(args, service);

export default function DronePage() {
  return <ServiceDetailPage service={service} />;
}
