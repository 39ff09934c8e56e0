import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { fillPlaceholders, type Placeholders } from "./placeholders";

function escapeHtml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/*
 * Site-relative paths (one slash, not two: "//host" and "/\host" lead off the site), web
 * addresses, e-mail and phone links.
 */
const allowedHref = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

/**
 * Raw HTML typed into the text is shown as the characters typed, never as markup; a link to
 * anywhere else (javascript:, data:, another host without a scheme) keeps only its text.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text, block }) => (block ? `<p>${escapeHtml(text)}</p>` : escapeHtml(text)),
    link(token) {
      return allowedHref.test(token.href) ? false : this.parser.parseInline(token.tokens);
    },
  },
});

/*
 * The subset staff write in (decision 264): headings below the page's own h1, paragraphs,
 * lists, links, bold and italic. Everything else (images, code, quotes, tables) is dropped with
 * its text kept; behind the escaping above, this is the second guard.
 */
const subsetPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: { h1: "h2", h5: "h4", h6: "h4" },
};

/**
 * Staff's Markdown as sanitised HTML for the page, with the placeholders filled in afterwards
 * (so a fact is text, never Markdown or markup).
 */
export function renderSafeMarkdown(source: string, values: Placeholders = {}) {
  const html = sanitizeHtml(markdown.parse(source, { async: false }), subsetPolicy);
  return fillPlaceholders(html, values, escapeHtml);
}
