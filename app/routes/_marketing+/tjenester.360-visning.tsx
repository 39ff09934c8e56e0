import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "360° visning | Digitale Poteter" },
  { name: "description", content: "360° visninger som lar kjøpere se seg rundt i boligen." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">360° visning</h1>
    </section>
  );
}
