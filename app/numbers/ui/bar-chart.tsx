import { numbersCopy as copy } from "../copy";

export type Bar = { id: string; label: string; value: number; text: string };

const WIDTH = 640;
const HEIGHT = 200;
const LABEL_SPACE = 24;
const VALUE_SPACE = 18;

/**
 * A small bar chart drawn on the server as SVG: no script, no chart library. Screen readers
 * get the title and every bar's figure as the image's name; the table beside it has them too.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const plot = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  const summary = copy.chartSummary(
    title,
    bars.map((bar) => `${bar.label} ${bar.text}`).join(", "),
  );
  return (
    <figure className="mt-4 max-w-3xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        {bars.map((bar, index) => {
          const height = Math.round((bar.value / max) * plot);
          const x = index * slot + slot * 0.15;
          const top = VALUE_SPACE + plot - height;
          return (
            <g key={bar.id}>
              <rect x={x} y={top} width={slot * 0.7} height={height} className="fill-primary" />
              <text
                x={x + slot * 0.35}
                y={top - 4}
                textAnchor="middle"
                className="fill-foreground text-[11px]"
              >
                {bar.text}
              </text>
              <text
                x={x + slot * 0.35}
                y={HEIGHT - 6}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">{title}</figcaption>
    </figure>
  );
}
