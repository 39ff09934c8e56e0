import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Betingelser | Digitale Poteter" },
  { name: "description", content: "Leveringsbetingelser for Digitale Poteter AS." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Betingelser</h1>
    </section>
  );
}
