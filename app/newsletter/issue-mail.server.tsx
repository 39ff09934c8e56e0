import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { CompanyFacts } from "~/company";
import { issueMailCopy } from "./copy/newsletter-admin";
import { brandedEmailHtml } from "~/mail/index.server";

/*
 * Markdown lets staff write raw HTML, and a staff account can be taken over: the issue's
 * HTML keeps what a newsletter needs (text, headings, lists, links, images over https) and
 * loses scripts, event handlers, styles, forms and javascript: links before any subscriber
 * (or the preview) sees it.
 */
const issueHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
    "img",
    "h1",
    "h2",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
};

/** The issue's Markdown as the HTML subscribers get, sanitised. */
function renderIssueHtml(markdown: string) {
  return sanitizeHtml(marked.parse(markdown, { async: false }), issueHtmlPolicy);
}

/**
 * An issue as it leaves us: the branded HTML part and a plain-text part, each ending with the
 * recipient's own unsubscribe link (a test send, which has no recipient, gets a stand-in),
 * and the sender's published name and address (`studio`).
 */
export function renderIssueMail(
  issue: { subject: string; markdown: string },
  unsubscribeLink: string | null,
  studio: CompanyFacts,
) {
  const footer = (
    <>
      <p style={{ margin: "0 0 8px" }}>
        {issueMailCopy.unsubscribe}{" "}
        {unsubscribeLink ? (
          <a href={unsubscribeLink}>{issueMailCopy.unsubscribeLink}</a>
        ) : (
          issueMailCopy.unsubscribePlaceholder
        )}
      </p>
      <p style={{ margin: 0 }}>{issueMailCopy.sender(studio)}</p>
    </>
  );
  return {
    html: brandedEmailHtml({
      title: issue.subject,
      studioName: studio.name,
      bodyHtml: renderIssueHtml(issue.markdown),
      footer,
    }),
    text: [
      issue.markdown.trim(),
      "--",
      `${issueMailCopy.unsubscribe} ${unsubscribeLink ?? issueMailCopy.unsubscribePlaceholder}`,
      issueMailCopy.sender(studio),
    ].join("\n\n"),
  };
}
