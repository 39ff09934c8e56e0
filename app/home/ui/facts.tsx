import { useCompany } from "~/company";
import type { HomeContent } from "~/site-content";

/** Section 3: the facts strip. */
export function HomeFacts({ content }: { content: HomeContent["facts"] }) {
  const company = useCompany();
  const facts = [
    { value: company.foundedDisplay, label: content.foundedLabel },
    { value: String(company.employees), label: content.employeesLabel },
    { value: company.projectsDisplay, label: content.projectsLabel },
    { value: company.address.region, label: content.regionLabel },
  ];
  return (
    <section aria-labelledby="fakta-tittel" className="border-y bg-card">
      <div className="container py-10">
        <h2
          id="fakta-tittel"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {content.heading}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-8 md:grid-cols-4">
          {facts.map((fact) => (
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
