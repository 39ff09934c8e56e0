import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { log } from "~/observability/index.server";

export type BodyRateFloor = { minBytesPerSecond: number; windowSeconds: number };

class SlowBodyError extends Error {
  override name = "SlowBodyError";
}

/**
 * Cuts the connection of a request whose body arrives slower than `minBytesPerSecond`,
 * averaged over each `windowSeconds` the server spent reading it (decision 182). Unchecked, a
 * client trickling an upload held its connection and its half-written file until the request
 * timeout. The clock runs only while the body is being read: while the server holds it back
 * (storage busy, the action not reading yet) the client is not to blame.
 */
export function cutSlowBodies(floor: BodyRateFloor): RequestHandler {
  return (req, _res, next) => {
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"]) {
      watchBodyRate(req, floor);
    }
    next();
  };
}

function watchBodyRate(req: IncomingMessage, { minBytesPerSecond, windowSeconds }: BodyRateFloor) {
  const { socket } = req;
  const windowMs = windowSeconds * 1000;
  // Bytes as the socket counts them: a listener for the body's chunks would set it flowing.
  let bytesBefore = socket.bytesRead;
  let readingMs = 0;
  let readingSince = 0;
  let flowing = false;
  let judging = false;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;

  const startClock = () => {
    readingSince = performance.now();
    timer = setTimeout(windowFull, windowMs - readingMs);
  };
  const stopClock = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    readingMs += performance.now() - readingSince;
  };
  const windowFull = () => {
    timer = undefined;
    judging = true;
    // Judged after the event loop has read what came in meanwhile: a server held up by other
    // work has not looked at the socket, and the client must not pay for that.
    setImmediate(judge);
  };
  const judge = () => {
    judging = false;
    if (finished) return;
    const arrived = socket.bytesRead - bytesBefore;
    if (arrived < minBytesPerSecond * windowSeconds) return cut(arrived);
    bytesBefore = socket.bytesRead;
    readingMs = 0;
    if (flowing) startClock();
  };
  const resumed = () => {
    flowing = true;
    if (!timer && !judging) startClock();
  };
  const paused = () => {
    flowing = false;
    stopClock();
  };
  const done = () => {
    finished = true;
    stopClock();
    req.off("resume", resumed).off("pause", paused);
  };
  const cut = (arrived: number) => {
    done();
    log.warn(
      {
        requestId: req.headers["x-request-id"],
        bytesPerSecond: Math.round(arrived / windowSeconds),
      },
      "Skjemaet kom for sakte og ble avbrutt",
    );
    req.destroy(new SlowBodyError("skjemaet kom for sakte"));
  };
  req.on("resume", resumed).on("pause", paused).once("end", done).once("close", done);
}
