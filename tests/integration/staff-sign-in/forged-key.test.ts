import { afterAll, beforeAll, expect, it } from "vitest";
import { startExternalIssuer } from "./oidc-flow";

let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;

beforeAll(async () => {
  issuer = await startExternalIssuer(
    [
      {
        id: "ansatt-1",
        email: "kari@digitalepoteter.example",
        emailVerified: true,
        password: "passord-for-testkontoen",
      },
    ],
    { foreignKeys: true },
  );
});

afterAll(() => issuer.server.close());

it("gives no session when the ID token is signed by a key the issuer does not publish", async () => {
  const { response, staff } = await issuer.signIn(
    "kari@digitalepoteter.example",
    "passord-for-testkontoen",
  );
  expect(response.headers.get("Location")).toBe("/auth");
  expect(staff).toBeNull();
});
