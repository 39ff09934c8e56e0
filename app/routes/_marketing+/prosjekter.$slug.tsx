import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader({ params }: LoaderFunctionArgs) {
  throw new Response(`Fant ikke prosjektet ${params.slug ?? ""}`, { status: 404 });
}

export default function ProjectPage() {
  return null;
}
