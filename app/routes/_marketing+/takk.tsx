import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Takk for henvendelsen | Digitale Poteter" },
  { name: "description", content: "Vi har mottatt henvendelsen din og svarer innen én arbeidsdag." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Takk for henvendelsen</h1>
    </section>
  );
}
