import type Koa from "koa";
import type { Server } from "node:http";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { createLogger, type AppLogger } from "./log";

export interface StartOptions {
  log?: AppLogger;
  host?: string;
  graceMs?: number;
  onClose?: () => Promise<void> | void;
  /** Log and exit on an uncaught exception or unhandled rejection (default); tests switch it off. */
  processHandlers?: boolean;
  /**
   * Work to do once the port is open, before the first request comes (e.g. one offline answer, so
   * the language layer's dictionaries load now and not in a user's request). A failure is logged.
   */
  warmUp?: () => unknown;
}

async function warmUp(work: () => unknown, name: string, log: AppLogger): Promise<void> {
  const started = performance.now();
  try {
    await work();
    log.info(`${name} service warmed up`, { ms: Math.round(performance.now() - started) });
  } catch (err) {
    log.warn(`${name} service warm-up failed`, { error: err instanceof Error ? err.message : String(err) });
  }
}

/**
 * Listens on `port`, logs where, and on SIGTERM/SIGINT stops accepting connections, lets in-flight
 * requests finish (at most `graceMs`), runs `onClose` (e.g. disconnect the database) and exits.
 */
export function startService(app: Pick<Koa, "listen">, port: number, name: string, options: StartOptions = {}): Server {
  const log = options.log ?? createLogger(name);
  if (options.processHandlers !== false) installProcessHandlers(log);
  // Loopback unless told otherwise: only the BFF on this machine should reach a service.
  const host = options.host ?? "127.0.0.1";
  const server = app.listen(port, host, () => {
    log.info(`${name} service listening`, { host, port });
    if (options.warmUp) setImmediate(() => warmUp(options.warmUp!, name, log));
  });
  server.keepAliveTimeout = 65_000; // longer than the BFF's keep-alive agent idles
  server.on("error", (err) => {
    log.error(`${name} service failed to listen`, { port, error: err.message });
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${name} service stopping`, { signal });
    const force = setTimeout(() => {
      log.warn(`${name} service forced exit after grace period`);
      process.exit(1);
    }, options.graceMs ?? 10_000);
    force.unref();
    server.close(async () => {
      try {
        await options.onClose?.();
      } catch (err) {
        log.error("shutdown hook failed", { error: err instanceof Error ? err.message : String(err) });
      }
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
