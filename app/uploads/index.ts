export {
  attachmentAccept,
  attachmentCopy,
  type AttachmentKind,
  attachmentProblem,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "./attachment-rules";
export { AttachmentPicker } from "./ui/attachment-picker";
