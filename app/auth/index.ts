export {
  adminNavigation,
  adminOverviewCounts,
  adminShellCopy,
  failedSignInsCopy,
  sessionsCopy,
  signInCopy,
} from "./copy";
