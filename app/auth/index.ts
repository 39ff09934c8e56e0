export { failedSignInsCopy, sessionsCopy, signInCopy } from "./copy";
