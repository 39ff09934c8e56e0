export { HomeBelowTheFold } from "./ui/below-the-fold";
export { heroImagePreload, HomeHero } from "./ui/hero";
export { HomeIntro } from "./ui/intro";

/** The sections below the first screen, loaded in the browser when needed (decision 077). */
export const loadHomeBelowTheFold = () =>
  import("./ui/below-the-fold").then((module) => module.HomeBelowTheFold);
