import { createRemixRequest } from "@remix-run/express";
import {
  type AppLoadContext,
  createRequestHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { bufferedBodyOf } from "./form-body.server";

type RemixHandlerOptions = {
  build: () => Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: ExpressRequest) => AppLoadContext;
};

/**
 * @remix-run/express's handler with two changes: a body guardFormBodies already read is
 * handed to Remix, and a header the route sets replaces the site-wide default of the same
 * name instead of being sent twice (a capability page's `no-referrer`, a download's own
 * policy).
 */
export function createRemixHandler({ build, mode, getLoadContext }: RemixHandlerOptions): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handleRequest(remixRequest(req, res), getLoadContext(req));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function remixRequest(req: ExpressRequest, res: ExpressResponse) {
  const request = createRemixRequest(req, res);
  const body = bufferedBodyOf(req);
  return body ? new Request(request, { body, duplex: "half" } as RequestInit) : request;
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
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
