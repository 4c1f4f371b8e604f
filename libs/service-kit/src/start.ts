import type Koa from "koa";
import type { Server } from "node:http";
import { shutdownOnSignals } from "@seo/log/lifecycle";
import { sharedReplayGuard } from "@seo/identity/signature";
import { shutdownTracing } from "@seo/telemetry/tracing";
import { createStore, prefixedKvStore, type KvStore } from "@seo/kv/store";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { createLogger, type AppLogger } from "./log";

export interface StartOptions {
  log?: AppLogger;
  host?: string;
  /** Unready but serving for delayMs, then draining for at most graceMs (config.shutdown: SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS). */
  shutdown?: { delayMs: number; graceMs: number };
  /**
   * Where Redis is configured, request ids are remembered there, so a signed request is accepted
   * once by all instances of the service together (AppConfig satisfies this).
   */
  redis?: { redisUrl?: string; kvPrefix: string; redisCommandTimeoutMs: number; identity?: { maxAgeSeconds?: number } };
  /** What the readiness probe checks besides "not shutting down" (e.g. a database ping). */
  dependencies?: () => Promise<unknown>;
  onClose?: () => Promise<void> | void;
  /** Log and exit on an uncaught exception or unhandled rejection (default); tests switch it off. */
  processHandlers?: boolean;
  /**
   * Work to do once the port is open, before the first request comes (e.g. one offline answer, so
   * the language layer's dictionaries load now and not in a user's request). A failure is logged.
   */
  warmUp?: () => unknown;
}

/** Without a configured shutdown (tests): no pause, 10 s for requests under way. */
const DEFAULT_SHUTDOWN = { delayMs: 0, graceMs: 10_000 };

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
 * Listens on `port`, logs where, and on SIGTERM/SIGINT shuts down gracefully (libs/log/lifecycle):
 * unready for the configured pause while still serving, then no new connections, requests under way
 * finish (at most the grace period), `onClose` runs (e.g. disconnect the database), exit 0.
 */
export function startService(
  app: Pick<Koa, "listen" | "context">,
  port: number,
  name: string,
  options: StartOptions = {},
): Server {
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

  let replayStore: KvStore | undefined;
  const redis = options.redis;
  if (redis?.redisUrl) {
    void createStore(redis.redisUrl, {}, { commandTimeoutMs: redis.redisCommandTimeoutMs, onWarning: (m) => log.warn(m) }).then(
      (store) => {
        replayStore = prefixedKvStore(store, redis.kvPrefix);
        app.context.replayGuard = sharedReplayGuard(replayStore.incr, redis.identity?.maxAgeSeconds);
      },
    );
  }

  const shutdown = options.shutdown ?? DEFAULT_SHUTDOWN;
  const lifecycle = shutdownOnSignals(server, {
    ...shutdown,
    log,
    onDrained: async () => {
      await options.onClose?.();
      await replayStore?.close();
      await shutdownTracing().catch(() => undefined); // the spans still waiting to be sent
    },
  });
  app.context.probes = { accepting: lifecycle.accepting, dependencies: options.dependencies };
  return server;
}
