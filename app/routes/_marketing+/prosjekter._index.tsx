import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Prosjekter | Digitale Poteter" },
  { name: "description", content: "Utvalgte eiendomsprosjekter vi har visualisert." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Prosjekter</h1>
    </section>
  );
}
