import { expect, test } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "./contact-schema";

test("an enquiry's name and message lose the characters that would disguise them in staff's e-mail", () => {
  const parsed = contactSchema.parse({
    name: " \u202EnessnaH\u202C Kari\u200B ",
    email: "kari@example.com",
    phone: "+47 400 00 000",
    message: "Hei!\r\nVi trenger \u2066tre\u2069 bilder.\u0000",
  });
  expect(parsed.name).toBe("nessnaH Kari");
  expect(parsed.message).toBe("Hei!\r\nVi trenger tre bilder.");
});

test("a name that is nothing but invisible characters is refused as too short", () => {
  const result = contactSchema.safeParse({
    name: "\u202E\u200B\u2066",
    email: "kari@example.com",
    phone: "+47 400 00 000",
    message: "Vi trenger tre bilder.",
  });
  expect(result.success).toBe(false);
});

test("an empty phone field is told it is missing, a short number the spec's minimum", () => {
  const phoneErrors = (phone: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Kari Nordmann",
      email: "kari@example.com",
      phone,
      message: "Vi trenger tre bilder.",
    }))
      form.set(name, value);
    return parseWithZod(form, { schema: contactSchema }).reply().error?.phone;
  };
  expect(phoneErrors("")).toEqual(["Skriv inn telefonnummeret ditt."]);
  expect(phoneErrors("   ")).toEqual(["Skriv inn telefonnummeret ditt."]);
  expect(phoneErrors("1234")).toEqual(["Telefonnummer må være minst 8 siffer."]);
  expect(phoneErrors("+47 912 34 567")).toBeUndefined();
});
