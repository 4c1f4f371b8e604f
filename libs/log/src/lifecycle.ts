// How a serving process (the BFF, each service) stops without failing anyone: on SIGTERM it first
// reports unready (its readiness probe answers 503, so a load balancer or Kubernetes stops sending
// it new requests) and keeps serving for `delayMs`, because routing catches up only after a few
// seconds; then it stops accepting connections, tells keep-alive clients to go elsewhere, lets the
// requests under way finish for at most `graceMs`, runs its own clean-up (flush the generation
// history, stop the job queue, disconnect) and exits 0. A second signal does not start it again.
import type { Server } from "node:http";
import type { AppLogger } from "./logger";

export interface ShutdownOptions {
  /** Unready but still serving, before connections are refused (ms). */
  delayMs: number;
  /** Longest wait for requests under way once no new connection is accepted (ms). */
  graceMs: number;
  log: AppLogger;
  /** Clean-up once no request is left (or the grace period ran out); failures are logged. */
  onDrained?: () => Promise<unknown> | unknown;
  exit?: (code: number) => void;
}

export interface Lifecycle {
  /** False from the first SIGTERM/SIGINT on: the readiness probe's answer. */
  accepting(): boolean;
  /** Starts the shutdown (what SIGTERM does); resolves when the clean-up is done. */
  shutdown(reason: string): Promise<void>;
}

/** Longest time the clean-up may take after the grace period. */
const CLEANUP_LIMIT_MS = 5_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createLifecycle(server: Server, opts: ShutdownOptions): Lifecycle {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let done: Promise<void> | undefined;

  // While draining, every answer asks its client to close the connection, so keep-alive clients
  // (the BFF's agent, a load balancer) open their next request elsewhere instead of on a socket
  // that is about to close.
  server.prependListener("request", (_req, res) => {
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
  });

  async function run(reason: string) {
    draining = true;
    const started = Date.now();
    // A clean-up that hangs (a database that does not answer a disconnect) must not keep the
    // process alive forever: the supervisor or Kubernetes would SIGKILL it anyway, later.
    setTimeout(
      () => {
        opts.log.error("shutdown took too long: exiting", { ms: Date.now() - started });
        exit(1);
      },
      opts.delayMs + opts.graceMs + CLEANUP_LIMIT_MS,
    ).unref();
    opts.log.info("shutting down: unready, still serving", { reason, delayMs: opts.delayMs, graceMs: opts.graceMs });
    if (opts.delayMs > 0) await sleep(opts.delayMs);

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const inTime = await Promise.race([closed.then(() => true), sleep(opts.graceMs).then(() => false)]);
    if (!inTime) {
      opts.log.warn("grace period over: closing the connections left", { graceMs: opts.graceMs });
      server.closeAllConnections();
    }
    try {
      await opts.onDrained?.();
    } catch (err) {
      opts.log.error("clean-up at shutdown failed", { error: err instanceof Error ? err.message : String(err) });
    }
    opts.log.info("stopped", { ms: Date.now() - started });
  }

  return {
    accepting: () => !draining,
    shutdown(reason) {
      done ??= run(reason).then(() => exit(0));
      return done;
    },
  };
}

/** SIGTERM and SIGINT start the shutdown; returns the lifecycle for the readiness probe. */
export function shutdownOnSignals(server: Server, opts: ShutdownOptions): Lifecycle {
  const lifecycle = createLifecycle(server, opts);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void lifecycle.shutdown(signal));
  return lifecycle;
}
