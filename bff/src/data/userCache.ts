// The users row behind each session, kept in memory for a few seconds so a tool call on an
// unlimited plan does no database work before it is proxied (on the embedded database,
// with one connection, that lookup serialised every request). Writes made through this BFF drop the
// entry at once (quota reservations, the admin grant, billing calls that pass through it); the TTL
// bounds how long a change made elsewhere (another BFF instance, a Stripe webhook, an operator)
// can go unseen.
import type { UserRow } from "./users";

export interface UserCache {
  get(id: number): Promise<UserRow | null>;
  invalidate(id: number): void;
  invalidateAll(): void;
}

const MAX_ENTRIES = 10_000;

export function createUserCache(
  load: (id: number) => Promise<UserRow | null>,
  opts: { ttlMs: number; clock?: () => number },
): UserCache {
  const clock = opts.clock ?? Date.now;
  const entries = new Map<number, { row: UserRow | null; at: number }>();
  const loading = new Map<number, Promise<UserRow | null>>();
  let generation = 0; // bumped by invalidations, so a load that raced one is not cached

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
      generation++;
      entries.delete(id);
      loading.delete(id);
    },
    invalidateAll() {
      generation++;
      entries.clear();
      loading.clear();
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
