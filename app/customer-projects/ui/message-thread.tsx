import Paperclip from "lucide-react/icons/paperclip";
import { FileLinks, type FileLink } from "./file-links";

export type ThreadMessage = {
  id: string;
  author: string;
  body: string;
  sent: string;
  files: FileLink[];
};

/** The conversation between customer and staff, oldest first, as both sides see it. */
export function MessageThread({
  messages,
  authors,
  empty,
}: {
  messages: ThreadMessage[];
  authors: { customer: string; staff: string };
  empty: string;
}) {
  if (!messages.length) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className={
            message.author === "staff"
              ? "rounded-lg border bg-card p-4 md:mr-12"
              : "rounded-lg border border-primary/40 p-4 md:ml-12"
          }
        >
          <p className="text-sm text-muted-foreground">
            <strong className="text-foreground">
              {message.author === "staff" ? authors.staff : authors.customer}
            </strong>{" "}
            · {message.sent}
          </p>
          <p className="mt-2 whitespace-pre-wrap">{message.body}</p>
          <FileLinks files={message.files} icon={Paperclip} className="mt-3 space-y-1 text-sm" />
        </li>
      ))}
    </ol>
  );
}
