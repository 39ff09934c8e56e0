import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Which peers may speak for the client in X-Forwarded-*: Express's "trust proxy" value. Unset,
 * nobody: a server that faces visitors directly must not let them name their own address, and
 * a proxy's address is known only to whoever deploys it (decision 190). "true" is refused: it
 * believes the left-most X-Forwarded-For, which the client writes itself.
 */
const trustProxy = z
  .string()
  .default("")
  .transform((value, context): number | false | string[] => {
    const lowered = value.trim().toLowerCase();
    if (lowered === "" || lowered === "false" || lowered === "0" || lowered === "none")
      return false;
    if (/^\d+$/.test(lowered)) return Number(lowered);
    const entries = lowered.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !proxyNames.has(entry) && !isAddressOrRange(entry));
    if (lowered === "true" || bad !== undefined) {
      context.addIssue({
        code: "custom",
        message:
          "må være et antall proxyer, «false», eller en kommaliste med adresser, nett (CIDR) eller loopback/linklocal/uniquelocal",
      });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrRange(entry: string) {
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DEMO_CONTENT: flag.default(true),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: trustProxy,

  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "må være en postgres://-adresse")
    .optional(),

  S3_BUCKET: optional,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),

  SENDGRID_API_KEY: optional,
  SENDGRID_API_URL: z.url().optional(),
  MAIL_FROM: z.email().default("post@digitalepoteter.example"),
  STAFF_INBOX: z.email().default("post@digitalepoteter.example"),
  /** The basic-auth password of POST /webhooks/inbound-mail; without it the route is 404. */
  INBOUND_MAIL_SECRET: optional.pipe(z.string().min(16).optional()),
  /** Where customers' replies go (svar+<token>@…); the domain of MAIL_FROM when unset. */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "må være et domenenavn, f.eks. svar.firma.no")
    .optional(),

  SESSION_SECRET: z.string().min(32).optional(),
  STAFF_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "må være et domenenavn, f.eks. firma.no")
    .default("digitalepoteter.example"),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  LOCAL_STAFF_PASSWORD: z.string().min(12).optional(),

  RATE_LIMIT_ENQUIRIES: positiveInt(5),
  RATE_LIMIT_SIGNUPS: positiveInt(5),
  RATE_LIMIT_BRIEFS: positiveInt(5),
  RATE_LIMIT_SIGN_IN: positiveInt(10),
  RATE_LIMIT_PROJECT_GUESSES: positiveInt(30),
  RATE_LIMIT_PROJECT_MESSAGES: positiveInt(10),
  RATE_LIMIT_PROJECT_FEEDBACK: positiveInt(60),
  RATE_LIMIT_INBOUND_MAIL: positiveInt(120),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
  BODY_MIN_BYTES_PER_SECOND: positiveInt(8192),
  BODY_RATE_WINDOW_SECONDS: z.coerce.number().positive().default(20),
  OUTBOX_POLL_MS: positiveInt(5000),
  FEEDBACK_MAIL_WINDOW_SECONDS: positiveInt(600),
  INBOUND_MAIL_DIGEST_SECONDS: positiveInt(600),
  STORAGE_SWEEP_INTERVAL_SECONDS: positiveInt(3600),
  STORAGE_SWEEP_GRACE_SECONDS: positiveInt(3600),
  BACKUP_DIR: optional,
  /** Signs backups' manifests; SESSION_SECRET does when unset (decision 301). */
  BACKUP_SIGNING_KEY: optional.pipe(z.string().min(32).optional()),
  BACKUP_KEEP: positiveInt(7),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(24),
  ENQUIRY_RETENTION_MONTHS: positiveInt(12),
  PROJECT_FILE_RETENTION_MONTHS: positiveInt(24),
  /** The host's: the site writes its logs to stdout and keeps none (decision 271). */
  SERVER_LOG_RETENTION_DAYS: positiveInt(30),

  GA_MEASUREMENT_ID: optional,
  GOOGLE_ADS_ID: optional,
  GOOGLE_ADS_CONVERSION_LABEL: optional,
  YOUTUBE_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{6,20}$/)
    .optional(),
  HERO_VIDEO_URL: z.string().default("/media/hero-loop.mp4"),

  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  METRICS_TOKEN: optional.pipe(z.string().min(16).optional()),
  SENTRY_DSN: optional.pipe(z.url().optional()),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; any invalid variable stops start-up with its name. */
export function parseConfig(env: Record<string, string | undefined>) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Ugyldig konfigurasjon:\n${lines.join("\n")}`);
  }
  const values = result.data;
  const oidcKeys = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean)) {
    throw new ConfigError(
      "Ugyldig konfigurasjon:\n  OIDC_ISSUER, OIDC_CLIENT_ID og OIDC_CLIENT_SECRET må settes sammen",
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const siteUrl = new URL(values.SITE_URL ?? `http://localhost:${values.PORT}`);
  let sessionSecret = values.SESSION_SECRET;
  return {
    ...values,
    DATA_DIR: dataDir,
    isProduction: values.NODE_ENV === "production",
    siteUrl,
    /**
     * Made in DATA_DIR only when first asked for: a command that reads the configuration and
     * then refuses (a restore) leaves the folder as it found it.
     */
    get sessionSecret() {
      sessionSecret ??= persistedSecret(dataDir, "session-secret");
      return sessionSecret;
    },
  };
}

/** Embedded default: a random secret kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string, name: string) {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
