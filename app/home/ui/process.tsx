import { home } from "../copy/home";

const copy = home.process;

/** Section 9: "Prosessen", four numbered steps and what is delivered. */
export function HomeProcess() {
  return (
    <section aria-labelledby="prosess-tittel" className="bg-card py-16 md:py-24">
      <div className="container">
        <h2 id="prosess-tittel" className="text-3xl md:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.lead}</p>
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step, index) => (
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
          {copy.delivery}
        </p>
      </div>
    </section>
  );
}
