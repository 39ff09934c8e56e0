import type { LoaderFunctionArgs } from "@remix-run/node";

export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Ikke funnet", { status: 404 });
}

export default function CustomerProjectPage() {
  return null;
}
