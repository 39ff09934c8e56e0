import { getConfig } from "~/config/index.server";
import { robotsTxt } from "~/seo/index.server";
import { cachePolicies } from "~/headers";

export function loader() {
  return new Response(robotsTxt(getConfig().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.robotsTxt,
    },
  });
}
