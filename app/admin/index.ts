const dateTime = new Intl.DateTimeFormat("nb-NO", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Oslo",
});

/** Norwegian date and time, formatted on the server so the page never shifts when it hydrates. */
export function formatDateTime(date: Date) {
  return dateTime.format(date);
}

export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
}

/** A positive page number from ?side=, 1 for anything else. */
export function pageParam(url: URL) {
  const page = Number(url.searchParams.get("side"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export {
  deliveryStatusLabels,
  enquiriesCopy,
  galleryCopy,
  panoramaAdminCopy,
  subscriberRoleLabels,
  subscribersCopy,
  unitAdminCopy,
} from "./copy";
export { AdminTable } from "./ui/admin-table";
export { ImageFileField } from "./ui/image-file-field";
export { ImageUploadForm } from "./ui/image-upload-form";
export { PageHeading } from "./ui/page-heading";
export { type UploadedImage, UploadedImageRow } from "./ui/uploaded-image-row";
