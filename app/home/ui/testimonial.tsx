import Quote from "lucide-react/icons/quote";
import { home } from "../copy/home";
import type { HomeContent } from "~/site-content";

const copy = home.testimonials;

/** Section 5: customers in their own words. */
export function HomeTestimonial({ content }: { content: HomeContent["testimonials"] }) {
  return (
    <section
      id={copy.id}
      aria-labelledby="testimonials-tittel"
      className="scroll-mt-20 bg-card py-16 md:py-24"
    >
      <div className="container">
        <h2 id="testimonials-tittel" className="text-3xl md:text-4xl">
          {content.heading}
        </h2>
        {content.items.map((testimonial) => (
          <Testimonial key={testimonial.quote} testimonial={testimonial} />
        ))}
      </div>
    </section>
  );
}

function Testimonial({
  testimonial,
}: {
  testimonial: HomeContent["testimonials"]["items"][number];
}) {
  return (
    <figure className="mt-8 max-w-3xl">
      <Quote aria-hidden="true" className="size-10 text-primary" />
      <blockquote className="mt-4 font-serif text-2xl leading-snug md:text-3xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-muted-foreground">
        <span className="font-semibold text-foreground">{testimonial.author}</span>,{" "}
        {testimonial.role}
      </figcaption>
    </figure>
  );
}
