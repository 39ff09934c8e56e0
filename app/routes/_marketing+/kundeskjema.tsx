import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Kundeskjema for nytt prosjekt | Digitale Poteter" },
  { name: "description", content: "Fortell oss om prosjektet ditt, så kommer vi tilbake med et forslag." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Kundeskjema</h1>
    </section>
  );
}
