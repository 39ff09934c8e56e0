import { Agent, get, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip, gzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRemixHandler } from "./remix-handler.server";
import { uploadRoute } from "./upload-route";
import { guardFormBodies } from "./security/form-body.server";

/*
 * Each test pins one thing @remix-run/express's handler does differently (decision 117),
 * so swapping it back in fails here first.
 */

/** A Remix build with four routes and a document entry that answers with the action's data. */
const build = {
  mode: "production",
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { actionData: unknown } },
      ) => {
        headers.set("Content-Type", "application/json");
        return new Response(JSON.stringify(context.staticHandlerContext.actionData), {
          status,
          headers,
        });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/skjema": {
      id: "routes/skjema",
      parentId: "root",
      path: "skjema",
      module: {
        default: () => null,
        action: async ({ request }: { request: Request }) => ({
          navn: (await request.formData()).get("navn"),
        }),
      },
    },
    "routes/kontakt": {
      id: "routes/kontakt",
      parentId: "root",
      path: "kontakt",
      // Refuses the upload before reading it, as the real form does at its first bad file.
      module: {
        handle: uploadRoute,
        action: () => new Response("Filen er for stor.", { status: 413 }),
      },
    },
    "routes/side": {
      id: "routes/side",
      parentId: "root",
      path: "side",
      // A page streamed as React streams one: many small pieces at once, then a pause.
      module: {
        loader: () => new Response(streamedPage(), { headers: { "Content-Type": "text/html" } }),
      },
    },
    "routes/prosjekt": {
      id: "routes/prosjekt",
      parentId: "root",
      path: "prosjekt",
      module: {
        loader: () => new Response("side", { headers: { "Referrer-Policy": "no-referrer" } }),
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const piece = `<p>${"Visualisering av nye boliger i Bergen. ".repeat(12)}</p>\n`;
const piecesBeforePause = 200;
let endPage = () => {};

function streamedPage() {
  const bytes = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < piecesBeforePause; i++) controller.enqueue(bytes.encode(piece));
      await new Promise<void>((resolve) => (endPage = resolve));
      controller.enqueue(bytes.encode("<footer>slutt</footer>"));
      controller.close();
    },
  });
}

let base = "";
let close: () => void;
let connections = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    next();
  });
  app.all(
    "*",
    guardFormBodies({ build }),
    createRemixHandler({
      build: async () => build,
      mode: "production",
      getLoadContext: () => ({ clientIp: "127.0.0.1" }),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  server.on("connection", () => (connections += 1));
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("the Remix handler", () => {
  test("hands the action the form guardFormBodies already read and checked", async () => {
    const response = await fetch(`${base}/skjema`, form({ navn: "Kari Nordmann æøå" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ "routes/skjema": { navn: "Kari Nordmann æøå" } });
  });

  test("lets a post through whose Origin the same-origin guard has already accepted", async () => {
    // Behind a proxy the site's own origin differs from the Host the server sees.
    const post = form({ navn: "Ola" });
    const response = await fetch(`${base}/skjema`, {
      ...post,
      headers: { ...post.headers, Origin: "https://digitalepoteter.example" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ "routes/skjema": { navn: "Ola" } });
  });

  test("a header the route sets replaces the site-wide one instead of joining it", async () => {
    const response = await fetch(`${base}/prosjekt`);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    await response.arrayBuffer();
  });

  test("compresses a streamed page in large blocks, and flushes when the stream pauses", async () => {
    const compressed: Buffer[] = [];
    let text = "";
    await new Promise<void>((resolve, reject) => {
      get(`${base}/side`, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
        const gunzip = createGunzip();
        response.on("data", (chunk: Buffer) => compressed.push(chunk)).pipe(gunzip);
        gunzip.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          // All that was ready before the pause has arrived while the stream still waits.
          if (text.length === piece.length * piecesBeforePause) endPage();
        });
        gunzip.once("end", resolve).once("error", reject);
      }).once("error", reject);
    });
    expect(text.endsWith("<footer>slutt</footer>")).toBe(true);
    // Flushed after every piece, gzip came to several times this.
    const oneGo = gzipSync(text).length;
    expect(Buffer.concat(compressed).length).toBeLessThan(oneGo * 1.5);
  });

  test("after an upload refused unread, the same connection carries the next request", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          `${base}${path}`,
          {
            method,
            agent,
            headers: body ? { "Content-Type": "multipart/form-data; boundary=x" } : {},
          },
          (response) => {
            response.resume();
            response.once("end", () => resolve(response.statusCode!));
          },
        ).once("error", reject);
        request.end(body);
      });
    const before = connections;
    try {
      expect(await send("POST", "/kontakt", Buffer.alloc(16 * 1024 * 1024, "a"))).toBe(413);
      expect(await send("GET", "/prosjekt")).toBe(200);
      // Left on the socket, the rest of the upload would hold it until the keep-alive
      // timeout closed it, and the next request would wait for a new connection.
      expect(connections - before).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});
