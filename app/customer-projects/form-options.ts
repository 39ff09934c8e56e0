import { projectSteps, projectTypes } from "./copy/customer-projects";
import { services } from "~/services";

/*
 * What the brief, feedback and staff forms offer and show, apart from the schemas: pages import
 * these with the page, and Zod loads only with the schemas, when a form is first used.
 */

export const serviceOptions = services.map((service) => ({
  value: service.slug,
  label: service.title,
}));

export const stepValues = projectSteps.map((step) => step.value);

/** The longest comment a pin's thread takes (issue 23). */
export const MAX_COMMENT_LENGTH = 2000;

export function stepLabel(step: string) {
  return projectSteps.find((candidate) => candidate.value === step)?.label ?? step;
}

export function projectTypeLabel(type: string) {
  return projectTypes.find((candidate) => candidate.value === type)?.label ?? type;
}

export function serviceLabels(slugs: unknown) {
  const list = Array.isArray(slugs)
    ? slugs.filter((slug): slug is string => typeof slug === "string")
    : [];
  return list.map((slug) => serviceOptions.find((option) => option.value === slug)?.label ?? slug);
}
