import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { log } from "~/observability/index.server";
import { startPeriodicJob } from "./index.server";

/** A job whose runs end only when the test says so. */
function jobWithHeldRuns(intervalMs = 1000) {
  const runs: { finish: () => void; fail: (error: unknown) => void }[] = [];
  const run = vi.fn(() => new Promise<void>((finish, fail) => void runs.push({ finish, fail })));
  const stop = startPeriodicJob({ name: "E-postkøen", intervalMs, run });
  return { run, runs, stop };
}

describe("startPeriodicJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test("runs at once, then an interval after each run ends, never two at a time", async () => {
    const { run, runs, stop } = jobWithHeldRuns(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    runs[1]!.finish();
    await stop();
  });

  test("a failed run is logged once under the job's name, and the next run comes as usual", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const { run, runs, stop } = jobWithHeldRuns(1000);
    const failure = new Error("SMTP-tjeneren svarer ikke");
    runs[0]!.fail(failure);
    await vi.advanceTimersByTimeAsync(1000);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ err: failure, job: "E-postkøen" }, "E-postkøen feilet");
    expect(run).toHaveBeenCalledTimes(2);
    runs[1]!.finish();
    await stop();
  });

  test("each ended run, failed or not, is logged at debug level: what tests wait on", async () => {
    const ended = vi.spyOn(log, "debug").mockImplementation(() => undefined);
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const { runs, stop } = jobWithHeldRuns(1000);
    expect(ended).not.toHaveBeenCalled();
    runs[0]!.fail(new Error("SMTP-tjeneren svarer ikke"));
    await vi.advanceTimersByTimeAsync(1000);
    runs[1]!.finish();
    await stop();
    expect(ended.mock.calls).toEqual([
      [{ job: "E-postkøen" }, "E-postkøen kjørt"],
      [{ job: "E-postkøen" }, "E-postkøen kjørt"],
    ]);
  });

  test("stop waits for the run in progress, and no run starts after it", async () => {
    const { run, runs, stop } = jobWithHeldRuns(1000);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    runs[0]!.finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("stop between runs cancels the next one at once", async () => {
    const { run, runs, stop } = jobWithHeldRuns(1000);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(500);
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
