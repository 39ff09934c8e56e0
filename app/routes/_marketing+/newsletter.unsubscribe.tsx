import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Avmelding fra nyhetsbrev | Digitale Poteter" },
  { name: "description", content: "Meld deg av nyhetsbrevet fra Digitale Poteter." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Avmelding fra nyhetsbrevet</h1>
    </section>
  );
}
