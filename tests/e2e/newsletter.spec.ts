import { uniqueName } from "./support/files";
import { holdRequests } from "./support/network";
import { confirmationLink, confirmSignup, signUp, signupForm } from "./support/newsletter";
import { queryDatabase, useUpRateLimit, waitForEmail } from "./support/site-data";
import { expect, test } from "./support/test";

const uniqueEmail = () => `${uniqueName("abonnent").replace(" ", ".")}@arkitekt.example`;

type SubscriberRow = {
  id: string;
  role: string;
  unsubscribed_at: number | null;
  confirmed_at: number | null;
  consent_version: string;
};
const subscriberRows = (email: string) =>
  queryDatabase<SubscriberRow>(
    "SELECT id, role, unsubscribed_at, confirmed_at, consent_version FROM newsletter_subscribers WHERE email = ?",
    email,
  );

test("without consent the signup is refused with the spec's toast and nothing is saved", async ({
  page,
  visit,
}) => {
  const email = uniqueEmail();
  await visit("/");
  await signUp(page, email, "Arkitekt", false);
  await expect(page.getByText("Manglende informasjon")).toBeVisible();
  await expect(
    page.getByText("Vennligst fyll ut alle felt og godta databehandling."),
  ).toBeVisible();
  expect(subscriberRows(email)).toEqual([]);
});

test("a signup without a role says so beside the role field, keeps the address and shows the spec's toast", async ({
  page,
  visit,
}) => {
  const email = uniqueEmail();
  await visit("/");
  const form = signupForm(page);
  await form.getByLabel("E-post", { exact: true }).fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Meld meg på" }).click();
  await expect(page.getByText("Manglende informasjon")).toBeVisible();
  // Without JavaScript the refusal is answered on /nyhetsbrev, with the same form.
  const answered = signupForm(page);
  await expect(answered.getByLabel("Jeg er")).toHaveAccessibleDescription(
    "Velg rollen din i listen.",
  );
  await expect(answered.getByLabel("Jeg er")).toBeFocused();
  await expect(answered.getByLabel("E-post", { exact: true })).toHaveValue(email);
  await expect(answered.getByLabel("E-post", { exact: true })).not.toHaveAccessibleDescription(/./);
  expect(subscriberRows(email)).toEqual([]);

  await answered.getByLabel("Jeg er").selectOption({ label: "Utbygger" });
  await answered.getByRole("button", { name: "Meld meg på" }).click();
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  expect(subscriberRows(email)).toMatchObject([{ role: "utbygger" }]);
});

test("the signup just below the address's limit goes through; the next answers 429 with Retry-After, says when to try again and keeps the address", async ({
  page,
  visit,
}) => {
  // The servers trust loopback's X-Forwarded-For (playwright.config.ts): each test its own address.
  const visitor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitor });
  // RATE_LIMIT_SIGNUPS is 1000 in the tests: 999 signups from here already.
  useUpRateLimit(`newsletter:${visitor}`, 999);
  const honest = uniqueEmail();
  await visit("/");
  await signUp(page, honest, "Arkitekt");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  expect(subscriberRows(honest)).toHaveLength(1);

  const flooding = uniqueEmail();
  await visit("/");
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/nyhetsbrev"),
  );
  await signUp(page, flooding, "Arkitekt");
  expect((await answer).status()).toBe(429);
  expect(Number(await (await answer).headerValue("Retry-After"))).toBeGreaterThan(0);
  const form = signupForm(page);
  await expect(form.getByRole("alert")).toContainText(
    /Vi har mottatt mange skjemaer fra deg på kort tid\. Prøv igjen om \d+ minutter/,
  );
  await expect(form.getByLabel("E-post", { exact: true })).toHaveValue(flooding);
  await expect(form.getByLabel("Jeg er")).toHaveValue("arkitekt");
  expect(subscriberRows(flooding)).toEqual([]);

  // From another address the same form, as it stands, goes through.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.78" });
  await form.getByRole("button", { name: "Meld meg på" }).click();
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  expect(subscriberRows(flooding)).toHaveLength(1);
});

