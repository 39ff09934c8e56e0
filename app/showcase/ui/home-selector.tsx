import { Form, useSubmit } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { homeSelectorCopy as copy, statusLabel, unitStatuses } from "../copy/showcase";
import { useHydrated } from "~/hooks";
import { matchesFilter, type UnitFilter } from "../unit-filter";

export type SelectorUnit = {
  id: string;
  number: string;
  floor: number;
  position: number;
  rooms: number;
  area: number;
  price: number;
  status: string;
};

const statusColours: Record<string, string> = {
  ledig: "fill-emerald-700",
  reservert: "fill-amber-700",
  solgt: "fill-rose-900",
};

const unitWidth = 120;
const floorHeight = 90;
const wall = 24;
const roof = 60;

const unitAnchor = (unit: SelectorUnit) => `enhet-${unit.number}`;

/**
 * A home selector on an illustrated building. Every flat is a link to its row in the table,
 * so without JavaScript a click lands on its facts; with JavaScript, pointing at or focusing
 * a flat shows them beside the building. The filter is a GET form, the same with or without.
 */
export function HomeSelector({ units, filter }: { units: SelectorUnit[]; filter: UnitFilter }) {
  const [shown, setShown] = useState<SelectorUnit | null>(null);
  const hydrated = useHydrated();
  const floors = Math.max(1, ...units.map((unit) => unit.floor));
  const columns = Math.max(1, ...units.map((unit) => unit.position));
  const width = columns * unitWidth + wall * 2;
  const height = floors * floorHeight + roof + wall;
  const matching = units.filter((unit) => matchesFilter(unit, filter));

  return (
    <section aria-labelledby="prov-boligvelger">
      <h2 id="prov-boligvelger" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-prose text-muted-foreground">{copy.lead}</p>
      <UnitFilterForm filter={filter} units={units} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={copy.buildingLabel}
          className="w-full rounded-xl bg-muted"
        >
          <polygon
            points={`${wall / 2},${roof} ${width / 2},${wall / 2} ${width - wall / 2},${roof}`}
            className="fill-stone-600"
          />
          <rect
            x={wall / 2}
            y={roof}
            width={width - wall}
            height={height - roof}
            className="fill-stone-300"
          />
          {units.map((unit) => {
            const x = wall + (unit.position - 1) * unitWidth;
            const y = roof + (floors - unit.floor) * floorHeight + 8;
            const dimmed = !matchesFilter(unit, filter);
            return (
              <a
                key={unit.id}
                href={`#${unitAnchor(unit)}`}
                aria-label={copy.unitLabel(unit)}
                onMouseEnter={() => setShown(unit)}
                onFocus={() => setShown(unit)}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setShown(unit);
                }}
                className={cn("group outline-none", dimmed && "opacity-30")}
              >
                <rect
                  x={x + 6}
                  y={y}
                  width={unitWidth - 12}
                  height={floorHeight - 16}
                  rx={4}
                  className={cn(
                    statusColours[unit.status],
                    "stroke-transparent stroke-[4] group-hover:stroke-white group-focus-visible:stroke-white",
                    shown?.id === unit.id && "stroke-white",
                  )}
                />
                <text
                  x={x + unitWidth / 2}
                  y={y + (floorHeight - 16) / 2 + 6}
                  textAnchor="middle"
                  className="pointer-events-none fill-white text-lg font-semibold"
                >
                  {unit.number}
                </text>
              </a>
            );
          })}
        </svg>
        <UnitFacts unit={shown} />
      </div>
      <UnitTable units={matching} />
    </section>
  );
}

function UnitFacts({ unit }: { unit: SelectorUnit | null }) {
  return (
    <div aria-live="polite" className="rounded-xl border bg-card p-6">
      <h3 className="text-xl">{copy.chosenHeading}</h3>
      {unit ? (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">{copy.columns.number}</dt>
          <dd>{unit.number}</dd>
          <dt className="text-muted-foreground">{copy.columns.floor}</dt>
          <dd>{copy.floorLabel(unit.floor)}</dd>
          <dt className="text-muted-foreground">{copy.columns.rooms}</dt>
          <dd>{copy.rooms(unit.rooms)}</dd>
          <dt className="text-muted-foreground">{copy.columns.area}</dt>
          <dd>{copy.area(unit.area)}</dd>
          <dt className="text-muted-foreground">{copy.columns.price}</dt>
          <dd>{copy.price(unit.price)}</dd>
          <dt className="text-muted-foreground">{copy.columns.status}</dt>
          <dd data-unit-status>{statusLabel(unit.status)}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-muted-foreground">{copy.chooseHint}</p>
      )}
    </div>
  );
}

function UnitFilterForm({ filter, units }: { filter: UnitFilter; units: SelectorUnit[] }) {
  const submit = useSubmit();
  const roomCounts = [...new Set(units.map((unit) => unit.rooms))].sort((a, b) => a - b);
  const selectClass = "mt-1 block h-10 rounded-md border bg-background px-3";
  return (
    <Form
      method="get"
      preventScrollReset
      replace
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      className="mt-6 flex flex-wrap items-end gap-4"
      aria-label={copy.filterHeading}
    >
      <label className="text-sm">
        {copy.statusFilter}
        <select name="status" defaultValue={filter.status ?? ""} className={selectClass}>
          <option value="">{copy.any}</option>
          {unitStatuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        {copy.roomsFilter}
        <select name="rom" defaultValue={filter.rooms ?? ""} className={selectClass}>
          <option value="">{copy.any}</option>
          {roomCounts.map((rooms) => (
            <option key={rooms} value={rooms}>
              {copy.rooms(rooms)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        {copy.apply}
      </Button>
    </Form>
  );
}

/**
 * On a phone the six columns do not fit, so each flat reflows into a block of labelled
 * values, three to a line: number and status are read without scrolling (decision 201).
 * The column headers stay for screen readers; the labels shown instead are hidden from them.
 */
function UnitTable({ units }: { units: SelectorUnit[] }) {
  const cell = "px-3 py-2 max-sm:px-0 max-sm:py-1";
  const labelled = (label: string, value: ReactNode) => (
    <>
      <span aria-hidden className="block text-xs text-muted-foreground sm:hidden">
        {label}
      </span>
      {value}
    </>
  );
  return (
    <table className="mt-8 w-full text-left max-sm:block">
      <caption className="mb-2 text-left text-muted-foreground max-sm:block">
        {copy.tableCaption}
      </caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b">
          {Object.values(copy.columns).map((label) => (
            <th key={label} scope="col" className="px-3 py-2">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {units.length === 0 ? (
          <tr className="max-sm:block">
            <td colSpan={6} className="px-3 py-4 text-muted-foreground max-sm:block max-sm:px-0">
              {copy.noMatch}
            </td>
          </tr>
        ) : (
          units.map((unit) => (
            <tr
              key={unit.id}
              id={unitAnchor(unit)}
              className="border-b target:bg-primary/20 max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:py-2"
            >
              <th scope="row" className={cell}>
                {labelled(copy.columns.number, unit.number)}
              </th>
              <td className={cell}>{labelled(copy.columns.floor, copy.floorLabel(unit.floor))}</td>
              <td className={cell}>{labelled(copy.columns.rooms, copy.rooms(unit.rooms))}</td>
              <td className={cell}>{labelled(copy.columns.area, copy.area(unit.area))}</td>
              <td className={cell}>{labelled(copy.columns.price, copy.price(unit.price))}</td>
              <td className={cell}>{labelled(copy.columns.status, statusLabel(unit.status))}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
