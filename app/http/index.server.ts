export { permanentRedirectFor } from "./redirects.server";
export { renderDocument } from "./render-document.server";
export { startServer } from "./start.server";
