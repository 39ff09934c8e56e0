import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeSignIn } from "~/auth/index.server";

export function loader({ request }: LoaderFunctionArgs) {
  return completeSignIn(request);
}
