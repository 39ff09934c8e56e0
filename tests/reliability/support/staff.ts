import {
  CookieJar,
  hop,
  location,
  signInAtProvider,
} from "../../integration/staff-sign-in/oidc-flow";
import { type RunningServer, testStaff } from "./production-server";

/** Signs in through the server's own provider as a browser would; the jar holds the session. */
export async function signInAsStaff(server: RunningServer) {
  const jar = new CookieJar();
  const started = await hop(jar, `${server.url}/auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ redirectTo: "/admin" }).toString(),
  });
  const { callbackUrl } = await signInAtProvider(
    jar,
    location(started, server.url),
    testStaff.login,
    testStaff.password,
  );
  if (!callbackUrl) throw new Error("Den lokale innloggingen avviste testkontoen");
  await hop(jar, callbackUrl);
  if (!jar.has("staff-session")) throw new Error("Innloggingen ga ingen ansattøkt");
  return jar;
}
