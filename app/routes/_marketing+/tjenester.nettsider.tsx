import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Nettsider for boligprosjekter | Digitale Poteter" },
  { name: "description", content: "Prosjektnettsider som selger boligene." },
];

export default function Page() {
  return (
    <section className="container py-16">
      <h1 className="text-4xl md:text-5xl">Nettsider</h1>
    </section>
  );
}
