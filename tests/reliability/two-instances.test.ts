import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { defaultCompanyFacts } from "~/company";
import { newsletterCopy } from "~/newsletter/copy/newsletter";
import { createDatabaseClient, type Database, newCapabilityId } from "~/db/index.server";
import { createPostgresTarget } from "../support/databases";
import { freePort } from "../support/postgres";
import { startS3rver } from "../support/s3rver";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { enquiryForm, fetchFormToken, newsletterForm, pdfBytes, waitFor } from "./support/forms";
import {
  newDataDir,
  outboxRunsPassed,
  type RunningServer,
  startProductionServer,
} from "./support/production-server";
import { PIN_HEADER, SERVED_BY_HEADER, startRoundRobinProxy } from "./support/round-robin-proxy";

/** A fresh site publishes nothing, so its mails carry the default name. */
const studio = defaultCompanyFacts.name;

/**
 * The deployed topology in small: two production servers on one PostgreSQL database and one
 * S3 bucket, behind a round-robin proxy. Each flow that must not depend on which instance
 * answers is driven across both. Further cross-instance flows belong here as more `it`s on
 * the same `site`.
 */

const staffPassword = "to-instanser-ansattpassord";
const metricsToken = "to-instanser-metrics-token-0123456789";
const guessLimit = 4;

type Site = {
  proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  instances: Record<"a" | "b", RunningServer>;
  db: Database;
  mail: Awaited<ReturnType<typeof startSendgridCapture>>;
  browser: Browser;
  /** Everything a test must not find in any log line. */
  secrets: Set<string>;
};

let site: Site;
let cleanup: (() => Promise<unknown>)[] = [];

const postgresUrl = inject("postgresUrl");

/** A request through the proxy, pinned to one instance. */
function through(instance: "a" | "b", path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set(PIN_HEADER, instance);
  return fetch(`${site.proxy.url}${path}`, { redirect: "manual", ...init, headers });
}

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  subject: string;
  content: { value: string }[];
};

function mailsTo(address: string) {
  return site.mail.requests
    .map((request) => request.body as SentMail)
    .filter((mail) => mail.personalizations.some(({ to }) => to.some((t) => t.email === address)));
}

/** Signed in as staff; `pinned` to one instance, every step of the sign-in goes there. */
async function staffContext(pinned?: "a" | "b"): Promise<BrowserContext> {
  const context = await site.browser.newContext({
    baseURL: site.proxy.url,
    ...(pinned ? { extraHTTPHeaders: { [PIN_HEADER]: pinned } } : {}),
  });
  const page = await context.newPage();
  // The callback's code and state are secrets for the log test.
  page.on("request", (request) => {
    const url = new URL(request.url());
    for (const name of ["code", "state"]) {
      const value = url.searchParams.get(name);
      if (value) site.secrets.add(value);
    }
  });
  await page.goto("/auth");
  await page.getByRole("button", { name: "Logg inn med lokal ansattkonto" }).click();
  await page.getByLabel("E-post").fill("staff@digitalepoteter.example");
  await page.getByLabel("Passord").fill(staffPassword);
  await page.getByRole("button", { name: "Logg inn", exact: true }).click();
  await page.waitForURL(/\/admin/);
  await page.close();
  return context;
}

/** Both instances' lines: stdout only (the structured log), or with stderr too. */
function logLines(stream: "stdout" | "output" = "output") {
  return (["a", "b"] as const).flatMap((name) =>
    site.instances[name][stream]()
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => ({ instance: name, line })),
  );
}

