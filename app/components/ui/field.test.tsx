import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import {
  CheckboxField,
  Field,
  FieldGroup,
  FormError,
  SelectField,
  TextareaField,
} from "~/components/ui/field";

/** The rendered page, read the way a screen reader ties a control to its label and messages. */
function rendered(element: ReactElement) {
  const html = renderToStaticMarkup(element);
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ""]),
    );
  const openingTag = (pattern: string) => {
    const tag = html.match(new RegExp(`<${pattern}[^>]*>`))?.[0];
    if (!tag) throw new Error(`no <${pattern}> in ${html}`);
    return attributes(tag);
  };
  /** The text of the element with this id, tags stripped, as an accessible description reads it. */
  const textOf = (id: string) => {
    const start = html.search(new RegExp(`<(\\w+)[^>]*\\sid="${id}"`));
    if (start < 0) return undefined;
    const name = html.slice(start + 1).match(/^\w+/)![0];
    const end = html.indexOf(`</${name}>`, start);
    return html.slice(html.indexOf(">", start) + 1, end).replace(/<[^>]+>/g, "");
  };
  const description = (control: Record<string, string>) =>
    (control["aria-describedby"] ?? "").split(" ").filter(Boolean).map(textOf).join(" ");
  return { html, openingTag, textOf, description };
}

