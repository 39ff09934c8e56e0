// Made on first use, not on import: a page that loads ~/format only for formatNumber must not
// pay for the Norwegian locale data (decision 281).
let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

/** Norwegian date and time, formatted on the server so the page never shifts when it hydrates. */
export function formatDateTime(value: Date) {
  dateTime ??= new Intl.DateTimeFormat("nb-NO", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Oslo",
  });
  return dateTime.format(value);
}

/** Norwegian date, such as 03.12.2026. */
export function formatDate(value: Date) {
  date ??= new Intl.DateTimeFormat("nb-NO", { dateStyle: "short", timeZone: "Europe/Oslo" });
  return date.format(value);
}
