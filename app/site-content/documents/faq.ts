import { z } from "zod";
import { faq } from "~/services";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";

const { errors, faq: labels } = siteContentCopy;

export const faqSchema = z.object({
  heading: requiredText(labels.heading, 80),
  lead: requiredText(labels.lead, 300),
  items: z
    .array(
      z.object({
        question: requiredText(labels.question, 160),
        answer: requiredText(labels.answer, 1200),
      }),
    )
    .min(1, errors.atLeastOne)
    .max(40),
});

export type FaqContent = z.output<typeof faqSchema>;

export const faqDefaults: FaqContent = {
  heading: faq.heading,
  lead: faq.lead,
  items: faq.items.map((item) => ({ question: item.question, answer: item.answer })),
};

export const faqFields: readonly FieldSpec[] = [
  { kind: "text", name: "heading", label: labels.heading },
  { kind: "textarea", name: "lead", label: labels.lead },
  {
    kind: "list",
    name: "items",
    label: labels.items,
    itemLabel: labels.item,
    item: [
      { kind: "text", name: "question", label: labels.question },
      { kind: "textarea", name: "answer", label: labels.answer },
    ],
  },
];
