import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerDatabase, serverDatabaseKinds } from "./support/databases";
import { fetchFormToken, newsletterForm } from "./support/forms";
import { type RunningServer, startProductionServer } from "./support/production-server";

/*
 * The newsletter signup's limit as a visitor and a script meet it over HTTP (issue 54,
 * decision 320): two signups per client and window here. Each test is a client of its own,
 * named by the address a proxy on loopback appends.
 */
let database: ServerDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await serverDatabaseKinds()[0]!.create();
  server = await startProductionServer({
    dataDir: database.dataDir,
    env: { ...database.env, RATE_LIMIT_SIGNUPS: "2", TRUST_PROXY: "loopback" },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function signUp(client: string, email: string, path = "/nyhetsbrev", inPlace = false) {
  const form = newsletterForm(await fetchFormToken(server.url), email);
  if (inPlace) form.set("inPlace", "1");
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": client },
    redirect: "manual",
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("Retry-After")),
    location: response.headers.get("Location"),
    body: await response.text(),
  };
}

const stored = async (email: string) =>
  database.db.newsletterSubscriber.count({ where: { email } });

describe("the newsletter signup's limit", () => {
  it("without JavaScript: signups below the limit go through; the next answers 429 with Retry-After on a page that keeps the address, and stores nothing", async () => {
    const client = "198.51.100.21";
    for (const email of ["aerlig1@example.com", "aerlig2@example.com"]) {
      const honest = await signUp(client, email);
      expect(honest.status).toBe(303);
      expect(honest.location).toBe("/#nyhetsbrev");
      expect(await stored(email)).toBe(1);
    }

    const refused = await signUp(client, "for.mange@example.com");
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(600);
    expect(refused.body).toContain("<h1");
    expect(refused.body).toContain("Meld deg på nyhetsbrevet");
    expect(refused.body).toMatch(/Prøv igjen om \d+ minutter/);
    expect(refused.body).toContain('value="for.mange@example.com"');
    expect(await stored("for.mange@example.com")).toBe(0);
  });

  it("with JavaScript (the fetcher's data request): the refusal is 429 with Retry-After and the reason, and stores nothing", async () => {
    const client = "198.51.100.22";
    for (const email of ["leser1@example.com", "leser2@example.com"]) {
      const honest = await signUp(client, email, "/nyhetsbrev.data", true);
      expect(honest.status).toBe(200);
      expect(await stored(email)).toBe(1);
    }
    const refused = await signUp(client, "leser3@example.com", "/nyhetsbrev.data", true);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.body).toMatch(/Prøv igjen om \d+ minutter/);
    expect(await stored("leser3@example.com")).toBe(0);
  });

  it("another client is not limited by the first one's signups", async () => {
    const neighbour = await signUp("198.51.100.23", "nabo@example.com");
    expect(neighbour.status).toBe(303);
    expect(await stored("nabo@example.com")).toBe(1);
  });
});
