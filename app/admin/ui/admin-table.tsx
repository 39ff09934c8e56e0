import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { TableScroller } from "~/components/ui/table-scroller";
import { Pagination } from "./pagination";

export type AdminColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /**
   * Dates and short codes stay on one line from 768 px, the table scrolling instead; on a
   * phone they may break at a space, a date above its time.
   */
  nowrap?: boolean;
  /** Counts and amounts line up on the right, so their digits stand under each other. */
  numeric?: boolean;
  /**
   * Not needed at a glance: shown from 768 px. On a phone the row keeps who it is, where it
   * stands and how long it has waited, and the table fits without scrolling (decision 326).
   */
  wide?: boolean;
};

/**
 * One page of an admin list with its pager (none for a list that fits on one page). The table
 * scrolls sideways inside its own box, so a phone scrolls the columns, not the whole page.
 */
export function AdminTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  empty,
  page = 1,
  pageCount = 1,
}: {
  /** What the list holds, the name of its scrolling box. */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  empty: string;
  page?: number;
  pageCount?: number;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <p className="mt-4">{empty}</p>
      ) : (
        <TableScroller label={label} className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={index}
                    className={cn(
                      "py-2 pr-4 font-medium last:pr-0",
                      column.numeric && "text-right",
                      column.wide && "hidden md:table-cell",
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b">
                  {columns.map((column, index) => (
                    <td
                      key={index}
                      className={cn(
                        "py-3 pr-4 last:pr-0",
                        column.nowrap ? "md:whitespace-nowrap" : "max-md:wrap-anywhere",
                        column.numeric && "text-right",
                        column.wide && "hidden md:table-cell",
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}
