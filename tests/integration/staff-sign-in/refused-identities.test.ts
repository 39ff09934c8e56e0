import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExternalIssuer } from "./oidc-flow";

const password = "passord-for-testkontoene";
const account = (id: string, email: string, emailVerified = true) => ({
  id,
  email,
  emailVerified,
  password,
});

let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;

beforeAll(async () => {
  issuer = await startExternalIssuer([
    account("ansatt-1", "kari@digitalepoteter.example"),
    account("ubekreftet", "ola@digitalepoteter.example", false),
    account("annet-domene", "per@gmail.example"),
    account("lookalike", "x@evil-digitalepoteter.example"),
    account("subdomene", "x@digitalepoteter.example.evil.test"),
  ]);
});

afterAll(() => issuer.server.close());

describe("sign-in through an external OpenID Connect issuer", () => {
  it("gives verified staff a session keyed on sub", async () => {
    const { response, staff } = await issuer.signIn("kari@digitalepoteter.example", password);
    expect(response.headers.get("Location")).toBe("/admin");
    expect(staff).toMatchObject({ sub: "ansatt-1", email: "kari@digitalepoteter.example" });
  });

  it.each([
    ["an unverified e-mail", "ola@digitalepoteter.example"],
    ["another domain", "per@gmail.example"],
    ["a look-alike domain", "x@evil-digitalepoteter.example"],
    ["the domain as a subdomain of another", "x@digitalepoteter.example.evil.test"],
  ])("refuses %s and gives no session", async (_label, login) => {
    const { response, staff } = await issuer.signIn(login, password);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(staff).toBeNull();
  });
});
