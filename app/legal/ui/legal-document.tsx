import { Link } from "@remix-run/react";
import type { LegalDocument as LegalDocumentCopy } from "../copy";

/** The privacy policy, the terms and the legal notice share one readable layout. */
export function LegalDocument({ document }: { document: LegalDocumentCopy }) {
  return (
    <article className="container max-w-3xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{document.heading}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{document.updated}</p>
      <p className="mt-6 text-lg">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-12">
          <h2 className="text-2xl md:text-3xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <ul className="mt-4 space-y-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
