export { useHydrated } from "./use-hydrated";
export { useIsPending } from "./use-is-pending";
export { useScrollToTopOnPathChange } from "./use-scroll-to-top";
export { whenIdle } from "./when-idle";
