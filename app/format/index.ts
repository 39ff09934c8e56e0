export { formatDate, formatDateTime } from "./dates";
export { formatFileSize } from "./file-size";
export { formatNumber } from "./numbers";
