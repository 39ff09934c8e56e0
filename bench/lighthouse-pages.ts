/**
 * Which pages `npm run lighthouse` measures, and how (decision 215): every page of the sitemap
 * with one portfolio project among them, a customer's project page made through /kundeskjema as a
 * customer makes one, both on a phone, and /admin signed in, on a laptop. LIGHTHOUSE_PAGES
 * (paths separated by spaces; `/prosjekt` is the customer's page) measures only those.
 */
import type { Browser } from "@playwright/test";
import { projectTypes } from "~/customer-projects";
import { services } from "~/services";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/spam-guard";
import { pdfBytes } from "../tests/reliability/support/forms";

export type Device = "mobile" | "desktop";

export type Target = {
  label: string;
  /** Where results are written: bench/results/lighthouse/<name>-<run>.* */
  name: string;
  url: string;
  device: Device;
  headers?: Record<string, string>;
  /**
   * A page the site keeps out of search engines on purpose (robots.txt and `noindex`): its SEO
   * is judged without the one audit that asks for the opposite.
   */
  private?: boolean;
};

const customerPage = "/prosjekt";
const staffPage = "/admin";

const fileName = (path: string) => (path === "/" ? "forside" : path.slice(1).replaceAll("/", "-"));

/** The sitemap's pages, with only the first portfolio project of the demo seed's. */
async function sitemapPaths(site: string) {
  const sitemap = await fetch(`${site}/sitemap.xml`).then((response) => response.text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  const portfolio = paths.filter((path) => path.startsWith("/prosjekter/"));
  if (portfolio.length === 0) throw new Error("sitemap.xml lister ingen publiserte prosjekter");
  return paths.filter((path) => !path.startsWith("/prosjekter/") || path === portfolio[0]);
}

export async function targetsFor(
  site: string,
  browser: Browser,
  staffPassword: string,
  wanted = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean),
): Promise<Target[]> {
  const paths = wanted ?? [...(await sitemapPaths(site)), customerPage, staffPage];
  const targets: Target[] = [];
  for (const path of paths) {
    if (path === customerPage) {
      const project = await sendBrief(site);
      targets.push({
        label: "/prosjekt/… (kunde)",
        name: "kundeprosjekt",
        url: `${site}${project}`,
        device: "mobile",
        private: true,
      });
    } else if (path === staffPage) {
      const cookie = await signInAsStaff(site, browser, staffPassword);
      targets.push({
        label: "/admin (laptop)",
        name: "admin",
        url: `${site}${staffPage}`,
        device: "desktop",
        headers: { Cookie: cookie },
        private: true,
      });
    } else {
      targets.push({ label: path, name: fileName(path), url: `${site}${path}`, device: "mobile" });
    }
  }
  return targets;
}

/** The floor's page on each device the pages are measured on. */
export function floorTargets(floorUrl: string, targets: Target[]): Target[] {
  const devices = [...new Set(targets.map((target) => target.device))].sort().reverse();
  return devices.map((device) => ({
    label: `gulvet (${device === "mobile" ? "mobil" : "laptop"})`,
    name: `gulvet-${device}`,
    url: `${floorUrl}/`,
    device,
  }));
}

/**
 * A brief as the form sends it without JavaScript, with one drawing: the server answers with
 * the new project's secret address. The measured server takes forms at once
 * (FORM_MIN_FILL_SECONDS=0), as no person fills this one.
 */
async function sendBrief(site: string) {
  const page = await fetch(`${site}/kundeskjema`).then((response) => response.text());
  const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page)?.[1];
  if (!token) throw new Error("/kundeskjema hadde ikke noe skjematoken");
  const form = new FormData();
  const fields = {
    [FORM_TOKEN_FIELD]: token,
    [HONEYPOT_FIELD]: "",
    contactName: "Ola Utbygger",
    email: "ola.utbygger@bygg.example",
    phone: "+47 913 00 000",
    company: "Fjordbyen Bygg AS",
    projectName: "Strandparken",
    address: "Strandveien 12, Tønsberg",
    projectType: projectTypes[0]!.value,
    units: "24",
    description: "Seks utvendige bilder og en boligvelger for salgsstart i mars.",
    services: services[0]!.slug,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("files", new Blob([pdfBytes(200_000)], { type: "application/pdf" }), "plantegning.pdf");
  const response = await fetch(`${site}/kundeskjema`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  const project = response.headers.get("Location");
  if (response.status !== 303 || !project?.startsWith("/prosjekt/")) {
    throw new Error(`Kundeskjemaet ga ${response.status} ${project ?? ""}, ikke en prosjektside`);
  }
  return project;
}

/** Signs in through the embedded provider's pages as staff do; the session cookie comes back. */
async function signInAsStaff(site: string, browser: Browser, password: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${site}/auth`);
    await page.getByRole("button", { name: "Logg inn med lokal ansattkonto" }).click();
    await page.getByLabel("E-post").fill("staff@digitalepoteter.example");
    await page.getByLabel("Passord").fill(password);
    await page.getByRole("button", { name: "Logg inn", exact: true }).click();
    await page.waitForURL(`${site}${staffPage}`);
    const session = (await context.cookies()).find((cookie) => cookie.name === "staff-session");
    if (!session) throw new Error("Innloggingen ga ingen staff-session-informasjonskapsel");
    return `${session.name}=${session.value}`;
  } finally {
    await context.close();
  }
}
