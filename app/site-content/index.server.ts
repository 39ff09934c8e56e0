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
  onContentPublished,
  readContent,
  readPublished,
  startContentWatch,
} from "./read.server";
