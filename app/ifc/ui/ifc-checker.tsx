import LoaderCircle from "lucide-react/icons/loader-circle";
import { useRef, useState, type ChangeEvent } from "react";
import { ifcCheckerCopy as copy } from "../copy";
import { useHydrated } from "~/hooks";
import { checkIfcFile, type IfcFileCheck } from "../ifc-file-check";
import { IfcCheckResult } from "./ifc-check-result";

type CheckerState =
  | { status: "idle" }
  | { status: "reading" }
  | { status: "done"; check: IfcFileCheck }
  | { status: "failed" };

export const IFC_CHECKER_ID = "ifc-sjekk";

/**
 * Reads the picked file's header in the browser. The input sits in no form, so
 * nothing is ever sent. Until the page is hydrated (for good, without
 * JavaScript) the input is disabled and a note says why; a <noscript> note
 * would not do, since browsers with scripting merely blocked never show it.
 */
export function IfcChecker() {
  const hydrated = useHydrated();
  const [state, setState] = useState<CheckerState>({ status: "idle" });
  const latestPick = useRef(0);

  async function inspect(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const pick = ++latestPick.current;
    if (!file) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "reading" });
    const next: CheckerState = await checkIfcFile(file).then(
      (check) => ({ status: "done", check }),
      () => ({ status: "failed" }),
    );
    if (pick === latestPick.current) setState(next);
  }

  return (
    <section
      id={IFC_CHECKER_ID}
      aria-labelledby={`${IFC_CHECKER_ID}-tittel`}
      className="scroll-mt-24"
    >
      <h2 id={`${IFC_CHECKER_ID}-tittel`} className="text-2xl md:text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-prose text-muted-foreground">{copy.intro}</p>
      {hydrated ? null : (
        <p className="mt-4 max-w-prose rounded-md border border-amber-400/60 p-4">
          {copy.noScript}
        </p>
      )}
      <div className="mt-6">
        <label htmlFor="ifc-fil" className="block text-sm font-medium">
          {copy.inputLabel}
        </label>
        <input
          id="ifc-fil"
          type="file"
          accept=".ifc,.ifczip,.ifcxml"
          disabled={!hydrated}
          onChange={inspect}
          className="mt-2 block w-full max-w-md rounded-md border border-input bg-background text-sm file:mr-4 file:border-0 file:bg-secondary file:px-4 file:py-2.5 file:text-secondary-foreground hover:file:bg-accent disabled:opacity-60"
        />
      </div>
      <div aria-live="polite" className="mt-6">
        <CheckerOutcome state={state} />
      </div>
    </section>
  );
}

function CheckerOutcome({ state }: { state: CheckerState }) {
  switch (state.status) {
    case "idle":
      return null;
    case "reading":
      return (
        <p className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {copy.reading}
        </p>
      );
    case "failed":
      return <p className="text-red-300">{copy.readFailed}</p>;
    case "done":
      return <IfcCheckResult check={state.check} />;
  }
}
