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
 * Each ended run is logged at debug level: a test waits on it to know that a run which could
 * have done something (a second send) has come and gone (decision 206).
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
        log.debug({ job: name }, `${name} kjørt`);
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
