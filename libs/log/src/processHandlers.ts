// Last-resort handlers of every Node process: a crash is logged as one JSON line with its stack
// before the process exits non-zero, so the supervisor (scripts/start.mjs, compose) restarts it.
import type { EventEmitter } from "node:events";
import { errorFields, type AppLogger } from "./logger";

export interface ProcessHandlerOptions {
  /** The process to watch (tests pass an EventEmitter). */
  proc?: EventEmitter;
  exit?: (code: number) => void;
}

/**
 * An uncaught exception leaves the process in an unknown state: log it and exit 1. An unhandled
 * rejection is the same bug in a promise; Node itself crashes on one since v15, and so do we,
 * after logging it (with the request id, when a request's code left it).
 */
export function installProcessHandlers(log: AppLogger, opts: ProcessHandlerOptions = {}): void {
  const proc = opts.proc ?? process;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  proc.on("uncaughtException", (err: unknown, origin?: string) => {
    log.fatal("uncaught exception", { ...errorFields(err), origin });
    exit(1);
  });
  proc.on("unhandledRejection", (reason: unknown) => {
    log.fatal("unhandled promise rejection", errorFields(reason));
    exit(1);
  });
}
