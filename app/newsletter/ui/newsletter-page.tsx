import type { NewsletterAnswer } from "..";
import { newsletterCopy as copy } from "../copy/newsletter";
import { NewsletterForm } from "./newsletter-form";

/**
 * /nyhetsbrev: the signup on a page of its own. Without JavaScript a refused signup is
 * answered here, with what was typed and why.
 */
export function NewsletterPage({ answer }: { answer?: NewsletterAnswer }) {
  return (
    <section id="nyhetsbrev" aria-labelledby="nyhetsbrev-tittel" className="container py-16">
      <h1 id="nyhetsbrev-tittel" className="text-4xl md:text-5xl">
        {copy.heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
      <div className="mt-8 max-w-3xl">
        <NewsletterForm answer={answer} />
      </div>
    </section>
  );
}
