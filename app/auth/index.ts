export {
  adminNavigation,
  adminOverviewCounts,
  adminShellCopy,
  sessionsCopy,
  signInCopy,
} from "./copy";
