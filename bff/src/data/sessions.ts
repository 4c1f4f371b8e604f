// Server-side sessions in the key-value store. Logout deletes the record, so an id stops working at once.
import type { KvStore } from "@seo/kv/store";
import {
  isWellFormedSessionId,
  newSessionId,
  newSessionRecord,
  parseSessionRecord,
  remainingTtlSeconds,
  sessionKey,
  type SessionTtls,
} from "../domain/sessionPolicy";

export interface ActiveSession {
  id: string;
  userId: number;
}

export function createSessionRepository(store: KvStore, ttls: SessionTtls, clock: () => number = Date.now) {
  return {
    async create(userId: number): Promise<string> {
      const id = newSessionId();
      const now = clock();
      const record = newSessionRecord(userId, ttls, now);
      await store.set(sessionKey(id), JSON.stringify(record), remainingTtlSeconds(record, ttls, now));
      return id;
    },

    /** The live session for this id, sliding its idle expiry; null when unknown or expired. */
    async resolve(id: string): Promise<ActiveSession | null> {
      if (!isWellFormedSessionId(id)) return null;
      const key = sessionKey(id);
      const record = parseSessionRecord(await store.get(key));
      if (!record) return null;
      const ttl = remainingTtlSeconds(record, ttls, clock());
      if (ttl <= 0) {
        await store.del(key);
        return null;
      }
      await store.expire(key, ttl);
      return { id, userId: record.userId };
    },

    async destroy(id: string): Promise<void> {
      if (isWellFormedSessionId(id)) await store.del(sessionKey(id));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
