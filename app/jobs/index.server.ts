import { log } from "~/observability/index.server";

type PeriodicJobOptions = {
  /** Says what failed in the log, as "<name> feilet: …". */
  name: string;
  /** The pause between the end of one run and the start of the next. */
  intervalMs: number;
  run: () => Promise<unknown>;
};

/**
 * Runs `run` now and then again `intervalMs` after each run ends, in this process, so two
 * runs never overlap. A failed run is logged here, once, and the next run comes as usual.
 * Returns a stop function that waits for a run in progress, for a graceful shutdown.
 */
export function startPeriodicJob({ name, intervalMs, run }: PeriodicJobOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = run()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: name }, `${name} feilet`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return async function stop() {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
