import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "3D-visualisering for eiendom | Digitale Poteter" },
  { name: "description", content: "Selg boliger før de er bygget med fotorealistisk 3D-visualisering." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">3D-visualisering for eiendom</h1>
    </section>
  );
}
