export {
  answerEditor,
  contentKeyOr404,
  listContentDocuments,
  loadComparison,
  loadEditor,
  loadHistory,
  restore,
} from "./editor.server";
export {
  isPreview,
  isPublishedTeamPhoto,
  onContentPublished,
  readCompanyFacts,
  readContent,
  startContentWatch,
} from "./read.server";
export { loadLegalPage, renderLegalPage } from "./legal-page.server";
export { renderSafeMarkdown } from "./markdown.server";
export { readServiceCards } from "./service-cards.server";
