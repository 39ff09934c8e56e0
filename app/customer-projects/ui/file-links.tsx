import type { LucideIcon } from "lucide-react";

export type FileLink = { id: string; name: string; href: string };

/** A project's files as download links; with none, the `empty` line if one is given. */
export function FileLinks({
  files,
  icon: Icon,
  empty,
  className = "space-y-2",
}: {
  files: FileLink[];
  icon: LucideIcon;
  empty?: string;
  className?: string;
}) {
  if (!files.length) return empty ? <p className="text-muted-foreground">{empty}</p> : null;
  return (
    <ul className={className}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.href}
            className="inline-flex items-center gap-2 text-primary hover:underline"
          >
            <Icon className="size-4" aria-hidden />
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
