export { permanentRedirectFor } from "./redirects.server";
export { startServer } from "./start.server";
