import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/spam-guard";
import { enquiryForm, fetchFormToken, pdfBytes, waitFor } from "./support/forms";
import { type RunningServer, startProductionServer } from "./support/production-server";

/*
 * The client as an attacker: it writes X-Forwarded-For and X-Forwarded-Proto itself. One site
 * is told that a proxy on loopback stands in front of it, so the test client can play both a
 * proxy that appends the real address and a client that forges one to its left; the other
 * runs on the defaults, as a site that faces its visitors directly.
 */
const limits = {
  RATE_LIMIT_ENQUIRIES: "3",
  RATE_LIMIT_SIGNUPS: "3",
  RATE_LIMIT_PROJECT_GUESSES: "5",
};
let behindProxy: RunningServer;
let exposed: RunningServer;

beforeAll(async () => {
  [behindProxy, exposed] = await Promise.all([
    startProductionServer({ env: { ...limits, TRUST_PROXY: "loopback" } }),
    startProductionServer({ env: limits }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([behindProxy?.stop(), exposed?.stop()]);
});

async function sendEnquiryFrom(server: RunningServer, forwardedFor: string, index: number) {
  const token = await fetchFormToken(server.url);
  const response = await fetch(`${server.url}/kontakt`, {
    method: "POST",
    body: enquiryForm(token, index),
    headers: { "X-Forwarded-For": forwardedFor },
    redirect: "manual",
  });
  const html = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    rateLimited: html.includes("Vi har mottatt mange skjemaer"),
  };
}

async function signUpFrom(server: RunningServer, forwardedFor: string, index: number) {
  const token = await fetchFormToken(server.url);
  const form = new URLSearchParams({
    email: `leser${index}.${Date.now()}@example.com`,
    role: "arkitekt",
    consent: "on",
    [FORM_TOKEN_FIELD]: token,
    [HONEYPOT_FIELD]: "",
  });
  const response = await fetch(`${server.url}/nyhetsbrev`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": forwardedFor },
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, rateLimited: html.includes("Vi har mottatt mange skjemaer") };
}

const rotating = (index: number) => `198.51.100.${index + 1}`;

describe("the client's address", () => {
  it("a forged address left of the one the proxy appended does not escape the enquiry limit", async () => {
    const results = [];
    for (let index = 0; index < 5; index += 1) {
      results.push(await sendEnquiryFrom(behindProxy, `${rotating(index)}, 203.0.113.5`, index));
    }
    expect(results.map((result) => result.status)).toEqual([303, 303, 303, 429, 429]);
    expect(results.slice(3).every((result) => result.rateLimited)).toBe(true);
    expect(results.slice(3).every((result) => Number(result.retryAfter) > 0)).toBe(true);
  });

  it("behind the proxy TRUST_PROXY names, each client it names has a limit of its own", async () => {
    const first = [];
    for (let index = 0; index < 4; index += 1) {
      first.push(await sendEnquiryFrom(behindProxy, "198.51.100.150", index));
    }
    expect(first.map((result) => result.status)).toEqual([303, 303, 303, 429]);
    const neighbour = await sendEnquiryFrom(behindProxy, "198.51.100.151", 4);
    expect(neighbour.status).toBe(303);
  });

  it("with TRUST_PROXY unset, a rotating X-Forwarded-For is ignored by the enquiry and newsletter limits", async () => {
    const enquiries = [];
    for (let index = 0; index < 5; index += 1) {
      enquiries.push(await sendEnquiryFrom(exposed, rotating(index), index));
    }
    expect(enquiries.map((result) => result.status)).toEqual([303, 303, 303, 429, 429]);

    const signups = [];
    for (let index = 0; index < 5; index += 1) {
      signups.push(await signUpFrom(exposed, rotating(index), index));
    }
    expect(signups.map((signup) => signup.status)).toEqual([303, 303, 303, 429, 429]);
    expect(signups[4]!.rateLimited).toBe(true);
  });

  it("forged newsletter sign-ups behind the proxy count against the real address", async () => {
    const signups = [];
    for (let index = 0; index < 5; index += 1) {
      signups.push(await signUpFrom(behindProxy, `${rotating(index)}, 203.0.113.6`, index));
    }
    expect(signups.map((signup) => signup.status)).toEqual([303, 303, 303, 429, 429]);
  });

  it("forging another visitor's address does not lock their customer page", async () => {
    const victim = "198.51.100.200";
    const guesses = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${behindProxy.url}/prosjekt/gjett-${index}`, {
        headers: { "X-Forwarded-For": `${victim}, 203.0.113.7` },
      });
      guesses.push(response.status);
      await response.arrayBuffer();
    }
    expect(guesses).toEqual([404, 404, 404, 404, 404, 429]);
    const visit = await fetch(`${behindProxy.url}/prosjekt/min-side`, {
      headers: { "X-Forwarded-For": victim },
    });
    await visit.arrayBuffer();
    expect(visit.status).toBe(404);
  });
});

/** A GET with its own Host and forwarding headers, which fetch would not send as given. */
function getWithHeaders(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    })
      .once("error", reject)
      .end();
  });
}

describe("the HTTPS rule", () => {
  const publicHost = { Host: "digitalepoteter.example" };

  it("behind the TLS-terminating proxy TRUST_PROXY names, believes its X-Forwarded-Proto", async () => {
    const answer = await getWithHeaders(`${behindProxy.url}/robots.txt`, {
      ...publicHost,
      "X-Forwarded-Proto": "https",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("with TRUST_PROXY unset, does not believe X-Forwarded-Proto", async () => {
    const answer = await getWithHeaders(`${exposed.url}/robots.txt`, {
      ...publicHost,
      "X-Forwarded-Proto": "https",
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("https://digitalepoteter.example/robots.txt");
  });
});

/**
 * A GET written on the socket as given: fetch and node:http send only the origin form
 * ("/path"), but any client may send the absolute form ("http://host/path", RFC 9112 §3.2.2).
 */
function rawGet(baseUrl: string, target: string) {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      });
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.once("error", reject);
      socket.once("end", () => {
        const answer = Buffer.concat(chunks);
        const headEnd = answer.indexOf("\r\n\r\n");
        const [statusLine = "", ...headerLines] = answer
          .subarray(0, headEnd)
          .toString("latin1")
          .split("\r\n");
        const headers = Object.fromEntries(
          headerLines.map((line) => {
            const colon = line.indexOf(":");
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const body = answer.subarray(headEnd + 4);
        resolve({
          status: Number(statusLine.split(" ")[1]),
          headers,
          body: (headers["transfer-encoding"] === "chunked" ? unchunked(body) : body).toString(),
        });
      });
    },
  );
}

/** A body sent with Transfer-Encoding: chunked, joined. */
function unchunked(body: Buffer) {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const formTokenIn = (html: string) => html.match(/name="skjemaToken" value="([^"]+)"/)?.[1];

/** Every file under the uploads folder (the demo's pictures too), with its size, including the .tmp folder. */
function uploadedFiles(dataDir: string) {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(".meta"))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, size: statSync(file, { throwIfNoEntry: false })?.size ?? 0 };
    });
}

const largeFileBytes = 16 * 1024 * 1024;

/**
 * Posts an enquiry with one 16 MB attachment after its text fields, a megabyte at a time,
 * watching the uploads folder all the while. Resolves with what the server answered, how much
 * of the body had been sent by then, and every file seen under uploads/ meanwhile.
 */
async function postLargeEnquiry(
  server: RunningServer,
  fields: Record<string, string>,
  forwardedFor: string,
) {
  const boundary = "----tillitsgrenser";
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="tegning.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const file = pdfBytes(largeFileBytes);
  const total = Buffer.byteLength(head) + Buffer.byteLength(fileHead) + file.length + tail.length;

  mkdirSync(path.join(server.dataDir, "uploads", ".tmp"), { recursive: true });
  const before = new Set(uploadedFiles(server.dataDir).map((entry) => entry.file));
  const seen = new Set<string>();
  const watch = setInterval(() => {
    for (const { file: name, size } of uploadedFiles(server.dataDir))
      if (size > 0 && !before.has(name)) seen.add(name);
  }, 5);

  try {
    return await new Promise<{ status: number | null; sentWhenAnswered: number }>((resolve) => {
      let sent = 0;
      let answered: { status: number; sentWhenAnswered: number } | null = null;
      const request = httpRequest(`${server.url}/kontakt`, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(total),
          "X-Forwarded-For": forwardedFor,
        },
      });
      request.on("response", (response) => {
        answered = { status: response.statusCode ?? 0, sentWhenAnswered: sent };
        response.resume();
        response.once("end", () => resolve(answered!));
      });
      // The server may close the connection while the body is still on its way.
      request.on("error", () => resolve(answered ?? { status: null, sentWhenAnswered: sent }));
      const write = async () => {
        const chunks = [Buffer.from(head + fileHead)];
        for (let offset = 0; offset < file.length; offset += 1024 * 1024)
          chunks.push(file.subarray(offset, offset + 1024 * 1024));
        chunks.push(Buffer.from(tail));
        for (const chunk of chunks) {
          if (answered || request.destroyed) return;
          sent += chunk.length;
          if (!request.write(chunk))
            await new Promise((next) => {
              request.once("drain", next);
              request.once("close", next);
            });
          // As over a network, the rest comes later: once the server reads and drops what it
          // refused, loopback would otherwise take all 16 MB before this client had read the
          // answer waiting on its socket.
          await new Promise((next) => setImmediate(next));
        }
        request.end();
      };
      void write();
    }).then((answer) => ({ ...answer, total, seen: [...seen] }));
  } finally {
    clearInterval(watch);
  }
}

const enquiryFields = (token: string) => ({
  name: "Kari Nordmann",
  email: "kari@example.com",
  phone: "+47 400 00 000",
  message: "Vi trenger bilder av et nytt boligprosjekt.",
  [FORM_TOKEN_FIELD]: token,
  [HONEYPOT_FIELD]: "",
});

describe("files wait for the spam verdict", () => {
  it("a filled honeypot: answered before the 16 MB arrive, not a byte stored", async () => {
    const token = await fetchFormToken(behindProxy.url);
    const result = await postLargeEnquiry(
      behindProxy,
      { ...enquiryFields(token), [HONEYPOT_FIELD]: "https://spam.example" },
      "203.0.113.20",
    );
    expect(result.status).toBe(303);
    expect(result.sentWhenAnswered).toBeLessThan(result.total);
    expect(result.seen).toEqual([]);
  });

  it("a forged token: the same", async () => {
    const result = await postLargeEnquiry(
      behindProxy,
      enquiryFields(`${Date.now() - 60_000}.forfalsket`),
      "203.0.113.21",
    );
    expect(result.status).toBe(303);
    expect(result.sentWhenAnswered).toBeLessThan(result.total);
    expect(result.seen).toEqual([]);
  });

  it("a used-up limit: refused with its message before the body is stored", async () => {
    const client = "203.0.113.22";
    for (let index = 0; index < 3; index += 1) {
      expect((await sendEnquiryFrom(behindProxy, client, index)).status).toBe(303);
    }
    const token = await fetchFormToken(behindProxy.url);
    const result = await postLargeEnquiry(behindProxy, enquiryFields(token), client);
    expect(result.status).toBe(429);
    expect(result.sentWhenAnswered).toBeLessThan(result.total);
    expect(result.seen).toEqual([]);
  });

  it("an honest 16 MB enquiry is still received whole", async () => {
    const token = await fetchFormToken(behindProxy.url);
    const result = await postLargeEnquiry(behindProxy, enquiryFields(token), "203.0.113.23");
    expect(result.status).toBe(303);
    expect(result.sentWhenAnswered).toBe(result.total);
    expect(result.seen.length).toBeGreaterThan(0);
  });
});

describe("odd requests and private answers", () => {
  it("TRACE answers 405, not 500", async () => {
    for (const contentType of [undefined, "application/x-www-form-urlencoded"]) {
      const response = await fetch(`${behindProxy.url}/kontakt`, {
        method: "TRACE",
        headers: contentType ? { "Content-Type": contentType } : {},
      }).catch((error: unknown) => error);
      // fetch itself refuses TRACE; ask with node:http instead.
      if (!(response instanceof Response)) {
        const answer = await new Promise<number>((resolve, reject) => {
          httpRequest(`${behindProxy.url}/kontakt`, {
            method: "TRACE",
            headers: contentType ? { "Content-Type": contentType } : {},
          })
            .once("response", (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            })
            .once("error", reject)
            .end();
        });
        expect(answer).toBe(405);
      }
    }
  });

  it("a path that is not valid percent-encoding answers 400 in Norwegian, not 500", async () => {
    for (const path of ["/%E0%A4%A", "/assets/%E0%A4%A", "/tjenester/%ZZ"]) {
      const response = await fetch(`${behindProxy.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Ugyldig adresse.");
    }
  });

  it("a returnTo with a control character answers 400, not 500", async () => {
    const token = await fetchFormToken(behindProxy.url);
    const response = await fetch(`${behindProxy.url}/nyhetsbrev`, {
      method: "POST",
      body: new URLSearchParams({
        email: "kontrolltegn@example.com",
        role: "arkitekt",
        consent: "on",
        returnTo: "/\u0001kontakt",
        [FORM_TOKEN_FIELD]: token,
        [HONEYPOT_FIELD]: "",
      }),
      headers: { "X-Forwarded-For": "203.0.113.30" },
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBe(400);
  });

  it("a request in absolute form never gets another visitor's form token from the page cache", async () => {
    const absolute = (path: string) => `${exposed.url}${path}`;
    const first = await rawGet(exposed.url, absolute("/kundeskjema"));
    const second = await rawGet(exposed.url, absolute("/kundeskjema"));
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["x-page-cache"]).not.toBe("hit");
    }
    expect(formTokenIn(first.body)).toBeTruthy();
    expect(formTokenIn(second.body)).not.toBe(formTokenIn(first.body));

    // A public page is still kept, under its path however the request spelled it.
    await (await fetch(`${exposed.url}/tjenester`)).arrayBuffer();
    const hit = await rawGet(exposed.url, absolute("/tjenester"));
    expect(hit.status).toBe(200);
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.body).toContain("<title>Våre tjenester");
  });

  it("Remix's old ?_data= parameter answers 400 and logs no error", async () => {
    const response = await fetch(`${exposed.url}/?_data=root`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Ugyldig adresse.");
    const requestId = response.headers.get("x-request-id") ?? "";
    const lines = await waitFor("the request's log line", async () => {
      const logged = exposed
        .stdout()
        .split("\n")
        .filter((line) => line.includes(requestId));
      return logged.some((line) => line.includes('"msg":"forespørsel"')) && logged;
    });
    expect(lines.filter((line) => /"level":"(error|fatal)"/.test(line))).toEqual([]);

    const page = await fetch(`${exposed.url}/?utm_source=nyhetsbrev`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
  });

  it("a visitor who goes away mid-upload is logged as an aborted request, not as a server error", async () => {
    const { hostname, port, host } = new URL(exposed.url);
    const boundary = "----borte";
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /kontakt HTTP/1.1\r\nHost: ${host}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBorte Vekk\r\n`,
      );
      setTimeout(() => socket.destroy(), 200);
    });
    socket.on("error", () => undefined);
    const aborted = await waitFor("the aborted request's log line", async () => {
      const line = exposed
        .stdout()
        .split("\n")
        .find((entry) => entry.includes('"aborted":true') && entry.includes('"path":"/kontakt"'));
      return line && (JSON.parse(line) as Record<string, unknown>);
    });
    expect(aborted).toMatchObject({
      level: "info",
      method: "POST",
      msg: "forespørsel avbrutt eller feilet",
      requestId: expect.any(String),
    });

    // The visitor who stays gets the ordinary line.
    const page = await fetch(`${exposed.url}/kontakt`);
    const requestId = page.headers.get("x-request-id") ?? "";
    await page.arrayBuffer();
    const kept = await waitFor("the finished request's log line", async () =>
      exposed
        .stdout()
        .split("\n")
        .find((entry) => entry.includes(requestId)),
    );
    expect(JSON.parse(kept)).toMatchObject({ msg: "forespørsel", status: 200, path: "/kontakt" });
    expect(kept).not.toContain("aborted");
  });

  it("a page rendered for a visitor with a toast or a staff cookie is private, no-store", async () => {
    for (const cookie of ["toast=noe", "staff-session=noe"]) {
      const response = await fetch(`${behindProxy.url}/`, { headers: { Cookie: cookie } });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("a customer-project file in admin gets the download sandbox", async () => {
    const response = await fetch(`${behindProxy.url}/admin/kundeprosjekter/abc/filer/def`, {
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
  });
});
