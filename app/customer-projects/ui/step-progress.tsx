import Check from "lucide-react/icons/check";
import { projectPageCopy as copy, projectSteps } from "../copy/customer-projects";
import { cn } from "~/components/ui/cn";

/** Oppstart → Modellering → Tilbakemeldinger → Levering as a line; steps before the current one are done. */
export function StepProgress({ step }: { step: string }) {
  const current = Math.max(
    0,
    projectSteps.findIndex((candidate) => candidate.value === step),
  );
  return (
    <nav aria-label={copy.progressLabel}>
      <ol className="grid gap-4 md:grid-cols-4">
        {projectSteps.map((candidate, index) => {
          const state = index < current ? "done" : index === current ? "current" : "later";
          return (
            <li
              key={candidate.value}
              aria-current={state === "current" ? "step" : undefined}
              className={cn(
                "relative border-t-4 pt-4",
                state === "later" ? "border-muted" : "border-primary",
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <span
                  aria-hidden
                  className={cn(
                    "flex size-7 items-center justify-center rounded-full border text-sm",
                    state === "later"
                      ? "text-muted-foreground"
                      : "border-primary bg-primary text-primary-foreground",
                  )}
                >
                  {state === "done" ? <Check className="size-4" /> : index + 1}
                </span>
                {candidate.label}
                {state === "current" ? (
                  <span className="text-sm font-normal text-primary">({copy.currentStep})</span>
                ) : null}
              </span>
              <p className="mt-2 text-sm text-muted-foreground">{candidate.text}</p>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
