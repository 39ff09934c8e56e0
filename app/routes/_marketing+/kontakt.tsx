import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Kontakt oss | Digitale Poteter" },
  { name: "description", content: "Ring eller skriv til oss for en uforpliktende samtale om ditt eiendomsprosjekt." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Ta kontakt for en uforpliktende samtale</h1>
    </section>
  );
}
