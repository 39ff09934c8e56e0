import { expect, test } from "vitest";
import { parseInBrowser } from "~/components/ui/parse-in-browser";
import { firstInvalidField } from "~/forms";
import { briefSchema } from "./brief-schema";

test("a brief with a short description and no services lands in the description, which comes first in the form", () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    contactName: "Ola Utbygger",
    email: "ola@utbygger.example",
    phone: "+47 913 00 000",
    projectName: "Strandkanten",
    address: "Strandveien 12",
    projectType: "leiligheter",
    description: "Kort",
  }))
    form.set(name, value);
  const reply = parseInBrowser(briefSchema, form).reply();
  expect(Object.keys(reply.error ?? {})).toEqual(["description", "services"]);
  expect(firstInvalidField(reply.error)).toBe("description");
});
