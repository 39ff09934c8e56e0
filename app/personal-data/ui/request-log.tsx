import { AdminTable } from "~/admin";
import { personalDataCopy } from "../copy";

const copy = personalDataCopy.log;

/** The latest finds, exports and erasures: who, when, what, how many; never whom. */
export function RequestLog({
  entries,
}: {
  entries: { id: string; when: string; staff: string; action: string; counts: string }[];
}) {
  return (
    <section aria-labelledby="logg" className="mt-16">
      <h2 id="logg" className="text-2xl">
        {copy.heading}
      </h2>
      <p className="mt-1 text-muted-foreground">{copy.intro}</p>
      <AdminTable
        label={copy.tableLabel}
        rows={entries}
        empty={copy.empty}
        page={1}
        pageCount={1}
        columns={[
          { header: copy.columns.when, cell: (entry) => entry.when, nowrap: true },
          { header: copy.columns.staff, cell: (entry) => entry.staff },
          {
            header: copy.columns.action,
            cell: (entry) => copy.actions[entry.action] ?? entry.action,
          },
          { header: copy.columns.counts, cell: (entry) => entry.counts },
        ]}
      />
    </section>
  );
}
