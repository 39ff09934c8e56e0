import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Fotomontasje | Digitale Poteter" },
  { name: "description", content: "Fotomontasje som setter prosjektet inn i virkelige omgivelser." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Fotomontasje</h1>
    </section>
  );
}
