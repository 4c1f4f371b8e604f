// KvStore on Redis (the `redis` v5 client).
import { createClient } from "redis";
import type { KvStore } from "./store";

/** Redis cannot be reached (down, wrong URL, reconnecting). */
export class KvUnavailableError extends Error {
  override name = "KvUnavailableError";
}

// INCR and the expiry of a key it creates, in one atomic step (works on every Redis version,
// unlike EXPIRE ... NX which needs Redis 7).
const INCR_WITH_TTL = `
local created = redis.call('EXISTS', KEYS[1]) == 0
local value = redis.call('INCR', KEYS[1])
if created and ARGV[1] ~= '' then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

export async function createRedisStore(redisUrl: string): Promise<KvStore> {
  const where = redactedUrl(redisUrl);
  let lastError: Error | undefined;
  const client = createClient({
    url: redisUrl,
    // Fail fast while disconnected instead of queueing commands until Redis is back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  // Without a listener an 'error' event would crash the process; the client reconnects by itself.
  client.on("error", (err: Error) => (lastError = err));
  client.on("ready", () => (lastError = undefined));

  await new Promise<void>((resolve) => {
    const settle = () => {
      client.off("ready", settle);
      client.off("error", settle);
      resolve();
    };
    client.once("ready", settle);
    client.once("error", settle);
    client.connect().catch((err: Error) => {
      lastError = err;
      settle();
    });
  });

  const run = async <T>(op: () => Promise<T>): Promise<T> => {
    if (!client.isReady) {
      throw new KvUnavailableError(`Redis at ${where} is unavailable${lastError ? `: ${lastError.message}` : ""}`, {
        cause: lastError,
      });
    }
    try {
      return await op();
    } catch (err) {
      if (!client.isReady)
        throw new KvUnavailableError(`Redis at ${where} is unavailable: ${(err as Error).message}`, { cause: err });
      throw err;
    }
  };

  return {
    get: (key) => run(() => client.get(key)),
    set: (key, value, ttlSeconds) =>
      run(async () => {
        await (ttlSeconds === undefined
          ? client.set(key, value)
          : client.set(key, value, { expiration: { type: "EX", value: ttlSeconds } }));
      }),
    incr: (key, ttlSeconds) =>
      run(async () =>
        Number(
          await client.eval(INCR_WITH_TTL, { keys: [key], arguments: [ttlSeconds === undefined ? "" : String(ttlSeconds)] }),
        ),
      ),
    decr: (key) => run(() => client.decr(key)),
    del: (key) => run(async () => void (await client.del(key))),
    expire: (key, ttlSeconds) => run(async () => void (await client.expire(key, ttlSeconds))),
    ttl: (key) => run(() => client.ttl(key)),
    ping: () => run(async () => void (await client.ping())),
    async close() {
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}

function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(invalid REDIS_URL)";
  }
}
