// The one logger of every server process (BFF, services, scripts/start.mjs's children): pino, one JSON
// line per event, level from LOG_LEVEL (read by libs/config). While a request is being handled its
// context (the request id the BFF gave it) is added to every line, however deep the call that logs.
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream } from "pino";

import { createBatchedWriter, type BatchedWriter } from "./batchedWriter";
import type { LogLevel } from "./levels";

export type LogFields = Record<string, unknown>;

/** What code that logs needs; `console` satisfies it too. */
export interface Logger {
  debug?(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** The pino-backed logger: also makes children that add fixed fields to each line. */
export interface AppLogger extends Logger {
  debug(message: string, fields?: LogFields): void;
  child(fields: LogFields): AppLogger;
  /** Last words before the process exits (uncaught exception). */
  fatal(message: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where the lines go (tests); stdout by default. */
  destination?: DestinationStream;
}

/**
 * Fields that belong to the request being handled (its id, and its trace's ids when tracing is on),
 * added to each line logged inside it.
 */
export interface LogContext {
  requestId?: string;
  /** The OpenTelemetry trace the request belongs to (libs/telemetry/src/tracing.ts). */
  traceId?: string;
  /** The request's own span in that trace. */
  spanId?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `fields` added to every log line written while it (and what it awaits) runs. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

export function createLogger(name: string, options: LoggerOptions = {}): AppLogger {
  const base = pino(
    {
      level: options.level ?? "info",
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err },
      mixin: () => ({ ...context.getStore() }),
    },
    options.destination ?? (options.level === "silent" ? { write: () => {} } : stdout()),
  );
  return wrap(base);
}

/** How long a line may wait for others to be written with it, and the most that waits. */
const BATCH_DELAY_MS = 20;
const BATCH_MAX_BYTES = 64 * 1024;
let stdoutWriter: BatchedWriter | undefined;

/**
 * One writer per process for stdout: lines logged within BATCH_DELAY_MS go out in one synchronous
 * write (pino's SonicBoom, which retries a full pipe). What is pending is written when the process
 * exits (process.exit included, so also after a fatal line); a process killed outright (SIGKILL)
 * loses at most the last BATCH_DELAY_MS of lines.
 */
function stdout(): DestinationStream {
  if (!stdoutWriter) {
    const sonic = pino.destination({ dest: 1, sync: true });
    const writer = createBatchedWriter((text) => sonic.write(text), { delayMs: BATCH_DELAY_MS, maxBytes: BATCH_MAX_BYTES });
    process.on("exit", () => writer.flush());
    stdoutWriter = writer;
  }
  return stdoutWriter;
}

function wrap(p: pino.Logger): AppLogger {
  const at = (level: "fatal" | "error" | "warn" | "info" | "debug") => (message: string, fields?: LogFields) => {
    if (fields) p[level](fields, message);
    else p[level](message);
  };
  return {
    fatal: (message, fields) => {
      at("fatal")(message, fields);
      stdoutWriter?.flush(); // last words are not left waiting
    },
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    child: (fields) => wrap(p.child(fields)),
  };
}

const nothing = () => {};
/** Logs nothing (tests that do not look at logs). */
export const silentLogger: AppLogger = {
  fatal: nothing,
  error: nothing,
  warn: nothing,
  info: nothing,
  debug: nothing,
  child: () => silentLogger,
};

/** An Error as log fields: message and stack, never the error object's enumerable internals. */
export function errorFields(err: unknown): LogFields {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
}
