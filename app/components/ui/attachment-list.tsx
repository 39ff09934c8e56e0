import Download from "lucide-react/icons/download";
import { cn } from "./cn";

export type AttachmentLink = {
  id: string;
  name: string;
  size: string;
  href: string;
  /** A picture the browser can show: drawn as a thumbnail in its link. */
  image: boolean;
};

/**
 * A message's files: pictures as thumbnails, the rest as named download links. Each link is
 * named "<downloadLabel> <file name>" either way; the thumbnail itself adds no words.
 */
export function AttachmentList({
  files,
  downloadLabel,
  className,
}: {
  files: AttachmentLink[];
  downloadLabel: string;
  className?: string;
}) {
  if (!files.length) return null;
  const images = files.filter((file) => file.image);
  const others = files.filter((file) => !file.image);
  return (
    <div className={cn("space-y-2 text-sm", className)}>
      {images.length ? (
        <ul className="flex flex-wrap gap-3">
          {images.map((file) => (
            <li key={file.id}>
              <a href={file.href} className="group grid w-36 gap-1 text-primary">
                <img
                  src={file.href}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-24 w-36 rounded border object-cover group-hover:opacity-90"
                />
                <span className="truncate group-hover:underline">
                  {downloadLabel} {file.name}
                </span>
              </a>
              <span className="text-muted-foreground">{file.size}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <ul className="space-y-1">
          {others.map((file) => (
            <li key={file.id}>
              <a
                href={file.href}
                className="inline-flex items-center gap-2 text-primary hover:underline"
              >
                <Download className="size-4" aria-hidden />
                {downloadLabel} {file.name}
              </a>{" "}
              <span className="text-muted-foreground">({file.size})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const shownTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"]);

/** Whether a stored file of this type is shown as a thumbnail (never SVG: it is a document). */
export const isThumbnailType = (contentType: string) => shownTypes.has(contentType.toLowerCase());
