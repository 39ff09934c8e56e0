import Download from "lucide-react/icons/download";
import { Button } from "~/components/ui/button";
import { personalDataCopy } from "../copy";

const copy = personalDataCopy.results;

export type FoundGroup = {
  kind: string;
  label: string;
  keptByLaw: string | null;
  records: { title: string; date: string; details: string[]; files: string[]; kept?: boolean }[];
};

/** What the site holds about the person, one section per kind, and the export's button. */
export function FoundData({
  person,
  groups,
}: {
  person: { email: string; phone: string | null };
  groups: FoundGroup[];
}) {
  const total = groups.reduce((sum, group) => sum + group.records.length, 0);
  if (total === 0) return <p className="mt-10 text-lg">{copy.nothing(person.email)}</p>;
  return (
    <section aria-labelledby="funnet" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="funnet" className="text-3xl">
          {copy.heading(person.email)}
        </h2>
        {/* A plain form post: the browser receives the ZIP as a download, with or without JS. */}
        <form method="post" action="/admin/personvern/eksport">
          <input type="hidden" name="email" value={person.email} />
          {person.phone ? <input type="hidden" name="phone" value={person.phone} /> : null}
          <Button type="submit" variant="outline">
            <Download aria-hidden />
            {personalDataCopy.export.submit}
          </Button>
        </form>
      </div>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`kind-${group.kind}`} className="mt-8">
          <h3 id={`kind-${group.kind}`} className="text-xl">
            {copy.count(group.label, group.records.length)}
          </h3>
          {group.records.length > 0 && group.keptByLaw ? (
            <p className="mt-1 max-w-prose text-sm text-muted-foreground">{group.keptByLaw}</p>
          ) : null}
          <ul className="mt-3 space-y-3">
            {group.records.map((record, index) => (
              <li key={index} className="rounded-md border bg-card p-4">
                <p className="font-medium">
                  {record.title}{" "}
                  <span className="text-sm font-normal text-muted-foreground">{record.date}</span>
                </p>
                <p className="text-sm text-muted-foreground">{record.details.join(" · ")}</p>
                {record.files.length > 0 ? (
                  <p className="text-sm">
                    {copy.files} {record.files.join(", ")}
                  </p>
                ) : null}
                {record.kept ? <p className="text-sm text-primary">{copy.keptMark}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
