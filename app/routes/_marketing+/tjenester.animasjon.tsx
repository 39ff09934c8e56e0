import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Animasjoner | Digitale Poteter" },
  { name: "description", content: "3D-animasjoner som viser prosjektet i bevegelse." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Animasjoner</h1>
    </section>
  );
}
