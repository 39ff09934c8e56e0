import { home } from "../copy/home";

const copy = home.facts;

/** Section 3: the facts strip. */
export function HomeFacts() {
  return (
    <section aria-labelledby="fakta-tittel" className="border-y bg-card">
      <div className="container py-10">
        <h2
          id="fakta-tittel"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {copy.heading}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-8 md:grid-cols-4">
          {copy.items.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="font-serif text-2xl md:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
