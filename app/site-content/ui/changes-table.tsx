import type { FieldChange } from "../compare";
import { siteContentCopy } from "../copy";

const copy = siteContentCopy.compare;

/** Two versions of a document side by side, one changed field per row. */
export function ChangesTable({
  changes,
  beforeLabel,
  afterLabel,
}: {
  changes: readonly FieldChange[];
  beforeLabel: string;
  afterLabel: string;
}) {
  if (!changes.length) return <p>{copy.same}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4">
              {copy.columns.field}
            </th>
            <th scope="col" className="py-2 pr-4">
              {beforeLabel}
            </th>
            <th scope="col" className="py-2">
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.label} className="border-b align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {change.label}
              </th>
              <td className="py-2 pr-4 break-words">{change.before || copy.empty}</td>
              <td className="py-2 break-words">{change.after || copy.empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
