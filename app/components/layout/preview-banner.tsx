import { Link } from "@remix-run/react";
import { previewCopy } from "./copy/navigation";

/** Shown only on a page rendered with the drafts, for signed-in staff. */
export function PreviewBanner() {
  return (
    <div role="status" className="bg-primary px-4 py-2 text-center text-sm text-primary-foreground">
      {previewCopy.banner}{" "}
      <Link to="/admin/innhold" className="font-medium underline">
        {previewCopy.back}
      </Link>
    </div>
  );
}