test(
  "without JavaScript a refused signup is answered on /nyhetsbrev, a page of its own",
  { tag: "@no-js-only" },
  async ({ page, visit }) => {
    const visitor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitor });
    useUpRateLimit(`newsletter:${visitor}`);
    await visit("/");
    await signUp(page, uniqueEmail(), "Annet");
    await expect(page).toHaveURL("/nyhetsbrev");
    await expect(
      page.getByRole("heading", { level: 1, name: "Meld deg på nyhetsbrevet" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(/Prøv igjen om \d+ minutter/);
  },
);

test("a signup is welcomed and asked to confirm, the form emptied, and re-signing with another role keeps one row", async ({
  page,
  visit,
}) => {
  const email = uniqueEmail();
  await visit("/");
  await expect(signupForm(page).getByText(/lagrer og behandler personopplysningene/)).toBeVisible();
  await expect(
    signupForm(page).getByRole("link", { name: "personvernerklæringen" }),
  ).toHaveAttribute("href", "/personvern");
  await signUp(page, email, "Arkitekt");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await expect(
    page.getByText("Du har blitt registrert og vil motta våre siste nyheter og oppdateringer."),
  ).toBeVisible();
  await expect(
    page.getByText("Sjekk e-posten din og bekreft påmeldingen med lenken vi har sendt deg."),
  ).toBeVisible();
  const form = signupForm(page);
  await expect(form.getByLabel("E-post", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Jeg er")).toHaveValue("");
  await expect(form.getByRole("checkbox")).not.toBeChecked();
  expect(subscriberRows(email)).toMatchObject([
    { role: "arkitekt", unsubscribed_at: null, confirmed_at: null },
  ]);

  await visit("/");
  await signUp(page, email, "Utbygger");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  expect(subscriberRows(email)).toMatchObject([{ role: "utbygger" }]);
});

test("while the signup is on its way the button says Registrerer... and is disabled @js-only", async ({
  page,
  visit,
}) => {
  await visit("/");
  const release = await holdRequests(page, "**/nyhetsbrev.data*");
  await signUp(page, uniqueEmail(), "Arkitekt");
  await expect(signupForm(page).getByRole("button", { name: "Registrerer..." })).toBeDisabled();
  release();
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await expect(signupForm(page).getByRole("button", { name: "Meld meg på" })).toBeEnabled();
});

test("the welcome e-mail's link unsubscribes after a confirming press", async ({ page, visit }) => {
  const email = uniqueEmail();
  await visit("/");
  await signUp(page, email, "Entreprenør");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await confirmSignup(page, email);
  const [row] = subscriberRows(email);
  const welcome = await waitForEmailTo(email);
  expect(welcome.headers.find((h) => h.key === "list-unsubscribe-post")?.value).toBe(
    "List-Unsubscribe=One-Click",
  );
  const link = welcome.text?.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0] ?? "";
  expect(link).toContain(row?.id ?? "missing");

  await visit(link);
  await expect(page.getByText(`Vil du melde ${email} av nyhetsbrevet?`)).toBeVisible();
  expect(subscriberRows(email)[0]?.unsubscribed_at).toBeNull();
  await page.getByRole("button", { name: "Meld meg av" }).click();
  await expect(page.getByText(`${email} er meldt av.`)).toBeVisible();
  expect(subscriberRows(email)[0]?.unsubscribed_at).not.toBeNull();
});

test(
  "a tampered token gets a clear page and status 400, and changes nothing",
  { tag: "@server" },
  async ({ page, request, visit }) => {
    const email = uniqueEmail();
    await visit("/");
    await signUp(page, email, "Annet");
    await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
    const [row] = subscriberRows(email);
    const forged = `${row?.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const response = await page.goto(`/newsletter/unsubscribe?token=${forged}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Lenken virker ikke" })).toBeVisible();
    const post = await request.post(`/newsletter/unsubscribe?token=${forged}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(post.status()).toBe(400);
    expect(subscriberRows(email)[0]?.unsubscribed_at).toBeNull();
  },
);

test("a mail client's one-click POST without cookies unsubscribes, twice is fine @same-without-js", async ({
  page,
  playwright,
  visit,
}) => {
  const email = uniqueEmail();
  await visit("/");
  await signUp(page, email, "Eiendomsmegler");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await confirmSignup(page, email);
  const welcome = await waitForEmailTo(email);
  const link = welcome.headers.find((h) => h.key === "list-unsubscribe")?.value.slice(1, -1) ?? "";
  const mailClient = await playwright.request.newContext();
  for (let i = 0; i < 2; i += 1) {
    const response = await mailClient.post(link, { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
  }
  await mailClient.dispose();
  expect(subscriberRows(email)[0]?.unsubscribed_at).not.toBeNull();
});

test(
  "the unsubscribe page names an address, so no cache keeps it and no search engine indexes it",
  { tag: "@server" },
  async ({ page, request, visit }) => {
    const email = uniqueEmail();
    await visit("/");
    await signUp(page, email, "Arkitekt");
    await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
    await confirmSignup(page, email);
    const welcome = await waitForEmailTo(email);
    const link =
      welcome.text?.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)?.[0] ?? "";
    const forged = link.replace(/token=\S+/, "token=forfalsket");
    const answers = [
      { response: await request.get(link), status: 200 },
      { response: await request.get(forged), status: 400 },
      { response: await request.post(link, { form: {} }), status: 200 },
    ];
    for (const { response, status } of answers) {
      expect(response.status()).toBe(status);
      expect(response.headers()).toMatchObject({
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex, nofollow",
        "referrer-policy": "no-referrer",
      });
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    expect(await answers[0]!.response.text()).toContain(email);
  },
);

test("the confirmation link: a mail scanner's fetch confirms nobody, the page's button does, and the welcome follows", async ({
  page,
  playwright,
  visit,
  axe,
}) => {
  const email = uniqueEmail();
  await visit("/");
  await signUp(page, email, "Utbygger");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  const link = await confirmationLink(email);

  // Scanners fetch every link in a mail, some with HEAD, some following redirects.
  const scanner = await playwright.request.newContext();
  const fetched = await scanner.get(link);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["cache-control"]).toBe("private, no-store");
  expect(fetched.headers()["referrer-policy"]).toBe("no-referrer");
  expect(fetched.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect((await scanner.head(link)).status()).toBe(200);
  await scanner.dispose();
  expect(subscriberRows(email)[0]?.confirmed_at).toBeNull();

  await visit(link);
  await expect(page.getByRole("heading", { level: 1, name: "Bekreft påmeldingen" })).toBeVisible();
  await expect(page.getByText(`Vil du ha nyhetsbrevet vårt på ${email}?`)).toBeVisible();
  expect(await axe()).toEqual([]);
  expect(subscriberRows(email)[0]?.confirmed_at).toBeNull();
  await visit(link);
  await page.getByRole("button", { name: "Bekreft påmeldingen" }).click();
  await expect(page.getByText(`Takk! ${email} er bekreftet`)).toBeVisible();
  expect(subscriberRows(email)[0]?.confirmed_at).not.toBeNull();
  await waitForEmailTo(email);

  // Back to the link later: nothing more to do, and no second welcome.
  await visit(link);
  await expect(page.getByText(`${email} er allerede bekreftet.`)).toBeVisible();
});

test(
  "a forged confirmation link gets a clear page and status 400, and confirms nothing",
  { tag: "@server" },
  async ({ page, request, visit }) => {
    const email = uniqueEmail();
    await visit("/");
    await signUp(page, email, "Annet");
    await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
    const link = new URL(await confirmationLink(email));
    const [id, issued, role] = (link.searchParams.get("token") ?? "").split(".");
    link.searchParams.set("token", `${id}.${issued}.${role}.${"A".repeat(43)}`);
    const response = await page.goto(link.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Lenken virker ikke" })).toBeVisible();
    expect((await request.post(link.toString(), { form: {} })).status()).toBe(400);
    expect(subscriberRows(email)[0]?.confirmed_at).toBeNull();
  },
);

/** The welcome e-mail, which only a confirmed signup gets. */
async function waitForEmailTo(address: string) {
  return waitForEmail(
    "",
    (email) =>
      email.subject?.startsWith("Velkommen") === true &&
      (email.to?.some((to) => to.address === address) ?? false),
  );
}
