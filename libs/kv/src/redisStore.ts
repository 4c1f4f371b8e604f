// KvStore on Redis (the `redis` v5 client).
import { createRedisClient, firstConnection } from "./redisClient";
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

export interface RedisStoreOptions {
  /**
   * Longest wait for one command's answer. A Redis that stops answering (frozen, or a partition that
   * keeps the connection open) then fails calls within this time instead of holding requests.
   */
  commandTimeoutMs?: number;
  /** Longest wait for a connection (and its handshake) to be set up. */
  connectTimeoutMs?: number;
  /** Told once per outage when the connection is dropped after a command timed out. */
  onWarning?: (message: string) => void;
}

class CommandTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The command's answer, or a CommandTimeout after `ms`. node-redis's own command timeout only covers
 * the wait before a command is written, not the wait for its answer, so the answer is raced here.
 */
async function answeredWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandTimeout(ms)), ms);
  });
  try {
    return await Promise.race([answer, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export async function createRedisStore(redisUrl: string, opts: RedisStoreOptions = {}): Promise<KvStore> {
  const where = redactedUrl(redisUrl);
  const commandTimeoutMs = opts.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  let lastError: Error | undefined;

  const connect = () => {
    const c = createRedisClient(redisUrl, opts.connectTimeoutMs);
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    c.on("error", (err: Error) => (lastError = err));
    c.on("ready", () => (lastError = undefined));
    return c;
  };
  let client = connect();

  const connectFirst = async (c: typeof client) => {
    const err = await firstConnection(c);
    if (err) lastError = err;
  };
  await connectFirst(client);

  // A command that timed out on a connection that is still open means Redis (or the path to it)
  // stopped answering: every later command on it would wait the whole timeout too, and the kernel
  // may keep the dead connection for minutes. So it is dropped at once and a new one is set up
  // (in the background, with the usual backoff); meanwhile calls fail fast as "unavailable".
  const replaceConnection = (cause: Error) => {
    const stale = client;
    lastError = cause;
    opts.onWarning?.(`Redis at ${where} stopped answering (${cause.message}); reconnecting`);
    client = connect();
    void connectFirst(client);
    stale.destroy();
  };

  const run = async <T>(op: (c: typeof client) => Promise<T>): Promise<T> => {
    const c = client;
    if (!c.isReady) {
      throw new KvUnavailableError(`Redis at ${where} is unavailable${lastError ? `: ${lastError.message}` : ""}`, {
        cause: lastError,
      });
    }
    try {
      return await answeredWithin(op(c), commandTimeoutMs);
    } catch (err) {
      if (err instanceof CommandTimeout) {
        if (c === client) replaceConnection(err);
        throw new KvUnavailableError(`Redis at ${where} is unavailable: no answer within ${commandTimeoutMs} ms`, {
          cause: err,
        });
      }
      if (!c.isReady) throw new KvUnavailableError(`Redis at ${where} is unavailable: ${(err as Error).message}`, { cause: err });
      throw err;
    }
  };

  return {
    get: (key) => run((c) => c.get(key)),
    set: (key, value, ttlSeconds) =>
      run(async (c) => {
        await (ttlSeconds === undefined
          ? c.set(key, value)
          : c.set(key, value, { expiration: { type: "EX", value: ttlSeconds } }));
      }),
    incr: (key, ttlSeconds) =>
      run(async (c) =>
        Number(await c.eval(INCR_WITH_TTL, { keys: [key], arguments: [ttlSeconds === undefined ? "" : String(ttlSeconds)] })),
      ),
    decr: (key) => run((c) => c.decr(key)),
    del: (key) => run(async (c) => void (await c.del(key))),
    expire: (key, ttlSeconds) => run(async (c) => void (await c.expire(key, ttlSeconds))),
    ttl: (key) => run((c) => c.ttl(key)),
    ping: () => run(async (c) => void (await c.ping())),
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
