import { Form, Link } from "@remix-run/react";
import { type MouseEvent, useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { FormError } from "~/components/ui/field";
import { feedbackAdminCopy, feedbackCopy as copy } from "../copy/feedback";
import { useHydrated } from "~/hooks";
import { useResetAfterSend } from "~/forms";
import { Comparison } from "./feedback-comparison";
import { NewPinForm, PinThread } from "./feedback-pins";

type Comment = { id: string; author: string; body: string; sent: string };
export type Pin = {
  id: string;
  number: number;
  x: number;
  y: number;
  resolved: boolean;
  comments: Comment[];
};
type Image = {
  id: string;
  title: string;
  url: string;
  width: number;
  height: number;
  pick: { width: number; height: number };
  pins: Pin[];
};
type Round = { number: number; images: Image[] };

/** A point picked on an image, from the no-script form's answer or a click with script. */
export type PickedPoint = { imageId: string; x: number; y: number };
/** A refused feedback form: `target` names the form, so its message shows beside it. */
export type FeedbackRefusal = {
  target: string;
  message: string;
  body?: string;
  x?: number;
  y?: number;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The rounds of renders with their pinned comments, as the customer and staff both see them:
 * the chosen round (the newest by default), links to older ones, the pins carried over, and
 * for each image its picker, markers, threads and, on request, a comparison with an older version.
 */
export function FeedbackRounds({
  rounds,
  selected,
  compareId,
  pick,
  refusal,
  staff = false,
}: {
  rounds: Round[];
  selected?: number;
  compareId?: string;
  pick?: PickedPoint;
  refusal?: FeedbackRefusal;
  staff?: boolean;
}) {
  if (!rounds.length)
    return (
      <p className="text-muted-foreground">{staff ? feedbackAdminCopy.noRounds : copy.noRounds}</p>
    );
  const round = rounds.find((candidate) => candidate.number === selected) ?? rounds[0]!;
  const isLatest = round === rounds[0];
  const carried = isLatest
    ? rounds
        .slice(1)
        .flatMap((older) =>
          older.images.flatMap((image) =>
            image.pins
              .filter((pin) => !pin.resolved)
              .map((pin) => ({ round: older.number, title: image.title, pin })),
          ),
        )
    : [];
  return (
    <div className="space-y-10">
      <nav aria-label={copy.roundsNav}>
        <ul className="flex flex-wrap gap-2">
          {rounds.map((candidate, index) => (
            <li key={candidate.number}>
              <Link
                to={`?runde=${candidate.number}`}
                preventScrollReset
                aria-current={candidate === round ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-1 text-sm",
                  candidate === round ? "border-primary text-primary" : "hover:border-primary",
                )}
              >
                {copy.roundLabel(candidate.number)}
                {index === 0 ? ` (${copy.latest})` : ""}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className="text-2xl">{copy.roundLabel(round.number)}</h3>
      {carried.length ? (
        <section aria-labelledby="uloste-tittel" className="rounded-lg border p-4">
          <h4 id="uloste-tittel" className="text-lg">
            {copy.carriedOver.heading}
          </h4>
          <ul className="mt-2 space-y-2 text-sm">
            {carried.map(({ round: number, title, pin }) => (
              <li key={pin.id}>
                <Link
                  to={`?runde=${number}#punkt-${pin.id}`}
                  className="text-primary hover:underline"
                >
                  {copy.carriedOver.item(number, title, pin.number)}
                </Link>
                : {pin.comments[0]?.body}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {round.images.map((image) => {
        const older = rounds
          .filter((candidate) => candidate.number < round.number)
          .flatMap((candidate) =>
            candidate.images
              .filter((other) => other.title === image.title)
              .map((other) => ({ round: candidate.number, image: other })),
          );
        const comparing = older.find((version) => version.image.id === compareId);
        return (
          <FeedbackImage
            key={image.id}
            image={image}
            roundNumber={round.number}
            older={older}
            comparing={comparing}
            pick={pick?.imageId === image.id ? pick : undefined}
            refusal={refusal}
            staff={staff}
          />
        );
      })}
    </div>
  );
}

function FeedbackImage({
  image,
  roundNumber,
  older,
  comparing,
  pick,
  refusal,
  staff,
}: {
  image: Image;
  roundNumber: number;
  older: { round: number; image: Image }[];
  comparing?: { round: number; image: Image };
  pick?: PickedPoint;
  refusal?: FeedbackRefusal;
  staff: boolean;
}) {
  const hydrated = useHydrated();
  const pinRefusal = refusal?.target === `pin:${image.id}` ? refusal : undefined;
  const initial =
    pick ??
    (pinRefusal && pinRefusal.x !== undefined && pinRefusal.y !== undefined
      ? { x: pinRefusal.x, y: pinRefusal.y }
      : undefined);
  const [point, setPoint] = useState(initial);
  const [active, setActive] = useState<string>();
  // A saved comment closes its form; the focus goes to its thread.
  const saved = useResetAfterSend({ fields: { intent: "pin", imageId: image.id } }).key;
  useEffect(() => {
    if (saved) setPoint(undefined);
  }, [saved]);
  const headingId = `bilde-${image.id}-tittel`;
  const nextNumber = Math.max(0, ...image.pins.map((pin) => pin.number)) + 1;

  // With script the click stays on the page; the keyboard's "click" has no position, so it
  // puts the point in the middle, from where the customer can click again. The picker's size
  // follows the browser's scripting, not hydration, so nothing below it moves when the code
  // starts; until then it takes no clicks, as the server could not scale them (decision 125).
  const pickWithScript = (event: MouseEvent<HTMLInputElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const keyboard = event.detail === 0;
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    setPoint({
      x: keyboard ? 0.5 : clamp((event.clientX - box.left) / box.width),
      y: keyboard ? 0.5 : clamp((event.clientY - box.top) / box.height),
    });
  };

  return (
    <section id={`bilde-${image.id}`} aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h4 id={headingId} className="text-xl">
          {image.title}
        </h4>
        {older.length ? (
          <ul className="flex flex-wrap gap-3 text-sm">
            {older.map((version) => (
              <li key={version.image.id}>
                <Link
                  to={`?runde=${roundNumber}&sammenlign=${version.image.id}#bilde-${image.id}`}
                  preventScrollReset
                  className="text-primary hover:underline"
                >
                  {copy.compare.link(version.round)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {comparing ? (
        <Comparison
          title={image.title}
          older={comparing}
          newer={{ round: roundNumber, image }}
          closeTo={`?runde=${roundNumber}#bilde-${image.id}`}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="noscript:overflow-x-auto">
          <p className="mb-2 text-sm text-muted-foreground">{copy.pickHint}</p>
          <Form method="post" preventScrollReset className="relative noscript:inline-block">
            <input type="hidden" name="intent" value="pick" />
            <input type="hidden" name="imageId" value={image.id} />
            <input
              type="image"
              name="spot"
              src={image.url}
              alt={copy.pickAlt(image.title)}
              width={image.pick.width}
              height={image.pick.height}
              onClick={pickWithScript}
              className="block cursor-crosshair rounded-md script:h-auto script:w-full noscript:max-w-none before-hydration:pointer-events-none"
            />
            {image.pins.map((pin) => (
              <a
                key={pin.id}
                href={`#punkt-${pin.id}`}
                data-pin={pin.number}
                onMouseEnter={() => setActive(pin.id)}
                onMouseLeave={() => setActive(undefined)}
                onFocus={() => setActive(pin.id)}
                onBlur={() => setActive(undefined)}
                style={{ left: percent(pin.x), top: percent(pin.y) }}
                className={cn(
                  "absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-sm font-semibold shadow",
                  pin.resolved
                    ? "bg-muted text-muted-foreground opacity-70"
                    : "bg-primary text-primary-foreground",
                  active === pin.id && "scale-125 ring-4 ring-primary/50",
                )}
              >
                <span className="sr-only">{copy.pinLabel(pin.number)}</span>
                <span aria-hidden>{pin.number}</span>
              </a>
            ))}
            {point ? (
              <span
                aria-hidden
                data-new-pin
                style={{ left: percent(point.x), top: percent(point.y) }}
                className="pointer-events-none absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-dashed border-primary bg-background/80 text-sm font-semibold"
              >
                {nextNumber}
              </span>
            ) : null}
          </Form>
          {pinRefusal && !point ? <FormError message={pinRefusal.message} focus /> : null}
        </div>
        <div className="space-y-4">
          {point ? (
            <NewPinForm
              key={`${point.x}:${point.y}`}
              imageId={image.id}
              number={nextNumber}
              point={point}
              refusal={pinRefusal}
              onCancel={hydrated ? () => setPoint(undefined) : undefined}
            />
          ) : null}
          <h5 className="text-lg">{copy.pinsHeading}</h5>
          {image.pins.length ? (
            <ol className="space-y-3">
              {image.pins.map((pin) => (
                <PinThread
                  key={pin.id}
                  pin={pin}
                  active={active === pin.id}
                  onActive={setActive}
                  refusal={refusal?.target === `reply:${pin.id}` ? refusal : undefined}
                  staff={staff}
                />
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">{copy.noPins}</p>
          )}
        </div>
      </div>
    </section>
  );
}
