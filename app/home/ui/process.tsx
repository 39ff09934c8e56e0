import type { HomeContent } from "~/site-content";

/** Section 9: "Prosessen", four numbered steps and what is delivered. */
export function HomeProcess({ content }: { content: HomeContent["process"] }) {
  return (
    <section aria-labelledby="prosess-tittel" className="bg-card py-16 md:py-24">
      <div className="container">
        <h2 id="prosess-tittel" className="text-3xl md:text-4xl">
          {content.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{content.lead}</p>
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="font-sans text-xl font-semibold">{step.title}</h3>
              <p className="text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 rounded-lg border border-primary/60 p-4 text-lg font-medium">
          {content.delivery}
        </p>
      </div>
    </section>
  );
}
