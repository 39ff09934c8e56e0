/** A value filled into a text where staff wrote `{name}`, such as a company fact. */
export type Placeholders = Readonly<Record<string, string>>;

const placeholder = /\{([\p{Ll}_]+)\}/gu;

/** The `{name}`s a text uses. */
export function placeholdersIn(text: string) {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}

/** Fills the known `{name}`s; an unknown one stays as typed. */
export function fillPlaceholders(
  text: string,
  values: Placeholders,
  escape = (value: string) => value,
) {
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(values[name]!) : whole,
  );
}
