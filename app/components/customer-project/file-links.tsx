import type { LucideIcon } from "lucide-react";

type FileLink = { id: string; name: string; href: string };

/** A project's files as download links, or a line saying there are none. */
export function FileLinks({
  files,
  icon: Icon,
  empty,
}: {
  files: FileLink[];
  icon: LucideIcon;
  empty: string;
}) {
  if (!files.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2">
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
