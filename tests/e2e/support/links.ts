import { expect, type APIRequestContext, type Locator } from "@playwright/test";

/**
 * Each named link in `area` leads, through any redirects, to its page: asked of the server
 * rather than clicked one by one, so a row of cards costs one page load. The tests that use
 * it still follow one card in the browser.
 */
export async function expectLinksLeadTo(
  area: Locator,
  request: APIRequestContext,
  links: readonly { name: string; route: string }[],
) {
  for (const { name, route } of links) {
    const href = await area.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(href, name).toBeTruthy();
    const answer = await request.get(href!);
    expect(answer.status(), name).toBe(200);
    expect(new URL(answer.url()).pathname, name).toBe(route);
  }
}
