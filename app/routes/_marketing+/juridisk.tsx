import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Juridisk informasjon | Digitale Poteter" },
  { name: "description", content: "Selskapsopplysninger og juridisk informasjon." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Juridisk informasjon</h1>
    </section>
  );
}
