import { Link } from "@remix-run/react";
import { AdminTable, PageHeading } from "~/admin";
import { numbersCopy as copy } from "../copy";
import type { NumbersPageView } from "../page-view.server";
import { BarChart } from "./bar-chart";

const columns = copy.columns;

/** /admin/tall: the pipeline's weeks, services, losses and value won, with two small charts. */
export function NumbersPage({ view }: { view: NumbersPageView }) {
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro(view.firstWeek, view.lastWeek)} />
      <WeekPaging view={view} />
      <h2 className="mt-8 text-2xl">{copy.weeksHeading}</h2>
      <BarChart
        title={copy.weeksChart}
        bars={view.weeks.map((week) => ({
          id: week.id,
          label: week.label,
          value: week.enquiries,
          text: String(week.enquiries),
        }))}
      />
      <AdminTable
        label={copy.weeksHeading}
        rows={view.weeks}
        empty=""
        columns={[
          { header: columns.week, cell: (week) => week.label, nowrap: true },
          { header: columns.days, cell: (week) => week.days, nowrap: true },
          { header: columns.enquiries, cell: (week) => week.enquiries, numeric: true },
          { header: columns.answered, cell: (week) => week.answered, numeric: true },
          { header: columns.medianAnswer, cell: (week) => week.medianAnswer, numeric: true },
          { header: columns.quotesSent, cell: (week) => week.quotesSent, numeric: true },
          { header: columns.won, cell: (week) => week.won, numeric: true },
          { header: columns.lost, cell: (week) => week.lost, numeric: true },
        ]}
      />
      <ServicesTable view={view} />
      <LostTable lost={view.lost} />
      <h2 className="mt-10 text-2xl">{copy.monthsHeading}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.monthsIntro}</p>
      <BarChart
        title={copy.monthsChart}
        bars={view.months.map((month) => ({
          id: month.id,
          label: month.label,
          value: month.valueOre,
          text: month.value,
        }))}
      />
      <AdminTable
        label={copy.monthsHeading}
        rows={view.months}
        empty=""
        columns={[
          { header: copy.monthColumns.month, cell: (month) => month.label, nowrap: true },
          { header: copy.monthColumns.quotes, cell: (month) => month.quotes, numeric: true },
          { header: copy.monthColumns.value, cell: (month) => month.value, numeric: true },
        ]}
      />
    </section>
  );
}

function WeekPaging({ view }: { view: NumbersPageView }) {
  const link = "text-primary hover:underline";
  return (
    <nav aria-label={copy.title} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <Link to={`?uke=${view.previous}`} className={link}>
        {copy.previous}
      </Link>
      {view.next ? (
        <Link to={`?uke=${view.next}`} className={link}>
          {copy.next}
        </Link>
      ) : null}
      {view.showsCurrent ? null : (
        <Link to="/admin/tall" className={link}>
          {copy.current}
        </Link>
      )}
    </nav>
  );
}

function ServicesTable({ view }: { view: NumbersPageView }) {
  return (
    <>
      <h2 className="mt-10 text-2xl">{copy.servicesHeading}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.servicesIntro}</p>
      <AdminTable
        label={copy.servicesHeading}
        rows={view.serviceRows}
        empty=""
        columns={[
          { header: copy.service, cell: (row) => row.label, nowrap: true },
          ...view.weeks.map((week, index) => ({
            header: week.label,
            cell: (row: NumbersPageView["serviceRows"][number]) => row.counts[index],
            numeric: true,
          })),
          { header: copy.total, cell: (row) => row.total, numeric: true },
        ]}
      />
    </>
  );
}

function LostTable({ lost }: { lost: NumbersPageView["lost"] }) {
  return (
    <>
      <h2 className="mt-10 text-2xl">{copy.lostHeading}</h2>
      <AdminTable
        label={copy.lostHeading}
        rows={lost}
        empty={copy.noLost}
        columns={[
          { header: copy.lostColumns.at, cell: (move) => move.at, nowrap: true },
          {
            header: copy.lostColumns.enquiry,
            cell: (move) => (
              <Link to={`/admin/henvendelser/${move.enquiryId}`} className="text-primary">
                {move.name}
              </Link>
            ),
          },
          { header: copy.lostColumns.reason, cell: (move) => move.reason || copy.noReason },
        ]}
      />
    </>
  );
}
