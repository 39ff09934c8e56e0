import ChevronDown from "lucide-react/icons/chevron-down";
import type { QuestionAndAnswer } from "../copy";

/** Questions as native disclosure widgets, so they open and close without JavaScript. */
export function FaqList({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 md:px-6">
          {/* The question is a flex item beside its chevron, never narrower than its longest
              word unless that word may break anywhere (decision 274). */}
          <summary className="flex [overflow-wrap:anywhere] cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="max-w-prose pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
