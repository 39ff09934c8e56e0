import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { uploadRoute } from "../upload-route";
import { bufferedBodyOf, guardFormBodies } from "./form-body.server";

/** The site's shapes of route: a pathless layout with the home index, a page, nested admin pages. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/_marketing+/_layout": {
      id: "routes/_marketing+/_layout",
      parentId: "root",
      module: {},
    },
    "routes/_marketing+/_index": {
      id: "routes/_marketing+/_index",
      parentId: "routes/_marketing+/_layout",
      index: true,
      module: { handle: uploadRoute },
    },
    "routes/_marketing+/kontakt": {
      id: "routes/_marketing+/kontakt",
      parentId: "routes/_marketing+/_layout",
      path: "kontakt",
      module: { handle: uploadRoute },
    },
    "routes/nyhetsbrev": {
      id: "routes/nyhetsbrev",
      parentId: "root",
      path: "nyhetsbrev",
      module: {},
    },
    "routes/admin+/_layout": {
      id: "routes/admin+/_layout",
      parentId: "root",
      path: "admin",
      module: {},
    },
    "routes/admin+/prosjekter.$id": {
      id: "routes/admin+/prosjekter.$id",
      parentId: "routes/admin+/_layout",
      path: "prosjekter/:id",
      module: { handle: uploadRoute },
    },
  },
} as unknown as ServerBuild;

let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.all("*", guardFormBodies({ build }), (req, res) => {
    const buffered = bufferedBodyOf(req);
    if (buffered) return void res.json({ read: "guard", bytes: buffered.length });
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.once("end", () => res.json({ read: "action", bytes }));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const SIX_MB = 6 * 1024 * 1024;

/** A form with one text field and a 6 MB picture, as a browser posts it. */
function bigForm() {
  const form = new FormData();
  form.set("alt", "Stue mot sjøen");
  form.set("image", new Blob([new Uint8Array(SIX_MB)], { type: "image/png" }), "stue.png");
  return form;
}

async function post(path: string, body: FormData | URLSearchParams) {
  const response = await fetch(`${base}${path}`, { method: "POST", body });
  const text = await response.text();
  return { status: response.status, text };
}

describe("the form-body guard", () => {
  test.each([
    "/kontakt",
    "/kontakt.data",
    "/admin/prosjekter/abc123?opplasting=bilde",
    "/admin/prosjekter/abc123.data?opplasting=bilde",
    "/?index",
    "/_root.data?index",
  ])("lets a 6 MB form to %s, whose route declares uploadRoute, stream on unread", async (path) => {
    const { status, text } = await post(path, bigForm());
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ read: "action" });
    expect(JSON.parse(text).bytes).toBeGreaterThan(SIX_MB);
  });

  test.each(["/nyhetsbrev", "/", "/admin", "/finnes-ikke"])(
    "refuses the same form to %s, whose action reads no files, with 413",
    async (path) => {
      expect(await post(path, bigForm())).toEqual({
        status: 413,
        text: "Skjemaet er for stort.",
      });
    },
  );

  test("still reads and caps an upload route's urlencoded forms, which carry no files", async () => {
    const huge = new URLSearchParams({ intent: "alt", alt: "a".repeat(300 * 1024) });
    expect((await post("/kontakt", huge)).status).toBe(413);
    const small = await post("/kontakt", new URLSearchParams({ intent: "alt", alt: "Stue" }));
    expect(JSON.parse(small.text)).toMatchObject({ read: "guard" });
  });
});
