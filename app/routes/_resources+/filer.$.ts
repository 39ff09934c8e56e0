import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config/index.server";
import { getStorage } from "~/storage/index.server";
import { respondToLocalLink } from "~/storage/index.server";
import { storageLinkSecret } from "~/storage/index.server";

/** Signed, time-limited links to files in the local uploads folder (decision 013). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return respondToLocalLink({
    storage: getStorage(),
    secret: storageLinkSecret(getConfig().sessionSecret),
    key: params["*"] ?? "",
    searchParams: new URL(request.url).searchParams,
  });
}
