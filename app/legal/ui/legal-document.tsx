import type { LegalPage } from "../copy";

/**
 * The privacy policy, the terms and the legal notice share one readable layout. The body is
 * staff's Markdown, rendered and sanitised on the server (decision 264).
 */
export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <article className="container max-w-3xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{page.heading}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{page.updated}</p>
      <p className="mt-6 text-lg">{page.intro}</p>
      <div
        className="text-muted-foreground [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:text-foreground md:[&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:text-foreground [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
      />
    </article>
  );
}
