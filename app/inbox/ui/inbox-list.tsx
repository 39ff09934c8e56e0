import { Form, Link } from "@remix-run/react";
import X from "lucide-react/icons/x";
import { Button } from "~/components/ui/button";
import { useIsPending } from "~/hooks";
import { inboxCopy as copy, type InboxKind } from "../copy";
import { AdminTable } from "~/admin";

type InboxRow = {
  key: string;
  kind: InboxKind;
  who: string;
  what: string;
  href: string | null;
  dismissable: boolean;
  waited: string;
  since: string;
  sinceIso: string;
};

/** What waits for a person, each row opening where it is answered (decision 302). */
export function InboxList({ rows }: { rows: InboxRow[] }) {
  const pending = useIsPending({ intent: "dismiss" });
  return (
    <AdminTable
      label={copy.tableLabel}
      rows={rows.map((row) => ({ ...row, id: row.key }))}
      empty={copy.empty}
      columns={[
        { header: copy.columns.kind, cell: (row) => copy.kinds[row.kind] },
        {
          header: copy.columns.who,
          cell: (row) =>
            row.href ? (
              <Link to={row.href} className="font-medium text-primary hover:underline">
                {row.who}
              </Link>
            ) : (
              <span className="font-medium">{row.who}</span>
            ),
        },
        { header: copy.columns.what, cell: (row) => row.what, wide: true },
        {
          header: copy.columns.waited,
          nowrap: true,
          cell: (row) => (
            <time dateTime={row.sinceIso} title={row.since}>
              {row.waited}
            </time>
          ),
        },
        {
          header: copy.columns.action,
          nowrap: true,
          cell: (row) =>
            row.dismissable ? (
              <Form method="post">
                <input type="hidden" name="key" value={row.key} />
                <Button
                  type="submit"
                  name="intent"
                  value="dismiss"
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  aria-label={copy.dismissLabel(row.who)}
                >
                  {/* A phone's row has room for the mark only; the label names it for all. */}
                  <X className="md:hidden" aria-hidden />
                  <span className="hidden md:inline">{copy.dismiss}</span>
                </Button>
              </Form>
            ) : null,
        },
      ]}
    />
  );
}
