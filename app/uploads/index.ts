export { attachmentCopy, type AttachmentKind, MAX_ATTACHMENT_BYTES } from "./attachment-rules";
export { AttachmentPicker } from "./ui/attachment-picker";
