import type { ReactNode } from "react";
import { MessageThread, type ThreadMessage } from "./message-thread";

/** The thread under the brief, with the reply form of whoever is reading: customer or staff. */
export function ProjectMessages({
  heading,
  messages,
  authors,
  empty,
  children,
}: {
  heading: string;
  messages: ThreadMessage[];
  authors: { customer: string; staff: string };
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="meldinger-tittel" className="max-w-3xl space-y-6">
      <h2 id="meldinger-tittel" className="text-3xl">
        {heading}
      </h2>
      <MessageThread messages={messages} authors={authors} empty={empty} />
      {children}
    </section>
  );
}
