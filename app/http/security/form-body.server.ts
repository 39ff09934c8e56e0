import type { ServerBuild } from "@remix-run/node";
import type { Request, RequestHandler } from "express";
import { isUploadRoute } from "../upload-route";
import { actionRouteOf } from "./action-route.server";

/** The largest non-upload form this site takes; a long campaign text fits many times over. */
const MAX_FORM_BYTES = 256 * 1024;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
const bodylessMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** A one-click unsubscribe carries no form the action reads, and mail clients vary. */
const untypedRoutes = [/^\/newsletter\/unsubscribe$/];

const bodyRefusals = {
  tooLarge: "Skjemaet er for stort.",
  wrongType: "Skjemaet må sendes som et vanlig nettskjema.",
  malformed: "Skjemaet kunne ikke leses.",
} as const;

const bufferedBodies = new WeakMap<Request, Uint8Array<ArrayBuffer>>();

/** The body guardFormBodies read and checked, for the Remix request; undefined for uploads. */
export function bufferedBodyOf(req: Request) {
  return bufferedBodies.get(req);
}

type GuardOptions = {
  /** The Remix build, to find the route whose action a post runs; a function under Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
};

/**
 * Every state-changing request must be a form (decision 092). A multipart form posted to a
 * route whose `handle` is `uploadRoute` streams on to its action, which caps its parts, fields
 * and files as it reads them (decision 180); every other body is read here up to
 * MAX_FORM_BYTES and parsed once, so an action never meets a body it cannot read and a broken
 * form is a 400, not a 500.
 */
export function guardFormBodies({ build }: GuardOptions): RequestHandler {
  const streamsToAction = async (req: Request) => {
    const route = actionRouteOf(
      typeof build === "function" ? await build() : build,
      routePath(req.path),
      queryOf(req.originalUrl),
    );
    return isUploadRoute(route?.module.handle);
  };
  return async (req, res, next) => {
    if (bodylessMethods.has(req.method)) return next();
    const route = routePath(req.path);
    const contentType = req.get("content-type") ?? "";
    const refuse = (status: number, text: string) =>
      res.status(status).type("text/plain; charset=utf-8").send(text);

    if (!formTypes.has(mediaType(contentType)) && !untypedRoutes.some((r) => r.test(route))) {
      return refuse(415, bodyRefusals.wrongType);
    }
    if (mediaType(contentType) === "multipart/form-data") {
      try {
        if (await streamsToAction(req)) return next();
      } catch (error) {
        // Only Vite's build can fail to load; the error page says why.
        return next(error);
      }
    }
    if (Number(req.get("content-length")) > MAX_FORM_BYTES) {
      return refuse(413, bodyRefusals.tooLarge);
    }
    const body = await readUpTo(req, MAX_FORM_BYTES);
    if (body === "aborted") return;
    if (body === "too-large") return refuse(413, bodyRefusals.tooLarge);
    if (
      mediaType(contentType) === "multipart/form-data" &&
      !(await parsesAsForm(body, contentType))
    ) {
      return refuse(400, bodyRefusals.malformed);
    }
    bufferedBodies.set(req, new Uint8Array(body));
    next();
  };
}

/** The route a request is for, whether a document request or Remix's `.data` fetch. */
function routePath(path: string) {
  return path.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
}

function queryOf(url: string) {
  const start = url.indexOf("?");
  return start === -1 ? "" : url.slice(start);
}

function mediaType(contentType: string) {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

async function parsesAsForm(body: Buffer, contentType: string) {
  try {
    await new Response(new Uint8Array(body), {
      headers: { "Content-Type": contentType },
    }).formData();
    return true;
  } catch {
    return false;
  }
}

/**
 * Collects the body until the limit. Past it, the listener lets go and Node discards the
 * rest while the 413 is sent, so the client still reads the answer.
 */
function readUpTo(req: Request, limit: number) {
  return new Promise<Buffer | "too-large" | "aborted">((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "too-large" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("close", onClose).off("error", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onClose = () => finish("aborted");
    req.on("data", onData).once("end", onEnd).once("close", onClose).once("error", onClose);
  });
}
