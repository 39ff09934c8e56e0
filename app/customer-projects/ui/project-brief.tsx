import Paperclip from "lucide-react/icons/paperclip";
import { FileLinks } from "./file-links";
import { projectPageCopy as copy } from "../copy/customer-projects";

export type BriefSummary = {
  contact: string;
  company: string;
  address: string;
  projectType: string;
  units: number | null;
  services: string[];
  deadline: string | null;
  description: string;
  received: string;
};

/** What the customer sent from /kundeskjema, read back to them. */
export function ProjectBrief({
  brief,
  files,
}: {
  brief: BriefSummary;
  files: { id: string; name: string; href: string }[];
}) {
  const { labels } = copy;
  const rows: [string, string][] = [
    [labels.received, brief.received],
    [labels.contact, brief.contact],
    [labels.company, brief.company || copy.notGiven],
    [labels.address, brief.address],
    [labels.projectType, brief.projectType],
    [labels.units, brief.units === null ? copy.notGiven : String(brief.units)],
    [labels.services, brief.services.join(", ")],
    [labels.deadline, brief.deadline ?? copy.notGiven],
  ];
  return (
    <section aria-labelledby="bestilling-tittel" className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div>
        <h2 id="bestilling-tittel" className="mb-6 text-3xl">
          {copy.briefHeading}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-8 text-xl">{labels.description}</h3>
        <p className="mt-2 max-w-prose whitespace-pre-wrap">{brief.description}</p>
      </div>
      <div>
        <h2 className="mb-6 text-3xl">{copy.filesHeading}</h2>
        <FileLinks files={files} icon={Paperclip} empty={copy.noFiles} />
      </div>
    </section>
  );
}
