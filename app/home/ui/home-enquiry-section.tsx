import { ContactForm } from "~/contact";
import { NewsletterForm } from "~/newsletter";
import type { HomeContent } from "~/site-content";

/** Home section 11: the enquiry form, posting to /kontakt like the contact page's. */
export function HomeContactSection({ content }: { content: HomeContent["contact"] }) {
  return (
    <section id="kontakt" aria-labelledby="kontakt-tittel" className="container py-16">
      <h2 id="kontakt-tittel" className="text-3xl md:text-4xl">
        {content.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{content.subtitle}</p>
      <div className="mt-8 max-w-3xl">
        <ContactForm />
      </div>
    </section>
  );
}

/** Home section 12: the newsletter signup. */
export function HomeNewsletterSection({ content }: { content: HomeContent["newsletter"] }) {
  return (
    <section id="nyhetsbrev" aria-labelledby="nyhetsbrev-tittel" className="container py-16">
      <h2 id="nyhetsbrev-tittel" className="text-3xl md:text-4xl">
        {content.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{content.text}</p>
      <div className="mt-8 max-w-3xl">
        <NewsletterForm />
      </div>
    </section>
  );
}
