export {
  answerEditor,
  contentKeyOr404,
  listContentDocuments,
  loadComparison,
  loadEditor,
  loadHistory,
  restore,
} from "./editor.server";
export { isPreview, onContentPublished, readContent, startContentWatch } from "./read.server";