describe("Field", () => {
  test("a refused field is marked invalid and reads its help and its error", () => {
    const page = rendered(
      <Field
        label="Navn"
        description="Slik vi skal tiltale deg."
        errors={["Navn må være minst 2 tegn."]}
        inputProps={{ id: "navn", name: "name" }}
      />,
    );
    const input = page.openingTag("input");
    expect(page.openingTag("label").for).toBe("navn");
    expect(input).toMatchObject({ id: "navn", name: "name", "aria-invalid": "true" });
    expect(page.description(input)).toBe("Slik vi skal tiltale deg. Navn må være minst 2 tegn.");
    expect(page.html).toContain('<p role="alert">Navn må være minst 2 tegn.</p>');
  });

  test("a field without errors is not marked invalid and keeps an empty line for the error", () => {
    const page = rendered(
      <Field
        label="Sted"
        description="Kommune eller by."
        inputProps={{ id: "sted", name: "location" }}
      />,
    );
    const input = page.openingTag("input");
    expect(input["aria-invalid"]).toBeUndefined();
    expect(page.description(input)).toBe("Kommune eller by.");
    expect(page.openingTag('div id="sted-error"').class).toContain("min-h-5");
    expect(page.textOf("sted-error")).toBe("");
  });

  test("without an id the label still names its own control", () => {
    const page = rendered(
      <>
        <Field label="E-post" inputProps={{ name: "email" }} />
        <Field label="Telefon" inputProps={{ name: "phone" }} />
      </>,
    );
    const ids = [...page.html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map(([, id]) => id);
    const targets = [...page.html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(targets).toEqual(ids);
  });

  test("Conform's control props are taken as they come: no key warning, and the help is kept", () => {
    const warnings = vi.spyOn(console, "error").mockImplementation(() => {});
    const conformProps = {
      key: "k1",
      id: "epost",
      name: "email",
      "aria-describedby": "epost-error",
      "aria-invalid": true,
    };
    const page = rendered(
      <Field
        label="E-post"
        description="Vi svarer hit."
        errors={["Vennligst skriv inn en gyldig e-postadresse."]}
        inputProps={conformProps}
      />,
    );
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(page.description(page.openingTag("input"))).toBe(
      "Vi svarer hit. Vennligst skriv inn en gyldig e-postadresse.",
    );
  });
});

describe("the other controls", () => {
  const error = ["Velg en rolle."];
  const cases = [
    [
      "textarea",
      <TextareaField
        key="textarea"
        label="Melding"
        errors={error}
        textareaProps={{ id: "x", name: "message" }}
      />,
    ],
    [
      "select",
      <SelectField
        key="select"
        label="Jeg er"
        errors={error}
        selectProps={{ id: "x", name: "role" }}
      >
        <option value="arkitekt">Arkitekt</option>
      </SelectField>,
    ],
    [
      "input",
      <CheckboxField
        key="checkbox"
        label="Jeg samtykker"
        errors={error}
        checkboxProps={{ id: "x", name: "consent" }}
      />,
    ],
  ] as const;

  test.each(cases)("a <%s> is labelled, marked invalid and reads its error", (tag, element) => {
    const page = rendered(element);
    const control = page.openingTag(tag);
    expect(page.openingTag("label").for).toBe("x");
    expect(control).toMatchObject({ id: "x", "aria-invalid": "true" });
    expect(page.description(control)).toBe("Velg en rolle.");
  });

  test("a checkbox field is a real checkbox", () => {
    const page = rendered(
      <CheckboxField label="Jeg samtykker" checkboxProps={{ name: "consent" }} />,
    );
    expect(page.openingTag("input").type).toBe("checkbox");
  });
});

describe("a required field", () => {
  const labelText = (html: string, tag: string) =>
    html
      .match(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`))![1]!
      .replace(/<[^>]+>/g, "")
      .trim();

  test.each([
    ["input", <Field key="i" label="Navn" required inputProps={{ id: "x", name: "name" }} />],
    [
      "textarea",
      <TextareaField key="t" label="Beskrivelse" required textareaProps={{ id: "x", name: "d" }} />,
    ],
    [
      "select",
      <SelectField key="s" label="Prosjekttype" required selectProps={{ id: "x", name: "type" }}>
        <option value="">Velg prosjekttype</option>
      </SelectField>,
    ],
  ] as const)("a <%s> says so in its label and is marked required", (tag, element) => {
    const page = rendered(element);
    expect(labelText(page.html, "label")).toMatch(/^\S+ \(må fylles ut\)$/);
    expect(page.openingTag(tag)).toHaveProperty("required");
  });

  test("an optional field says nothing, and a control marked required by its props stays so", () => {
    const optional = rendered(<Field label="Firma" inputProps={{ id: "x", name: "company" }} />);
    expect(labelText(optional.html, "label")).toBe("Firma");
    expect(optional.openingTag("input")).not.toHaveProperty("required");
    const byProps = rendered(<Field label="Alt" inputProps={{ id: "x", required: true }} />);
    expect(byProps.openingTag("input")).toHaveProperty("required");
  });

  test("a required group says so in its legend", () => {
    const page = rendered(
      <FieldGroup id="tjenester" legend="Ønskede tjenester" required>
        <input type="checkbox" name="services" value="animasjon" />
      </FieldGroup>,
    );
    expect(labelText(page.html, "legend")).toBe("Ønskede tjenester (må fylles ut)");
  });
});

describe("FieldGroup", () => {
  test("the group of checkboxes reads its help and its error", () => {
    const page = rendered(
      <FieldGroup
        id="tjenester"
        legend="Ønskede tjenester"
        description="Hvilke tjenester ønsker du?"
        errors={["Velg minst én tjeneste."]}
      >
        <input type="checkbox" name="services" value="animasjon" />
      </FieldGroup>,
    );
    const fieldset = page.openingTag("fieldset");
    expect(page.description(fieldset)).toBe("Hvilke tjenester ønsker du? Velg minst én tjeneste.");
    expect(page.html).toContain("<legend");
  });
});

describe("FormError", () => {
  test("the form's message takes the focus as the page loads when nothing refused comes before it", () => {
    const page = rendered(<FormError message="Skjemaet ble sendt litt for raskt." focus />);
    expect(page.openingTag("p")).toEqual({
      role: "alert",
      tabindex: "-1",
      autofocus: "",
      class: expect.any(String),
    });
  });

  test("after a refused field it leaves the focus to that field, and without a message it is not there", () => {
    expect(
      rendered(<FormError message="Skjemaet ble sendt litt for raskt." />).openingTag("p"),
    ).not.toHaveProperty("autofocus");
    expect(rendered(<FormError focus />).html).toBe("");
  });
});
