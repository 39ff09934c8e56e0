import { type AppLoadContext, createRequestHandler, type ServerBuild } from "@remix-run/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { bufferedBodyOf } from "./security/form-body.server";

type RemixHandlerOptions = {
  /**
   * The build itself in production. Given a function, Remix derives its routes and static
   * handler again on every request, which is right only for Vite's changing dev build.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest) => AppLoadContext;
};

/**
 * @remix-run/express's handler with five changes (decision 117, each pinned by a test): a
 * body guardFormBodies already read is handed to Remix; Origin is left out, because
 * rejectCrossSiteWrites has judged it already (Remix's own check would turn the exempt
 * one-click unsubscribe, or an unparsable Origin, into a 500); a header the route sets
 * replaces the site-wide default of the same name instead of being sent twice (a capability
 * page's `no-referrer`); a streamed page is compressed in large blocks (writeBody); and
 * whatever body the action left unread is read and dropped, for at most MAX_DISCARD_MS, so
 * the keep-alive connection can carry the next request and an early answer (a form refused
 * as spam or over its limit) reaches the client.
 */
export function createRemixHandler({
  build,
  mode,
  getLoadContext,
}: RemixHandlerOptions): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    const body = requestBody(req);
    try {
      const response = await handleRequest(
        remixRequest(req, res, body.stream),
        getLoadContext(req),
      );
      body.discardRest(res);
      await sendResponse(res, response);
    } catch (error) {
      body.discardRest(res);
      next(error);
    }
  };
}

/** The web Request Remix reads; aborted when the client goes away before the answer is sent. */
function remixRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: ReadableStream<Uint8Array> | null,
) {
  const url = new URL(req.originalUrl, `${req.protocol}://${requestHost(req)}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "origin") continue;
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (body) {
    init.body = body;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** How long a body the action left unread is read and dropped before the connection is cut. */
const MAX_DISCARD_MS = 10_000;

/**
 * The request body as a web stream, with backpressure. An action that stops reading early
 * (a form refused at its first bad file) would otherwise leave the rest on the socket, and
 * the connection would hang until its keep-alive timeout reset it.
 */
function requestBody(req: ExpressRequest) {
  const nothingLeft = { discardRest: (_res: ExpressResponse) => undefined };
  if (req.method === "GET" || req.method === "HEAD") return { stream: null, ...nothingLeft };
  const buffered = bufferedBodyOf(req);
  if (buffered) return { stream: new Blob([buffered]).stream(), ...nothingLeft };
  let open = true;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    if (!open) return;
    // A view, not a copy: Node hands each socket read over once and never reuses its memory.
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        req.on("data", onData);
        req.once("end", () => open && ((open = false), controller.close()));
        req.once("error", (error) => open && ((open = false), controller.error(error)));
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    discardRest(res: ExpressResponse) {
      if (req.complete) return;
      open = false;
      // Closing with unread bytes makes the kernel reset the connection, and the reset can
      // take the answer with it before the client has read it (a refused upload then showed a
      // network error instead of its message). So the rest is read and dropped, for a while,
      // from when the answer has gone: until then the client waits, as it did while the
      // action read, and the answer is in its hands before it can send much more.
      res.once("finish", () => {
        req.resume();
        const cutOff = setTimeout(() => req.destroy(), MAX_DISCARD_MS);
        cutOff.unref();
        req.once("close", () => clearTimeout(cutOff));
      });
    },
  };
}

/** Like @remix-run/express: the hostname as "trust proxy" allows, with the port the client used. */
function requestHost(req: ExpressRequest) {
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  return port ? `${req.hostname}:${port}` : req.hostname;
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  const routeHeaders = new Set<string>();
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || routeHeaders.has(name)) res.append(name, value);
    else res.setHeader(name, value);
    routeHeaders.add(name);
  }
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * Like @remix-run/node's writeReadableStreamToWritable, which flushes the compressor after
 * every chunk: React writes a page in pieces of half a kilobyte, and a compressed block for
 * each made the home page 44 kB in gzip instead of 25. Here the compressor is flushed only
 * when the renderer pauses (nothing more is ready by the event loop's next turn), so a part
 * that waits for data still lets the browser have everything before it at once.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse) {
  const reader = body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  try {
    let next = reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) return void res.end();
      res.write(value);
      next = reader.read();
      if (!(await settlesThisTurn(next))) flushable.flush?.();
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
    throw error;
  }
}

function settlesThisTurn(promise: Promise<unknown>) {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setImmediate(resolve, false)),
  ]);
}
