import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Dronetjenester | Digitale Poteter" },
  { name: "description", content: "Dronefoto og -video av tomter og prosjekter på Østlandet." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Dronetjenester</h1>
    </section>
  );
}
