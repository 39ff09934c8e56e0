/**
 * The page ?side= asks for: a whole number from 1 as written, or 1 for anything else (absent,
 * 0, negative, "2.5", "abc"). It may lie past the last page, even past any safe integer;
 * pageWindow brings it back to the last one (decision 193).
 */
export function pageParam(url: URL) {
  const side = url.searchParams.get("side") ?? "";
  return /^0*[1-9]\d*$/.test(side) ? Number(side) : 1;
}

/**
 * The rows of the requested page in a list of `total` rows: a page past the end shows the
 * last one, so an old link or a made-up number still lists something and never reaches
 * the database as an offset it refuses.
 */
export function pageWindow(requested: number, total: number, perPage: number) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, skip: (page - 1) * perPage, take: perPage };
}

export { adminNavigation, adminShellCopy } from "./copy";
export { AdminMenu } from "./ui/admin-menu";
export { AdminTable } from "./ui/admin-table";
export { ImageFileField } from "./ui/image-file-field";
export { ImageUploadForm } from "./ui/image-upload-form";
export { PageHeading } from "./ui/page-heading";
export { type UploadedImage, UploadedImageRow } from "./ui/uploaded-image-row";
