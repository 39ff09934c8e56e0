import { home } from "../copy/home";

/** Section 8: two statements, side by side on wide screens. */
export function HomeStatements() {
  return (
    <div className="container grid gap-10 py-16 md:grid-cols-2 md:py-24">
      {home.statements.map((statement, index) => (
        <section
          key={statement.heading}
          aria-labelledby={`utsagn-${index + 1}`}
          className="border-l-4 border-primary pl-6"
        >
          <h2 id={`utsagn-${index + 1}`} className="text-2xl md:text-3xl">
            {statement.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{statement.text}</p>
        </section>
      ))}
    </div>
  );
}
