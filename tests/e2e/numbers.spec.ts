import { randomUUID } from "node:crypto";
import { writeDatabase } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const DAY = 24 * 60 * 60 * 1000;
const stored = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

/** The Monday of an ISO week, as a UTC midnight. */
function mondayOf(year: number, week: number) {
  const january4 = Date.UTC(year, 0, 4);
  return january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY + (week - 1) * 7 * DAY;
}

/**
 * A week years back that no other test writes to: the two modes draw from different halves
 * of the year, so they never count each other's records.
 */
function testWeek(javaScript: boolean) {
  const year = 2001 + Math.floor(Math.random() * 19);
  const week = (javaScript ? 2 : 27) + Math.floor(Math.random() * 22);
  return { year, week, monday: mondayOf(year, week) };
}

function enquiryRow(id: string, name: string, at: number): [string, ...unknown[]] {
  return [
    "INSERT INTO contact_requests (id, name, email, phone, message, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    id,
    name,
    `${id}@kunde.example`,
    "+47 912 34 567",
    `Første melding fra ${name}.`,
    stored(at),
  ];
}

/** Two enquiries in the week: one answered after 90 minutes and won, one lost with a reason. */
function seedWeek(monday: number) {
  const [won, lost] = [randomUUID(), randomUUID()];
  const wonName = `Vinn ${won.slice(0, 6)}`;
  const lostName = `Tap ${lost.slice(0, 6)}`;
  const wednesday = monday + 2 * DAY + 10 * 60 * 60 * 1000;
  const thursday = wednesday + DAY;
  const quoteId = randomUUID().replace(/-/g, "").slice(0, 32);
  writeDatabase([
    enquiryRow(won, wonName, wednesday),
    enquiryRow(lost, lostName, thursday),
    [
      "INSERT INTO enquiry_messages (id, contact_request_id, direction, from_address, to_address, subject, text, message_id, created_at) VALUES (?, ?, 'out', 'post@digitalepoteter.example', ?, 'Svar', 'Takk!', ?, ?)",
      randomUUID(),
      won,
      `${won}@kunde.example`,
      `<${randomUUID()}@digitalepoteter.example>`,
      stored(wednesday + 90 * 60 * 1000),
    ],
    [
      "INSERT INTO quotes (id, enquiry_id, version, customer_name, email, valid_until, terms, status, sent_by, created_at, decided_at, accepted_by) VALUES (?, ?, 1, ?, ?, ?, '', 'accepted', 'staff@digitalepoteter.example', ?, ?, ?)",
      quoteId,
      won,
      wonName,
      `${won}@kunde.example`,
      stored(thursday + 30 * DAY),
      stored(wednesday + 2 * 60 * 60 * 1000),
      stored(thursday),
      wonName,
    ],
    [
      "INSERT INTO quote_lines (id, quote_id, position, description, quantity, unit_price_ore) VALUES (?, ?, 0, 'Bilder', 2, 1000000)",
      randomUUID(),
      quoteId,
    ],
    [
      "INSERT INTO enquiry_stage_changes (id, contact_request_id, from_stage, stage, created_at) VALUES (?, ?, 'tilbud_sendt', 'vunnet', ?)",
      randomUUID(),
      won,
      stored(thursday),
    ],
    [
      "INSERT INTO enquiry_stage_changes (id, contact_request_id, from_stage, stage, reason, staff_email, created_at) VALUES (?, ?, 'ny', 'tapt', 'Budsjettet ble kuttet', 'staff@digitalepoteter.example', ?)",
      randomUUID(),
      lost,
      stored(thursday + 3 * 60 * 60 * 1000),
    ],
  ]);
  return { won, wonName, lostName, thursday };
}

const shortDay = (ms: number) => `${new Date(ms).getUTCDate()}.${new Date(ms).getUTCMonth() + 1}.`;

test("the numbers page counts a seeded week: enquiries, first answer, quotes, won, lost with reason, service and value", async ({
  page,
  visit,
  axe,
  javaScriptEnabled,
}) => {
  // Two pages' forms, then axe over a page of five tables and two charts.
  test.setTimeout(120_000);
  const { year, week, monday } = testWeek(javaScriptEnabled !== false);
  const seeded = seedWeek(monday);
  await openAdmin(page);

  // The enquiry page opens with its timeline, the message the customer sent on top; staff set its service.
  await visit(`/admin/henvendelser/${seeded.won}`);
  const headings = await page.getByRole("heading", { level: 2 }).allInnerTexts();
  expect(headings[0]).toBe("Tidslinje");
  expect(headings.findIndex((heading) => heading.startsWith("Fase"))).toBeGreaterThan(0);
  await expect(page.getByText(`Første melding fra ${seeded.wonName}.`)).toBeVisible();
  await page.getByLabel("Tjeneste").selectOption({ label: "Dronetjenester" });
  await page.getByRole("button", { name: "Lagre tjeneste" }).click();
  await expect(page.getByText("Tjenesten er lagret")).toBeVisible();
  await expect(page.getByLabel("Tjeneste")).toHaveValue("drone");

  await page
    .getByRole("navigation", { name: "Administrasjon" })
    .getByRole("link", { name: "Tall" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tall for uka" })).toBeVisible();
  await visit(`/admin/tall?uke=${year}-W${String(week).padStart(2, "0")}`);

  const weeks = page.getByRole("region", { name: "Per uke" });
  const row = weeks
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: `Uke ${week}`, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText([
    `Uke ${week}`,
    `${shortDay(monday)}–${shortDay(monday + 6 * DAY)}`,
    "2",
    "1",
    "1 t 30 min",
    "1",
    "1",
    "1",
  ]);
  await expect(
    page.getByRole("img", { name: new RegExp(`^Henvendelser per uke: .*Uke ${week} 2\\b`) }),
  ).toBeVisible();

  const services = page.getByRole("region", { name: "Henvendelser per tjeneste" });
  await expect(
    services.getByRole("row").filter({ hasText: "Dronetjenester" }).getByRole("cell").last(),
  ).toHaveText("1");
  await expect(
    services.getByRole("row").filter({ hasText: "Ikke angitt" }).getByRole("cell").last(),
  ).toHaveText("1");

  const lost = page.getByRole("region", { name: "Tapt, med begrunnelse" });
  await expect(lost.getByRole("row").filter({ hasText: seeded.lostName })).toContainText(
    "Budsjettet ble kuttet",
  );

  const month = new Intl.DateTimeFormat("nb-NO", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(seeded.thursday);
  const months = page.getByRole("region", { name: "Verdi vunnet per måned" });
  await expect(months.getByRole("row").filter({ hasText: month }).getByRole("cell")).toHaveText([
    month,
    "1",
    "kr\u00a020\u00a0000,00",
  ]);
  expect(await axe()).toEqual([]);
});
