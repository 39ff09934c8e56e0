import Quote from "lucide-react/icons/quote";
import { company } from "~/company";
import { home } from "../copy/home";

const copy = home.testimonials;
const testimonial = company.testimonial;

/** Section 5: one customer in their own words. */
export function HomeTestimonial() {
  return (
    <section
      id={copy.id}
      aria-labelledby="testimonials-tittel"
      className="scroll-mt-20 bg-card py-16 md:py-24"
    >
      <div className="container">
        <h2 id="testimonials-tittel" className="text-3xl md:text-4xl">
          {copy.heading}
        </h2>
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
      </div>
    </section>
  );
}
