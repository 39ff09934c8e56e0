import type { LoaderFunctionArgs } from "@remix-run/node";
import { readStaffSession } from "~/auth/index.server";
import { handleImageRequest } from "~/images/index.server";
import { isPublishedTeamPhoto } from "~/site-content/index.server";

/** /bilder/<storage key>?w=320–1920&q=60–90|low|medium|high&fm=avif|webp|jpeg|auto */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleImageRequest(request, params["*"] ?? "", {
    isStaff: async () => Boolean((await readStaffSession(request)).staff),
    isPublishedTeamPhoto,
  });
}
