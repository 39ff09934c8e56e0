import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/layout/error-page";
import { errorPageTags } from "~/seo";
import { permanentRedirectFor } from "~/http/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const redirect = permanentRedirectFor(new URL(request.url));
  if (redirect) return redirect;
  throw new Response("Ikke funnet", { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = errorPageTags;

export default function NotFound() {
  return <ErrorPage />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
