export { useHydrated } from "./use-hydrated";
export { useScrollToTopOnPathChange } from "./use-scroll-to-top";
