// The users row behind each session, kept in memory for a few seconds so a tool call on an
// unlimited plan does no database work before it is proxied (on the embedded database,
// with one connection, that lookup serialised every request). Writes made through this BFF drop the
// entry at once (quota reservations, the admin grant, billing calls and Stripe webhooks that pass
// through it), and with a broadcast (Redis pub/sub when REDIS_URL is set) every other replica drops
// it too within milliseconds; the TTL bounds how long a change nobody announced (an operator's SQL,
// a replica that was cut off from Redis) can go unseen. docs/operating/remote-store.md, "Revocation".
import { randomUUID } from "node:crypto";
import type { Broadcast } from "@seo/kv/broadcast";
import type { UserRow } from "./users";

export interface UserCache {
  get(id: number): Promise<UserRow | null>;
  invalidate(id: number): void;
  invalidateAll(): void;
}

const MAX_ENTRIES = 10_000;

/** The broadcast channel of user changes (server.ts opens it with this name). */
export const USER_CHANGES = "users";

/** The broadcast message that drops one user's row, or every row; `from`: the cache that sent it. */
type Invalidation = ({ user: number } | { all: true }) & { from?: string };

/** What a process without a user cache (an operator command) publishes after changing a user. */
export const userChangedMessage = (id: number) => JSON.stringify({ user: id } satisfies Invalidation);

function parseInvalidation(message: string): Invalidation | null {
  try {
    const m = JSON.parse(message) as { user?: unknown; all?: unknown; from?: unknown };
    const from = typeof m.from === "string" ? m.from : undefined;
    if (m.all === true) return { all: true, from };
    if (Number.isInteger(m.user) && (m.user as number) > 0) return { user: m.user as number, from };
  } catch {
    /* not ours */
  }
  return null;
}

/**
 * Invalidations shared with every replica: the returned function tells the others, and theirs drop
 * entries here. Without a broadcast, announcing does nothing.
 */
function replicaInvalidations(
  opts: { broadcast?: Broadcast; onBroadcastError?: (err: Error) => void },
  dropOne: (id: number) => void,
  dropAll: () => void,
): (message: Invalidation) => void {
  // This cache's own messages come back to it; it has already dropped what they name.
  const origin = randomUUID();
  let failing = false; // one report per outage, not one per invalidation
  const announce = (message: Invalidation) => {
    opts.broadcast?.publish(JSON.stringify({ ...message, from: origin })).then(
      () => (failing = false),
      (err: Error) => {
        if (!failing) opts.onBroadcastError?.(err);
        failing = true;
      },
    );
  };
  if (opts.broadcast) {
    opts.broadcast.subscribe((message) => {
      const m = parseInvalidation(message);
      if (!m || m.from === origin) return;
      if ("all" in m) dropAll();
      else dropOne(m.user);
    });
    // Messages may have been missed while Redis was away: nothing cached before is trusted.
    opts.broadcast.onResync(dropAll);
  }

  return announce;
}

export function createUserCache(
  load: (id: number) => Promise<UserRow | null>,
  opts: {
    ttlMs: number;
    clock?: () => number;
    /** Tells every replica of an invalidation (and hears theirs); none: this process only. */
    broadcast?: Broadcast;
    onBroadcastError?: (err: Error) => void;
  },
): UserCache {
  const clock = opts.clock ?? Date.now;
  const entries = new Map<number, { row: UserRow | null; at: number }>();
  const loading = new Map<number, Promise<UserRow | null>>();
  let generation = 0; // bumped by invalidations, so a load that raced one is not cached

  const dropOne = (id: number) => {
    generation++;
    entries.delete(id);
    loading.delete(id);
  };
  const dropAll = () => {
    generation++;
    entries.clear();
    loading.clear();
  };
  const announce = replicaInvalidations(opts, dropOne, dropAll);

  return {
    async get(id) {
      if (opts.ttlMs <= 0) return load(id);
      const hit = entries.get(id);
      if (hit && clock() - hit.at < opts.ttlMs) return hit.row;
      let pending = loading.get(id);
      if (!pending) {
        const startedAt = generation;
        pending = load(id).then(
          (row) => {
            loading.delete(id);
            if (startedAt === generation) {
              if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
              entries.set(id, { row, at: clock() });
            }
            return row;
          },
          (err: unknown) => {
            loading.delete(id);
            throw err;
          },
        );
        loading.set(id, pending);
      }
      return pending;
    },
    invalidate(id) {
      dropOne(id);
      announce({ user: id });
    },
    invalidateAll() {
      dropAll();
      announce({ all: true });
    },
  };
}

/** The users repository with every write through it dropping the written user's cache entry. */
export function invalidatingWrites<
  R extends {
    reserveStarterGeneration(id: number, ...rest: never[]): Promise<unknown>;
    refundStarterGeneration(id: number, ...rest: never[]): Promise<unknown>;
    grantAdmin(id: number): Promise<unknown>;
  },
>(repo: R, cache: UserCache): R {
  const after =
    <A extends [number, ...unknown[]], T>(fn: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await fn(...args);
      } finally {
        cache.invalidate(args[0]);
      }
    };
  return {
    ...repo,
    reserveStarterGeneration: after(repo.reserveStarterGeneration.bind(repo) as never),
    refundStarterGeneration: after(repo.refundStarterGeneration.bind(repo) as never),
    grantAdmin: after(repo.grantAdmin.bind(repo) as never),
  };
}
