import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Personvernerklæring | Digitale Poteter" },
  { name: "description", content: "Hvordan Digitale Poteter AS behandler personopplysninger." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Personvernerklæring</h1>
    </section>
  );
}
