import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRemixHandler } from "../remix-handler.server";
import { uploadRoute } from "../upload-route";
import { guardFormBodies } from "./form-body.server";
import { cutSlowBodies } from "./slow-bodies.server";

/** The floor, scaled down: 20 kB/s averaged over each half second of reading. */
const floor = { minBytesPerSecond: 20_000, windowSeconds: 0.5 };

/** How the last upload action ended: the bytes it read, or the error its read ended with. */
let lastUpload: Promise<number> = Promise.resolve(0);
/** How long the upload action leaves the body unread first, as when storage is slow. */
let holdMs = 0;

async function readAll(body: ReadableStream<Uint8Array>) {
  if (holdMs) await delay(holdMs);
  const reader = body.getReader();
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
  }
  return bytes;
}

const build = {
  mode: "production",
  entry: { module: { default: () => new Response("side") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/opplasting": {
      id: "routes/opplasting",
      parentId: "root",
      path: "opplasting",
      module: {
        handle: uploadRoute,
        action: async ({ request }: { request: Request }) => {
          lastUpload = readAll(request.body!);
          return new Response(await lastUpload.then(String, () => "avbrutt"));
        },
      },
    },
    "routes/skjema": {
      id: "routes/skjema",
      parentId: "root",
      path: "skjema",
      module: {
        action: async ({ request }: { request: Request }) =>
          new Response(String((await request.formData()).get("navn"))),
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

let port = 0;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(cutSlowBodies(floor));
  app.all(
    "*",
    guardFormBodies({ build }),
    createRemixHandler({
      build,
      mode: "production",
      getLoadContext: () => ({ clientIp: "127.0.0.1" }),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

type Sent = { status: number; text: string } | { cutAfterBytes: number };

/**
 * Posts `chunks` pieces of `chunkBytes`, one every `everyMs`, and says whether the server
 * answered or cut the connection (and after how many bytes were handed to the socket).
 */
function trickle(
  path: string,
  contentType: string,
  { chunks, chunkBytes, everyMs }: { chunks: number; chunkBytes: number; everyMs: number },
) {
  return new Promise<Sent>((resolve) => {
    let written = 0;
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method: "POST", headers: { "Content-Type": contentType } },
      (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.once("end", () => resolve({ status: response.statusCode!, text }));
        response.once("error", () => resolve({ cutAfterBytes: written }));
      },
    );
    request.once("error", () => resolve({ cutAfterBytes: written }));
    void (async () => {
      for (let index = 0; index < chunks && !request.destroyed; index++) {
        request.write(Buffer.alloc(chunkBytes, 0x61));
        written += chunkBytes;
        if (everyMs) await delay(everyMs);
      }
      if (!request.destroyed) request.end();
    })();
  });
}

const multipart = "multipart/form-data; boundary=grense";
const form = "application/x-www-form-urlencoded";

describe("a body slower than the floor", () => {
  test("an upload trickling at 2 kB/s is cut after its first window, and its action's read fails", async () => {
    const sent = await trickle("/opplasting", multipart, {
      chunks: 400,
      chunkBytes: 200,
      everyMs: 100,
    });
    expect(sent).toEqual({ cutAfterBytes: expect.any(Number) });
    // Cut within a few windows, long before the 80 kB were sent.
    expect((sent as { cutAfterBytes: number }).cutAfterBytes).toBeLessThan(20_000);
    await expect(lastUpload).rejects.toThrow();
  });

  test("a form without files trickling to the guard is cut as well", async () => {
    const sent = await trickle("/skjema", form, { chunks: 400, chunkBytes: 200, everyMs: 100 });
    expect(sent).toEqual({ cutAfterBytes: expect.any(Number) });
  });
});

describe("a body at or above the floor", () => {
  test("an upload at 200 kB/s over four windows is read to the end", async () => {
    const sent = await trickle("/opplasting", multipart, {
      chunks: 20,
      chunkBytes: 20_000,
      everyMs: 100,
    });
    expect(sent).toEqual({ status: 200, text: "400000" });
  });

  test("a fast upload the server leaves unread for three windows is not blamed for the wait", async () => {
    holdMs = 1_500;
    try {
      const sent = await trickle("/opplasting", multipart, {
        chunks: 100,
        chunkBytes: 64 * 1024,
        everyMs: 0,
      });
      expect(sent).toEqual({ status: 200, text: String(100 * 64 * 1024) });
    } finally {
      holdMs = 0;
    }
  });
});
