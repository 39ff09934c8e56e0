import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "3D-illustrasjoner | Digitale Poteter" },
  { name: "description", content: "Fotorealistiske 3D-illustrasjoner av eksteriør og interiør." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">3D-illustrasjoner</h1>
    </section>
  );
}
