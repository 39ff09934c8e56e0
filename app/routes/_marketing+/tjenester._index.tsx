import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Våre tjenester | Digitale Poteter" },
  { name: "description", content: "3D-illustrasjoner, animasjoner, 360° visning, nettsider, boligvelger, fotomontasje og dronetjenester." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Våre tjenester</h1>
    </section>
  );
}
