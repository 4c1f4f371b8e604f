// Messages to every process of a deployment at once: Redis pub/sub when REDIS_URL is set (each BFF
// replica hears what any of them publishes, itself included, within milliseconds), else a local
// broadcast inside this process (the embedded default runs one BFF). Delivery is at most once: a
// process that is disconnected from Redis misses messages, so subscribers are told when the
// connection comes back (`onResync`) and can drop whatever such a message would have dropped.
// Used to revoke cached user rows on every replica (bff/src/data/userCache.ts).
import { createRedisClient, firstConnection } from "./redisClient";

export interface Broadcast {
  /** Sends `message` to every subscriber of every process (this one included). */
  publish(message: string): Promise<void>;
  /** Calls `handler` with every message; returns the unsubscribe function. */
  subscribe(handler: (message: string) => void): () => void;
  /** Called after a lost connection came back (messages in between may be lost). */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

/** One process: delivers to its own subscribers, synchronously. */
export function createLocalBroadcast(): Broadcast {
  const handlers = new Set<(message: string) => void>();
  return {
    async publish(message) {
      for (const h of [...handlers]) h(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync() {},
    async close() {
      handlers.clear();
    },
  };
}

export interface RedisBroadcastOptions {
  /** The pub/sub channel, already namespaced (see broadcastChannel). */
  channel: string;
  onWarning?: (message: string) => void;
}

/** The channel of `name` for the deployment whose keys start with `kvPrefix` (KV_PREFIX). */
export const broadcastChannel = (kvPrefix: string, name: string) => `${kvPrefix}broadcast:${name}`;

/**
 * Pub/sub on Redis: one client publishes, a duplicate subscribes (a subscribed connection can do
 * nothing else). Resolves once both answered or their first connection attempt failed; both keep
 * reconnecting, and a publish while Redis is away rejects at once.
 */
export async function createRedisBroadcast(redisUrl: string, opts: RedisBroadcastOptions): Promise<Broadcast> {
  const warn = opts.onWarning ?? (() => {});
  const publisher = createRedisClient(redisUrl);
  const subscriber = publisher.duplicate();
  const handlers = new Set<(message: string) => void>();
  const resyncs = new Set<() => void>();
  let closing = false;
  let readyOnce = false;
  let warned = false;
  for (const client of [publisher, subscriber]) {
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    client.on("error", (err: Error) => {
      if (!warned && !closing) warn(`broadcast: Redis unavailable (${err.message}); reconnecting`);
      warned = true;
    });
  }
  subscriber.on("ready", () => {
    warned = false;
    // The first ready is the start; every later one follows a lost connection.
    if (readyOnce) for (const r of resyncs) r();
    readyOnce = true;
  });

  await Promise.all([firstConnection(publisher), firstConnection(subscriber)]);
  // Re-subscribed by the client after every reconnect.
  const listen = () =>
    subscriber.subscribe(opts.channel, (message) => {
      for (const h of [...handlers]) h(message);
    });
  if (subscriber.isReady) await listen();
  else {
    // Not reachable yet: subscribe as soon as it is (the client queues nothing while offline).
    subscriber.once("ready", () => void listen().catch((err: Error) => warn(`broadcast: subscribe failed: ${err.message}`)));
  }

  return {
    async publish(message) {
      await publisher.publish(opts.channel, message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncs.add(handler);
    },
    async close() {
      closing = true;
      handlers.clear();
      await Promise.allSettled(
        [publisher, subscriber].map(async (c) => {
          if (c.isReady) await c.close();
          else c.destroy();
        }),
      );
    },
  };
}

/** Redis pub/sub on `redisUrl`'s channel `name` (namespaced with `kvPrefix`), or the local broadcast. */
export function createBroadcast(
  redisUrl: string | undefined,
  opts: { kvPrefix: string; name: string; onWarning?: (message: string) => void },
): Promise<Broadcast> {
  if (!redisUrl) return Promise.resolve(createLocalBroadcast());
  return createRedisBroadcast(redisUrl, { channel: broadcastChannel(opts.kvPrefix, opts.name), onWarning: opts.onWarning });
}
