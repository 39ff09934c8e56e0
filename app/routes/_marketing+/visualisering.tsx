import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Ofte stilte spørsmål om 3D-visualisering | Digitale Poteter" },
  { name: "description", content: "Svar på det eiendomsaktører oftest spør om 3D-visualisering." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Ofte stilte spørsmål</h1>
    </section>
  );
}
