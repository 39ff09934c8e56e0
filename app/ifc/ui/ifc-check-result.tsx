import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import { ifcCheckerCopy as copy } from "../copy";
import type { IfcSchema } from "../ifc-header";
import {
  formatFileSize,
  formatHeaderTimestamp,
  type IfcFileCheck,
  type IfcFileIssue,
  type IfcFileVerdict,
} from "../ifc-file-check";
import { cn } from "~/components/ui/cn";

const verdictLook: Record<IfcFileVerdict, { icon: typeof CircleCheck; className: string }> = {
  ok: { icon: CircleCheck, className: "border-emerald-500/50 text-emerald-300" },
  warning: { icon: CircleAlert, className: "border-amber-400/60 text-amber-200" },
  error: { icon: CircleX, className: "border-destructive text-red-300" },
};

/** What the header and size tell about a picked file, with the problems in plain Norwegian. */
export function IfcCheckResult({ check }: { check: IfcFileCheck }) {
  const { icon: Icon, className } = verdictLook[check.verdict];
  return (
    <div className={cn("rounded-lg border bg-card p-5", className)} data-verdict={check.verdict}>
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold">
        <Icon aria-hidden className="size-5 shrink-0" />
        {copy.verdicts[check.verdict]}
      </h3>
      {check.issues.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-foreground">
          {check.issues.map((issue) => (
            <li key={issue.code}>{issueMessage(issue)}</li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm text-foreground sm:grid-cols-[max-content_1fr]">
        {facts(check).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function facts(check: IfcFileCheck): Array<[string, string]> {
  const { header } = check;
  const { labels } = copy;
  const rows: Array<[string, string | null]> = [
    [labels.file, check.name],
    [labels.size, copy.sizeOfLimit(formatFileSize(check.size))],
  ];
  if (header.status !== "not-ifc") {
    rows.push(
      [labels.schema, schemaLabel(header.schema)],
      [labels.view, header.viewDefinitions.join(", ") || null],
      [labels.application, header.application],
      [labels.originatingSystem, header.originatingSystem],
      [labels.authors, header.authors.join(", ") || null],
      [labels.organisations, header.organisations.join(", ") || null],
      [labels.timestamp, header.timestamp ? formatHeaderTimestamp(header.timestamp) : null],
      [labels.headerFileName, header.fileName],
    );
  }
  return rows.map(([label, value]) => [label, value ?? copy.unknownValue]);
}

function schemaLabel(schema: IfcSchema | null): string | null {
  if (!schema) return null;
  if (!schema.family || schema.family === schema.identifier) return schema.identifier;
  return `${schema.family} (${schema.identifier})`;
}

function issueMessage(issue: IfcFileIssue): string {
  switch (issue.code) {
    case "unknown-schema":
      return copy.issues["unknown-schema"](issue.identifier);
    case "too-large":
      return copy.issues["too-large"](formatFileSize(issue.size));
    default:
      return copy.issues[issue.code];
  }
}
