import pino, { type Logger } from "pino";
import { getConfig } from "~/config/index.server";

let instance: Logger | undefined;

/**
 * One JSON object per line on stdout, for whatever collects the container's output. Written
 * synchronously: the lines about a shutdown or a crash must not wait in a buffer when the
 * process exits. In development the same lines go through pino-pretty.
 */
function getLogger() {
  if (instance) return instance;
  const config = getConfig();
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL ?? (config.NODE_ENV === "test" ? "silent" : "info"),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // A second guard behind safePath: fields by these names never reach a line whole.
    redact: {
      paths: ["password", "token", "authorization", "cookie", "*.password", "*.token"],
      censor: "[skjult]",
    },
  };
  instance =
    config.NODE_ENV === "development"
      ? pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true } } })
      : pino(options, pino.destination({ dest: 1, sync: true }));
  return instance;
}

type Fields = Record<string, unknown>;

const write =
  (level: "debug" | "info" | "warn" | "error" | "fatal") =>
  (fieldsOrMessage: Fields | string, message?: string) => {
    const logger = getLogger();
    if (typeof fieldsOrMessage === "string") logger[level](fieldsOrMessage);
    else logger[level](fieldsOrMessage, message);
  };

/** The site's log. Pass an error as `err` so pino writes its type, message and stack. */
export const log = {
  debug: write("debug"),
  info: write("info"),
  warn: write("warn"),
  error: write("error"),
  fatal: write("fatal"),
};

export { getLogger };
