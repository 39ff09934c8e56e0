import { createHmac } from "node:crypto";
import { z } from "zod";
import { getConfig } from "~/config/index.server";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  staffDomain: string;
  /** True when the server runs its own provider (no OIDC_ISSUER). */
  isLocal: boolean;
  /**
   * Where the server reaches its own provider: the loopback address, because a container
   * often cannot reach itself through its public address.
   */
  backChannelOrigin: string | null;
}

const localOidcClientId = "digitale-poteter-nettsted";
const localOidcMountPath = "/oidc";

export function getOidcSettings(): OidcSettings {
  const config = getConfig();
  const siteOrigin = config.siteUrl.origin;
  const common = {
    redirectUri: `${siteOrigin}/auth/callback`,
    staffDomain: config.STAFF_EMAIL_DOMAIN.toLowerCase(),
  };
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    return {
      ...common,
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      isLocal: false,
      backChannelOrigin: null,
    };
  }
  return {
    ...common,
    issuer: `${siteOrigin}${localOidcMountPath}`,
    clientId: localOidcClientId,
    clientSecret: createHmac("sha256", config.sessionSecret)
      .update("local-oidc-client")
      .digest("base64url"),
    isLocal: true,
    backChannelOrigin: loopbackOrigin(config.HOST, config.PORT),
  };
}

function loopbackOrigin(host: string, port: number) {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const hostname = wildcard ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${hostname}:${port}`;
}

const metadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  revocation_endpoint: z.url().optional(),
});

export type IssuerMetadata = z.infer<typeof metadataSchema>;

/**
 * OpenID Connect discovery. The browser-facing authorization endpoint stays public; the
 * server's own calls (token, keys, revocation) go over the back channel when there is one.
 */
export async function discoverIssuer(settings: OidcSettings): Promise<IssuerMetadata> {
  const wellKnown = new URL(
    `${settings.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
  );
  const response = await fetch(toBackChannel(wellKnown.href, settings), {
    headers: { Accept: "application/json", ...forwardedHeaders(settings) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    throw new Error(`OpenID Connect-oppslag mot ${wellKnown.href} svarte ${response.status}`);
  }
  const metadata = metadataSchema.parse(await response.json());
  if (metadata.issuer.replace(/\/$/, "") !== settings.issuer.replace(/\/$/, "")) {
    throw new Error(`Utstederen ${metadata.issuer} er ikke den konfigurerte ${settings.issuer}`);
  }
  return {
    ...metadata,
    token_endpoint: toBackChannel(metadata.token_endpoint, settings),
    jwks_uri: toBackChannel(metadata.jwks_uri, settings),
    ...(metadata.revocation_endpoint
      ? { revocation_endpoint: toBackChannel(metadata.revocation_endpoint, settings) }
      : {}),
  };
}

function toBackChannel(url: string, settings: OidcSettings) {
  if (!settings.backChannelOrigin) return url;
  const parsed = new URL(url);
  return new URL(`${parsed.pathname}${parsed.search}`, settings.backChannelOrigin).href;
}

/** The local provider builds its endpoint URLs from the request, so tell it the public address. */
function forwardedHeaders(settings: OidcSettings): Record<string, string> {
  if (!settings.backChannelOrigin) return {};
  const publicUrl = new URL(settings.issuer);
  return {
    "X-Forwarded-Host": publicUrl.host,
    "X-Forwarded-Proto": publicUrl.protocol.replace(":", ""),
  };
}
