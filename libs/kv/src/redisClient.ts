// How every Redis connection of the product is made (the store's, the broadcast's): fail fast while
// disconnected, reconnect with a bounded backoff, and a first connection that never throws.
import type { createClient as CreateClient } from "redis";

const CONNECT_TIMEOUT_MS = 2_000;
/** Reconnect delays: 100 ms doubling to at most this, for as long as Redis is away. */
const RECONNECT_MAX_DELAY_MS = 2_000;

/**
 * A client that rejects commands at once while disconnected (instead of queueing them until Redis
 * is back) and keeps reconnecting by itself. Its 'error' events must be listened to.
 */
export function createRedisClient(url: string, connectTimeoutMs = CONNECT_TIMEOUT_MS) {
  // Required here, not imported: a process on the embedded default (no REDIS_URL) never loads the
  // client (5-8 MB of resident memory per process of `npm start`; docs/performance.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createClient } = require("redis") as { createClient: typeof CreateClient };
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
    },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

/** Connects; resolves once Redis answered (undefined) or the first attempt failed (its error). */
export function firstConnection(client: Pick<RedisClient, "connect" | "once" | "off">): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const settle = (err?: Error) => {
      client.off("ready", onReady);
      client.off("error", settle);
      resolve(err);
    };
    const onReady = () => settle();
    client.once("ready", onReady);
    client.once("error", settle);
    client.connect().catch((err: Error) => settle(err));
  });
}
