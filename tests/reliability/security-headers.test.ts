import { Agent, request as httpRequest } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { enquiryForm, fetchFormToken, pdfBytes, sendEnquiry, waitFor } from "./support/forms";
import { type RunningServer, startProductionServer } from "./support/production-server";

let server: RunningServer;
let capture: Awaited<ReturnType<typeof startSendgridCapture>>;

beforeAll(async () => {
  capture = await startSendgridCapture();
  server = await startProductionServer({
    env: {
      SENDGRID_API_KEY: "SG.reliability",
      SENDGRID_API_URL: capture.url,
      // The HTTPS tests play a TLS-terminating proxy on loopback.
      TRUST_PROXY: "loopback",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await capture?.stop();
});

function expectSiteHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("permissions-policy")).toContain("geolocation=()");
  const policy = headers.get("content-security-policy") ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  return policy;
}

describe("sikkerhetshoder", () => {
  it("a page allows only scripts carrying this response's nonce, and every inline script carries it", async () => {
    // Query strings keep both out of the public page cache, so each is a fresh render.
    const [first, second] = await Promise.all([
      fetch(`${server.url}/?forste`),
      fetch(`${server.url}/?andre`),
    ]);
    const policy = expectSiteHeaders(first.headers);
    const nonce = policy.match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com https://www.youtube.com");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    await second.arrayBuffer();
  });

  it("a built asset carries nosniff and its cache policy, not the document policies", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const documentOnly of ["content-security-policy", "permissions-policy", "etag"]) {
      expect(response.headers.get(documentOnly)).toBeNull();
    }
    await response.arrayBuffer();
  });

  it("a missing asset is a plain 404, never a page", async () => {
    const response = await fetch(`${server.url}/assets/finnes-ikke-${Date.now()}.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("Fant ikke filen.");
  });

  it("the service worker keeps the site's policy, which governs what it fetches", async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expectSiteHeaders(response.headers);
    await response.arrayBuffer();
  });

  it("a built script is sent as the build compressed it: brotli where accepted, else gzip", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/shell-[\w-]+\.js/)?.[0];
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        httpRequest(`${server.url}${asset}`, { headers: { "Accept-Encoding": acceptEncoding } })
          .once("response", async (res) => {
            const chunks: Buffer[] = [];
            for await (const chunk of res) chunks.push(chunk as Buffer);
            resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) });
          })
          .once("error", reject)
          .end();
      });
    const [plain, brotli, gzip] = await Promise.all([
      fetchRaw("identity"),
      fetchRaw("gzip, deflate, br, zstd"),
      fetchRaw("gzip"),
    ]);
    expect(plain.encoding).toBeUndefined();
    expect(brotli.encoding).toBe("br");
    expect(gzip.encoding).toBe("gzip");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // The highest brotli quality, not the compression middleware's quick one (decision 171).
    const quick = brotliCompressSync(plain.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(brotli.body.length).toBeLessThan(quick.length * 0.95);
  });

  it("an error page gets them too", async () => {
    const response = await fetch(`${server.url}/finnes-ikke-${Date.now()}`);
    expect(response.status).toBe(404);
    expectSiteHeaders(response.headers);
    expect(await response.text()).toContain("<html");
  });

  it("an uploaded file is a download with its stored type, never a page", async () => {
    const token = await fetchFormToken(server.url);
    const form = enquiryForm(token, 1, [{ name: "tegning.pdf", bytes: pdfBytes(2048) }]);
    expect((await sendEnquiry(server.url, form)).status).toBe(303);
    const mail = await waitFor("e-posten til de ansatte", async () => capture.requests[0]);
    const text = (mail.body as { content: { type: string; value: string }[] }).content.find(
      (part) => part.type === "text/plain",
    )!.value;
    const link = text.match(/http:\/\/\S+\/filer\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const response = await fetch(link!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="tegning\.pdf"/,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });

  it("a page from the cache, answered before the app, has the same headers and its own nonce", async () => {
    await (await fetch(`${server.url}/tjenester`)).arrayBuffer();
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      const hit = await fetch(`${server.url}/tjenester`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      const nonce = expectSiteHeaders(hit.headers).match(/'nonce-([^']+)'/)?.[1];
      const scripts = (await hit.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("plain HTTP to a public host goes to HTTPS even when the page is in the cache", async () => {
    await (await fetch(`${server.url}/tjenester`)).arrayBuffer();
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      httpRequest(
        `${server.url}/tjenester`,
        { headers: { Host: "digitalepoteter.example", "X-Forwarded-Proto": "http" } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        },
      )
        .once("error", reject)
        .end();
    });
    expect(answer).toEqual({ status: 301, location: "https://digitalepoteter.example/tjenester" });
  });

  it("HTTPS answers carry HSTS for a year; plain local HTTP does not", async () => {
    const https = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=31536000\b/);
    await https.arrayBuffer();
    const http = await fetch(`${server.url}/`);
    expect(http.headers.get("strict-transport-security")).toBeNull();
    await http.arrayBuffer();
  });
});

describe("skjemaer fra andre nettsteder og misbruk", () => {
  const newsletter = "email=leser%40example.com&role=arkitekt&consent=on";
  const post = (path: string, headers: Record<string, string>, body: BodyInit = newsletter) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("refuses a post another site's page makes, by Sec-Fetch-Site or by Origin", async () => {
    const bySecFetch = await post("/nyhetsbrev", { "Sec-Fetch-Site": "cross-site" });
    expect(bySecFetch.status).toBe(403);
    expect(await bySecFetch.text()).toBe("Skjemaet ble sendt fra et annet nettsted og ble avvist.");
    expect((await post("/nyhetsbrev", { Origin: "https://angriper.example" })).status).toBe(403);
    expect((await post("/auth/logout", { Origin: "null" })).status).toBe(403);
  });

  it("takes the site's own posts, and sets its cookies SameSite=Lax", async () => {
    const response = await post("/nyhetsbrev", {
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("lets a mail client's one-click unsubscribe through from anywhere", async () => {
    const response = await post(
      "/newsletter/unsubscribe?token=ugyldig",
      { Origin: "https://webmail.example", "Sec-Fetch-Site": "cross-site" },
      "List-Unsubscribe=One-Click",
    );
    expect(response.status).toBe(400);
  });

  it("refuses an oversized, mistyped or unreadable non-upload form before its action runs", async () => {
    const huge = `${newsletter}&padding=${"a".repeat(300 * 1024)}`;
    expect((await post("/nyhetsbrev", {}, huge)).status).toBe(413);
    expect((await post("/nyhetsbrev", { "Content-Type": "application/json" }, "{}")).status).toBe(
      415,
    );
    const broken = await post(
      "/samtykke",
      { "Content-Type": "multipart/form-data; boundary=abc" },
      "--xyz\r\n",
    );
    expect(broken.status).toBe(400);
  });
});

describe("forbindelser", () => {
  it("keeps a keep-alive connection usable after an upload form refused its body half-read", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const { port } = new URL(server.url);
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            agent,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "Content-Length": body.length,
            },
          },
          (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0)),
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      expect(await send("PUT", "/kontakt", Buffer.alloc(200_000, 0x61))).toBeLessThan(500);
      const started = Date.now();
      expect(await send("GET", "/healthz", Buffer.alloc(0))).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});

describe("i nettleseren", () => {
  it("runs the page's scripts under the policy with no violations and no hydration warnings", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    try {
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          messages.push(message.text());
      });
      page.on("pageerror", (error) => messages.push(error.message));
      for (const path of ["/", "/kontakt"]) {
        const response = await page.goto(`${server.url}${path}`);
        const nonce = response!.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        // React compares the attribute, which the browser has blanked to the "" the client renders.
        const scripts = await page.$$eval("script", (elements) =>
          elements.map((element) => ({
            attribute: element.getAttribute("nonce"),
            property: element.nonce,
          })),
        );
        const inline = scripts.filter((script) => script.property);
        expect(inline.length).toBeGreaterThan(0);
        for (const script of inline) expect(script).toEqual({ attribute: "", property: nonce });
      }
      const problems = messages.filter((text) =>
        /Content Security Policy|nonce|hydrat|did not match|Permissions-Policy/i.test(text),
      );
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
