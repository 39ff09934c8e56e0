import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { CompanyFacts } from "~/company";
import { getConfig } from "~/config/index.server";
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
  transformTags: { a: absoluteAttribute("href"), img: absoluteAttribute("src") },
};

/**
 * A mail has no page to resolve a relative link against, so a path on our site ("/illustrasjoner")
 * becomes an address on SITE_URL. Only what resolves to our own origin is changed: "//elsewhere"
 * stays as written, for the policy to refuse.
 */
function onSite(address: string) {
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) return address;
  const site = getConfig().siteUrl;
  const url = new URL(address, site);
  return url.origin === site.origin ? url.toString() : address;
}

function absoluteAttribute(name: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const value = attribs[name];
    return { tagName, attribs: value ? { ...attribs, [name]: onSite(value) } : attribs };
  };
}

/** The issue's Markdown as the HTML subscribers get, sanitised. */
function renderIssueHtml(markdown: string) {
  return sanitizeHtml(marked.parse(markdown, { async: false }), issueHtmlPolicy);
}

/**
 * The issue's Markdown as the plain-text part: as written, except that each link reads as its
 * text with the absolute address after it, "galleriet (https://…/illustrasjoner)".
 */
function renderIssueText(written: string) {
  const markdown = written.trim().replace(/\r\n?/g, "\n");
  let text = "";
  let cursor = 0;
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== "link") return;
    const at = markdown.indexOf(token.raw, cursor);
    if (at === -1) return;
    const href = onSite(token.href);
    const bare = href === token.text || href === `mailto:${token.text}`;
    text += markdown.slice(cursor, at) + (bare ? token.text : `${token.text} (${href})`);
    cursor = at + token.raw.length;
  });
  return text + markdown.slice(cursor);
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
      renderIssueText(issue.markdown),
      "--",
      `${issueMailCopy.unsubscribe} ${unsubscribeLink ?? issueMailCopy.unsubscribePlaceholder}`,
      issueMailCopy.sender(studio),
    ].join("\n\n"),
  };
}
