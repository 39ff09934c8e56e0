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
  let waitedMs = 0;
  let waitingSince = 0;
  let timer: NodeJS.Timeout | undefined;

  const reading = () => {
    if (timer) return;
    waitingSince = performance.now();
    timer = setTimeout(windowEnds, windowMs - waitedMs);
  };
  const held = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    waitedMs += performance.now() - waitingSince;
  };
  const windowEnds = () => {
    timer = undefined;
    waitedMs = 0;
    const arrived = socket.bytesRead - bytesBefore;
    if (arrived < minBytesPerSecond * windowSeconds) return cut(arrived);
    bytesBefore = socket.bytesRead;
    reading();
  };
  const done = () => {
    held();
    req.off("resume", reading).off("pause", held);
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
  req.on("resume", reading).on("pause", held).once("end", done).once("close", done);
}
