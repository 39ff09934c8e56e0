import { z } from "zod";
import { defaultCompanyFacts, type CompanyFacts } from "~/company";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";

const { errors, company: labels } = siteContentCopy;

const webAddress = z
  .string({ error: errors.required(labels.socialHref) })
  .trim()
  .max(300, errors.tooLong(labels.socialHref, 300))
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, errors.httpsAddress);

export const companySchema: z.ZodType<CompanyFacts> = z.object({
  name: requiredText(labels.name, 60),
  legalName: requiredText(labels.legalName, 80),
  orgNumber: requiredText(labels.orgNumber, 11).regex(/^\d{3} ?\d{3} ?\d{3}$/, errors.orgNumber),
  email: requiredText(labels.email, 120).pipe(z.email(errors.email)),
  phone: requiredText(labels.phone, 20).regex(/^\+?[\d ]{8,19}$/, errors.phone),
  address: z.object({
    street: requiredText(labels.street, 80),
    postalCode: requiredText(labels.postalCode, 4).regex(/^\d{4}$/, errors.postalCode),
    city: requiredText(labels.city, 60),
    region: requiredText(labels.region, 60),
  }),
  founded: requiredText(labels.founded, 7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, errors.founded),
  foundedDisplay: requiredText(labels.foundedDisplay, 40),
  employees: z
    .number({ error: errors.employees })
    .int(errors.employees)
    .min(1, errors.employees)
    .max(999, errors.employees),
  projectsDisplay: requiredText(labels.projectsDisplay, 20),
  areaServed: z.array(requiredText(labels.area, 60)).min(1, errors.atLeastOne).max(20),
  social: z
    .array(z.object({ name: requiredText(labels.socialName, 40), href: webAddress }))
    .max(10),
});

export const companyDefaults: CompanyFacts = defaultCompanyFacts;

export const companyFields: readonly FieldSpec[] = [
  { kind: "text", name: "name", label: labels.name },
  { kind: "text", name: "legalName", label: labels.legalName },
  { kind: "text", name: "orgNumber", label: labels.orgNumber },
  { kind: "text", name: "email", label: labels.email },
  { kind: "text", name: "phone", label: labels.phone, help: labels.phoneHelp },
  {
    kind: "group",
    name: "address",
    label: labels.address,
    fields: [
      { kind: "text", name: "street", label: labels.street },
      { kind: "text", name: "postalCode", label: labels.postalCode },
      { kind: "text", name: "city", label: labels.city },
      { kind: "text", name: "region", label: labels.region },
    ],
  },
  { kind: "text", name: "founded", label: labels.founded, help: labels.foundedHelp },
  { kind: "text", name: "foundedDisplay", label: labels.foundedDisplay },
  { kind: "number", name: "employees", label: labels.employees },
  { kind: "text", name: "projectsDisplay", label: labels.projectsDisplay },
  {
    kind: "list",
    name: "areaServed",
    label: labels.areaServed,
    itemLabel: labels.area,
    item: "text",
  },
  {
    kind: "list",
    name: "social",
    label: labels.social,
    itemLabel: labels.socialItem,
    item: [
      { kind: "text", name: "name", label: labels.socialName },
      { kind: "text", name: "href", label: labels.socialHref },
    ],
  },
];