// Each flow is a few seconds on an idle machine; a browser sign-in on a loaded one takes longer.
describe.skipIf(!postgresUrl)("to instanser bak en lastbalanserer", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const [{ target, drop }, s3, mail] = await Promise.all([
      createPostgresTarget(postgresUrl ?? ""),
      startS3rver({ bucket: "to-instanser" }),
      startSendgridCapture(),
    ]);
    cleanup.push(drop, s3.stop, mail.stop);
    if (target.provider !== "postgresql") throw new Error("forventet PostgreSQL");
    // The proxy's address is the site's address for both, as a load balancer's would be.
    const proxyPort = await freePort();
    const siteUrl = `http://127.0.0.1:${proxyPort}`;
    const env = {
      DATABASE_URL: target.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: "true",
      S3_REGION: s3.region,
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
      SENDGRID_API_KEY: "SG.to-instanser",
      SENDGRID_API_URL: mail.url,
      SITE_URL: siteUrl,
      // The round-robin proxy connects from loopback and names the client.
      TRUST_PROXY: "loopback",
      LOCAL_STAFF_PASSWORD: staffPassword,
      METRICS_TOKEN: metricsToken,
      OUTBOX_POLL_MS: "100",
      RATE_LIMIT_PROJECT_GUESSES: String(guessLimit),
      SHUTDOWN_DRAIN_SECONDS: "1",
      // The image variant test needs pictures, and the seed must run once across replicas.
      DEMO_CONTENT: "true",
    };
    // Started together on the empty database, as replicas are: the migrations must run once.
    const [a, b] = await Promise.all(
      ["a", "b"].map(() => startProductionServer({ dataDir: newDataDir(), env })),
    );
    cleanup.push(
      () => a!.stop("SIGKILL"),
      () => b!.stop("SIGKILL"),
    );
    const proxy = await startRoundRobinProxy(
      [
        { name: "a", url: a!.url },
        { name: "b", url: b!.url },
      ],
      proxyPort,
    );
    cleanup.push(proxy.stop);
    const db = createDatabaseClient(target);
    cleanup.push(() => db.$disconnect());
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    cleanup.push(() => browser.close());
    site = {
      proxy,
      instances: { a: a!, b: b! },
      db,
      mail,
      browser,
      secrets: new Set([staffPassword, metricsToken]),
    };
  }, 90_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    cleanup = [];
  });

  it("ran each migration once though both started together", async () => {
    const rows = await site.db.$queryRaw<{ migration_name: string; count: bigint }[]>`
      SELECT "migration_name", count(*) AS "count" FROM "_prisma_migrations" GROUP BY 1`;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.count), row.migration_name).toBe(1);
    const migratedBy = logLines().filter(({ line }) => line.includes("Databasen er migrert"));
    expect(migratedBy).toHaveLength(1);
  });

  const attachment = pdfBytes(64 * 1024);

  it("takes an enquiry with attachments through A and lets staff read and download it through B", async () => {
    const token = await fetchFormToken(site.proxy.url);
    const form = enquiryForm(token, 1, [{ name: "plantegning.pdf", bytes: attachment }]);
    const posted = await through("a", "/kontakt", { method: "POST", body: form });
    expect(posted.headers.get(SERVED_BY_HEADER)).toBe("a");
    expect(posted.status).toBe(303);
    const enquiry = await site.db.contactRequest.findFirstOrThrow({
      where: { email: "kunde1@example.com" },
      include: { attachments: true },
    });

    const context = await staffContext();
    try {
      await context.setExtraHTTPHeaders({ [PIN_HEADER]: "b" });
      const page = await context.newPage();
      await page.goto("/admin/henvendelser");
      await page.getByText("Kunde 1").first().waitFor();
      await page.goto(`/admin/henvendelser/${enquiry.id}`);
      await page.getByRole("link", { name: /plantegning\.pdf/ }).waitFor();
      const download = await context.request.get(
        `/admin/henvendelser/${enquiry.id}/vedlegg/${enquiry.attachments[0]!.id}`,
      );
      expect(download.headers()[SERVED_BY_HEADER]).toBe("b");
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body()).equals(attachment)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("keeps a staff sign-in begun across both instances valid on each", async () => {
    const context = await staffContext();
    try {
      const oidcHits = new Set(
        site.proxy.served.filter(({ path }) => path.startsWith("/oidc/")).map(({ name }) => name),
      );
      expect([...oidcHits].sort()).toEqual(["a", "b"]);
      for (const instance of ["a", "b"] as const) {
        const answer = await context.request.get("/admin", {
          headers: { [PIN_HEADER]: instance },
          maxRedirects: 0,
        });
        expect(answer.status(), instance).toBe(200);
        expect(answer.headers()[SERVED_BY_HEADER]).toBe(instance);
      }
    } finally {
      await context.close();
    }
  });

  it("revokes a staff session begun on A on both instances when it signs out through B", async () => {
    const earlier = new Set((await site.db.staffSession.findMany()).map(({ id }) => id));
    const context = await staffContext("a");
    try {
      const started = (await site.db.staffSession.findMany()).filter(({ id }) => !earlier.has(id));
      expect(started).toHaveLength(1);
      const callbacks = site.proxy.served.filter(({ path }) => path.startsWith("/auth/callback"));
      expect(callbacks.at(-1)?.name).toBe("a");
      const cookie = (await context.cookies()).find(({ name }) => name === "staff-session");
      expect(cookie).toBeDefined();
      site.secrets.add(cookie!.value);
      // The cookie as a copy of it would be replayed, outside the browser that signs out.
      const withOldCookie = (instance: "a" | "b") =>
        through(instance, "/admin", { headers: { Cookie: `staff-session=${cookie!.value}` } });
      for (const instance of ["a", "b"] as const) {
        const answer = await withOldCookie(instance);
        expect(answer.status, instance).toBe(200);
        expect(answer.headers.get(SERVED_BY_HEADER)).toBe(instance);
      }

      await context.setExtraHTTPHeaders({ [PIN_HEADER]: "b" });
      const page = await context.newPage();
      await page.goto("/admin");
      await page.getByRole("button", { name: "Logg ut" }).click();
      await page.waitForURL(/\/auth$/);
      const signOuts = site.proxy.served.filter(({ path }) => path.startsWith("/auth/logout"));
      expect(signOuts.map(({ method, name }) => `${method} ${name}`)).toEqual(["POST b"]);
      expect(await site.db.staffSession.findUnique({ where: { id: started[0]!.id } })).toBeNull();

      for (const instance of ["a", "b"] as const) {
        const answer = await withOldCookie(instance);
        expect(answer.headers.get(SERVED_BY_HEADER)).toBe(instance);
        expect(answer.status, instance).toBe(303);
        expect(answer.headers.get("location"), instance).toMatch(/^\/auth\?redirectTo=%2Fadmin/);
        const cleared = answer.headers.getSetCookie().filter((c) => c.startsWith("staff-session="));
        expect(cleared, instance).toEqual([expect.stringMatching(/^staff-session=;.*Max-Age=0/)]);
      }
    } finally {
      await context.close();
    }
  });

  it("takes a newsletter signup through A and its confirmation through B, welcoming once", async () => {
    const email = "abonnent@example.com";
    const token = await fetchFormToken(site.proxy.url);
    const signup = await through("a", "/nyhetsbrev", {
      method: "POST",
      body: newsletterForm(token, email),
    });
    expect(signup.headers.get(SERVED_BY_HEADER)).toBe("a");
    expect(signup.status).toBe(303);
    const request = await waitFor("bekreftelsen sendt", async () => mailsTo(email)[0]);
    expect(request.subject).toBe(newsletterCopy.confirmationEmail.subject(studio));
    const link = /\S+\/nyhetsbrev\/bekreft\?token=\S+/.exec(request.content[0]!.value)?.[0];
    expect(link).toBeDefined();
    const confirmUrl = new URL(link!);
    expect(confirmUrl.origin).toBe(site.proxy.url);
    site.secrets.add(confirmUrl.searchParams.get("token")!);
    const signedUp = await site.db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(signedUp.confirmedAt).toBeNull();

    const context = await site.browser.newContext({
      baseURL: site.proxy.url,
      extraHTTPHeaders: { [PIN_HEADER]: "b" },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
      await page.getByRole("button", { name: newsletterCopy.confirmPage.button }).click();
      await page
        .getByRole("status")
        .filter({ hasText: newsletterCopy.confirmPage.done(email) })
        .waitFor();
    } finally {
      await context.close();
    }
    const presses = site.proxy.served.filter(
      ({ method, path }) => method === "POST" && path.startsWith("/nyhetsbrev/bekreft"),
    );
    expect(presses.map(({ name }) => name)).toEqual(["b"]);
    const confirmed = await site.db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed.unsubscribedAt).toBeNull();

    // The same button pressed again, as from a second tab, on the other instance.
    const again = await through("a", `${confirmUrl.pathname}${confirmUrl.search}`, {
      method: "POST",
      body: new URLSearchParams(),
    });
    expect(again.headers.get(SERVED_BY_HEADER)).toBe("a");
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    const afterAgain = await site.db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(afterAgain.confirmedAt).toEqual(confirmed.confirmedAt);
    await waitFor(
      "utboksen tom",
      async () => (await site.db.outboxMessage.count({ where: { status: { not: "sent" } } })) === 0,
    );
    // A second welcome from either worker would have gone out by its next run.
    await outboxRunsPassed(site.instances.a, site.instances.b);
    const subjects = mailsTo(email).map(({ subject }) => subject);
    expect(subjects).toEqual([
      newsletterCopy.confirmationEmail.subject(studio),
      newsletterCopy.welcomeEmail.subject(studio),
    ]);
  });

  it("sends every queued e-mail exactly once with both outbox workers polling", async () => {
    const token = await fetchFormToken(site.proxy.url);
    for (const index of [2, 3, 4, 5, 6, 7]) {
      const instance = index % 2 ? "a" : "b";
      const form = enquiryForm(token, index);
      expect((await through(instance, "/kontakt", { method: "POST", body: form })).status).toBe(
        303,
      );
    }
    await waitFor(
      "utboksen tom",
      async () => (await site.db.outboxMessage.count({ where: { status: { not: "sent" } } })) === 0,
    );
    // A send that was about to be repeated would have gone out by each worker's next run.
    await outboxRunsPassed(site.instances.a, site.instances.b);
    const sent = await site.db.outboxMessage.count();
    expect(sent).toBeGreaterThanOrEqual(7);
    const bodies = site.mail.requests.map((request) => JSON.stringify(request.body));
    expect(bodies).toHaveLength(sent);
    expect(new Set(bodies).size).toBe(sent);
  });

  it("shows a phone number published through A on B within two seconds, page cache and all", async () => {
    const phoneOnB = async () =>
      (await (await through("b", "/kontakt")).text()).includes("987 65 432");
    // B keeps /kontakt in its page cache for ten seconds; the publish must empty it.
    expect(await phoneOnB()).toBe(false);
    expect((await through("b", "/kontakt")).headers.get("x-page-cache")).toBe("hit");
    const context = await staffContext("a");
    try {
      const page = await context.newPage();
      await page.goto("/admin/innhold/company");
      await page.getByLabel("Telefon").fill("987 65 432");
      await page.getByRole("button", { name: "Publiser" }).click();
      await page.getByText("Endringene er synlige for alle besøkende nå.").waitFor();
      const published = Date.now();
      await expect.poll(phoneOnB, { timeout: 2000, interval: 100 }).toBe(true);
      expect(Date.now() - published).toBeLessThan(2000);
    } finally {
      await context.close();
    }
  });

  it("counts a rate limit across both instances", async () => {
    const answers: { instance: string | null; status: number }[] = [];
    for (let guess = 0; guess <= guessLimit; guess += 1) {
      const id = newCapabilityId();
      site.secrets.add(id);
      const answer = await fetch(`${site.proxy.url}/prosjekt/${id}`);
      await answer.arrayBuffer();
      answers.push({ instance: answer.headers.get(SERVED_BY_HEADER), status: answer.status });
    }
    expect(new Set(answers.map(({ instance }) => instance))).toEqual(new Set(["a", "b"]));
    expect(answers.slice(0, guessLimit).map(({ status }) => status)).toEqual(
      Array(guessLimit).fill(404),
    );
    expect(answers[guessLimit]!.status).toBe(429);
  });

  it("serves the same image variant from both instances", async () => {
    const html = await (await through("a", "/illustrasjoner")).text();
    const src = /(\/bilder\/[^"\s?]+\?[^"\s]*)/.exec(html.replaceAll("&amp;", "&"))?.[1];
    expect(src).toBeTruthy();
    const bodies: Buffer[] = [];
    for (const instance of ["a", "b"] as const) {
      const answer = await through(instance, src!);
      expect(answer.status, instance).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^image\//);
      bodies.push(Buffer.from(await answer.arrayBuffer()));
    }
    expect(bodies[0]!.length).toBeGreaterThan(0);
  });

  it("tags every answer with a request id, keeping the proxy's", async () => {
    const fresh = await through("a", "/healthz");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[\w-]{20,}$/);
    const kept = await through("b", "/healthz", { headers: { "X-Request-Id": "lb-4711" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-4711");
    await waitFor("forespørselen logget", async () =>
      logLines().some(
        ({ instance, line }) => instance === "b" && line.includes('"requestId":"lb-4711"'),
      ),
    );
  });

  it("answers /readyz and /metrics, the latter only with the token", async () => {
    for (const instance of ["a", "b"] as const) {
      const ready = await through(instance, "/readyz");
      expect(ready.status, await ready.text()).toBe(200);
    }
    expect((await through("a", "/metrics")).status).toBe(401);
    const wrong = await through("a", "/metrics", { headers: { Authorization: "Bearer feil" } });
    expect(wrong.status).toBe(401);
    const scrape = await through("a", "/metrics", {
      headers: { Authorization: `Bearer ${metricsToken}` },
    });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      'outbox_messages{status="pending"}',
      'outbox_messages{status="failed"} 0',
      "outbox_oldest_pending_age_seconds",
      "upload_bytes_total",
      "rate_limit_refusals_total",
      "sign_in_failures_total",
      "process_cpu_seconds_total",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('route="/prosjekt/:id"');
  });

  it("writes one JSON line per request and never a capability id, password or token", async () => {
    // A real project, opened by its customer through A and by staff through B.
    const project = await site.db.customerProject.create({
      data: {
        id: newCapabilityId(),
        contactName: "Kari Kunde",
        email: "kari@example.com",
        projectName: "Loggprøven",
        projectType: "bolig",
        services: [],
      },
    });
    site.secrets.add(project.id);
    await (await through("a", `/prosjekt/${project.id}?fane=filer`)).arrayBuffer();
    await (
      await through("b", `/newsletter/unsubscribe?token=hemmelig-avmeldingstoken`)
    ).arrayBuffer();
    site.secrets.add("hemmelig-avmeldingstoken");

    const lines = logLines();
    // stderr carries only what Node and libraries warn about (this Node's age, for one).
    const structured = logLines("stdout");
    expect(structured.filter(({ line }) => !line.startsWith("{"))).toEqual([]);
    const requests = structured
      .map(({ line }) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === "forespørsel");
    expect(requests.length).toBeGreaterThan(20);
    for (const entry of requests) {
      expect(entry).toMatchObject({
        requestId: expect.any(String),
        method: expect.any(String),
        path: expect.stringMatching(/^\//),
        status: expect.any(Number),
        durationMs: expect.any(Number),
        ip: "127.0.0.1",
      });
    }
    const paths = requests.map((entry) => entry.path);
    expect(paths).toContain("/prosjekt/:id?fane=…");
    // As the client sent it, not as Express's mounts rewrite it.
    expect(paths.some((path) => String(path).startsWith("/assets/"))).toBe(true);
    expect(paths.some((path) => String(path).startsWith("/oidc/interaction/"))).toBe(true);
    for (const { instance, line } of lines) {
      for (const secret of site.secrets) {
        expect(line.includes(secret), `${instance}: ${line}`).toBe(false);
      }
    }
  });

  it("turns /readyz to 503 at SIGTERM, still answers while draining, then exits", async () => {
    const a = site.instances.a;
    a.child.kill("SIGTERM");
    await waitFor("A melder seg ikke klar", async () => {
      const answer = await fetch(`${a.url}/readyz`);
      return answer.status === 503 && (await answer.text()).includes("avslutter");
    });
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
    expect(await a.exited).toBe(0);
    expect((await through("b", "/readyz")).status).toBe(200);
  });
});
