import type { HomeContent } from "~/site-content";

/** Section 2: who we are. */
export function HomeIntro({ content }: { content: HomeContent["intro"] }) {
  return (
    <section aria-labelledby="intro-tittel" className="container py-16 md:py-24">
      <h2 id="intro-tittel" className="text-3xl md:text-4xl">
        {content.heading}
      </h2>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted-foreground">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
