import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Boligvelger | Digitale Poteter" },
  { name: "description", content: "Interaktiv boligvelger som lar kjøperne finne sin bolig." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Boligvelger</h1>
    </section>
  );
}
