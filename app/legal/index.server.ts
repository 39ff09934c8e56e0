export { loadLegalPage, renderLegalPage } from "./legal-page.server";
