import { beforeAll, describe, expect, test, vi } from "vitest";

beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "en-hemmelighet-som-er-lang-nok-for-testene-her");
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("decideConsent", () => {
  test("Godta alle stores both flags for 12 months and thanks the visitor", async () => {
    const { decideConsent } = await import("./index.server");
    const decision = decideConsent(
      form({ decision: "all", returnTo: "/tjenester" }),
      new Date("2026-11-22T10:00:00Z"),
    )!;
    expect(decision.toast).toEqual({
      title: "Samtykke godtatt",
      description: "Takk for at du godtar våre vilkår for personvern og datainnsamling",
    });
    expect(decision.setCookie).toContain("Max-Age=31536000");
    expect(decision.setCookie).toContain("Path=/");
    const value = decodeURIComponent(
      decision.setCookie.split(";")[0]!.slice("cookie-consent=".length),
    );
    expect(JSON.parse(value)).toEqual({
      timestamp: "2026-11-22T10:00:00.000Z",
      analytics: true,
      ads: true,
      necessary: true,
    });
    expect(decision.returnTo).toBe("/tjenester");
  });

  test("Lagre innstillinger and Kun nødvendige answer with their own toasts", async () => {
    const { decideConsent } = await import("./index.server");
    expect(decideConsent(form({ decision: "custom", ads: "on" }))!.toast.title).toBe(
      "Samtykke lagret",
    );
    expect(decideConsent(form({ decision: "necessary" }))!.toast).toEqual({
      title: "Kun nødvendige cookies akseptert",
      description: "Vi respekterer ditt valg. Kun nødvendige cookies vil bli brukt.",
    });
  });

  test("goes back to the same page with the banner closed, never to another site", async () => {
    const { decideConsent } = await import("./index.server");
    const back = (returnTo: string) => decideConsent(form({ decision: "all", returnTo }))!.returnTo;
    expect(back("/kontakt?cookie-innstillinger=avansert&side=2")).toBe("/kontakt?side=2");
    expect(back("//evil.example/")).toBe("/");
    expect(back("https://evil.example/")).toBe("/");
  });
});

test("the server reads the choice from the cookie", async () => {
  const { readConsentCookie } = await import("./index.server");
  const request = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });
  expect(
    readConsentCookie(
      request(`a=1; cookie-consent=${encodeURIComponent('{"analytics":true,"ads":false}')}`),
    ),
  ).toEqual({
    status: "chosen",
    choice: { analytics: true, ads: false },
  });
  expect(readConsentCookie(request("cookie-consent=%E0%A4%A"))).toEqual({ status: "unreadable" });
  expect(readConsentCookie(request("annen=1"))).toEqual({ status: "unset" });
});

describe("the banner's buttons", () => {
  const choose = async (fields: Record<string, string>) => {
    const { choiceForDecision, consentFormSchema } = await import("./index.server");
    return choiceForDecision(consentFormSchema.parse(fields));
  };

  test("Godta alle grants both, Kun nødvendige and Avvis alle grant none", async () => {
    expect(await choose({ decision: "all" })).toEqual({ analytics: true, ads: true });
    expect(await choose({ decision: "necessary", analytics: "on", ads: "on" })).toEqual({
      analytics: false,
      ads: false,
    });
  });

  test("Lagre innstillinger grants the ticked boxes only", async () => {
    expect(await choose({ decision: "custom", analytics: "on" })).toEqual({
      analytics: true,
      ads: false,
    });
    expect(await choose({ decision: "custom" })).toEqual({ analytics: false, ads: false });
  });

  test("an unknown button is refused", async () => {
    const { consentFormSchema } = await import("./index.server");
    expect(consentFormSchema.safeParse({ decision: "alt" }).success).toBe(false);
  });
});
