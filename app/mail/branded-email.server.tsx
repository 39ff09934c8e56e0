import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getConfig } from "~/config/index.server";

/**
 * The studio's colours as e-mail clients can take them: hex, inline. They are the favicon's
 * dark and orange (the site's background and accent) and the site's light text as the paper.
 */
const colours = {
  ink: "#120f0d",
  accent: "#e5561a",
  paper: "#f3efeb",
  card: "#ffffff",
  text: "#231d19",
  muted: "#6b6159",
};

const serif = "'Bodoni Moda', Georgia, 'Times New Roman', serif";
const sans = "Inter, Arial, Helvetica, sans-serif";

/*
 * Some clients keep <style> (for the issue's own headings and links, which Markdown writes
 * without styles); the layout itself is styled inline, which all of them keep.
 */
const contentStyles = `
.content h1, .content h2, .content h3 { font-family: ${serif}; color: ${colours.ink}; font-weight: 500; line-height: 1.25; }
.content a { color: ${colours.accent}; }
.content img { max-width: 100%; height: auto; }
`;

/**
 * A whole HTML e-mail in the studio's look (decision 202): the logo and name on a dark band
 * with an orange rule, the body on a white card, and a footer. Tables and inline styles, as
 * e-mail clients need; `bodyHtml` must already be safe (sanitised) HTML. `studioName` is the
 * published company name.
 */
export function brandedEmailHtml({
  title,
  studioName,
  bodyHtml,
  footer,
}: {
  title: string;
  studioName: string;
  bodyHtml: string;
  footer: ReactNode;
}) {
  const logo = new URL("/icon-192.png", getConfig().siteUrl).toString();
  const markup = renderToStaticMarkup(
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: contentStyles }} />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colours.paper }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colours.paper }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, borderCollapse: "collapse" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: colours.ink,
                          borderBottom: `4px solid ${colours.accent}`,
                          padding: "20px 28px",
                        }}
                      >
                        <img
                          src={logo}
                          width={40}
                          height={40}
                          // The name stands beside it, so the logo itself says nothing more.
                          alt=""
                          style={{ display: "inline-block", verticalAlign: "middle", border: 0 }}
                        />
                        <span
                          style={{
                            display: "inline-block",
                            verticalAlign: "middle",
                            marginLeft: 12,
                            color: colours.paper,
                            fontFamily: serif,
                            fontSize: 22,
                          }}
                        >
                          {studioName}
                        </span>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="content"
                        style={{
                          backgroundColor: colours.card,
                          color: colours.text,
                          fontFamily: sans,
                          fontSize: 16,
                          lineHeight: 1.6,
                          padding: "28px",
                        }}
                        dangerouslySetInnerHTML={{ __html: bodyHtml }}
                      />
                    </tr>
                    <tr>
                      <td
                        className="content"
                        style={{
                          color: colours.muted,
                          fontFamily: sans,
                          fontSize: 13,
                          lineHeight: 1.5,
                          padding: "20px 28px",
                        }}
                      >
                        {footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
