// A fixed-window counter in the key-value store: `take` counts one event and says whether it is
// within the limit (and, if not, how long until the window ends).
import { createHash } from "node:crypto";
import type { KvStore } from "@seo/kv/store";

export function createRateLimit(store: KvStore, opts: { name: string; limit: number; windowSeconds: number }) {
  const key = (id: string) => `rate:${opts.name}:${createHash("sha256").update(id).digest("base64url").slice(0, 32)}`;
  return {
    async take(id: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
      const k = key(id);
      if ((await store.incr(k, opts.windowSeconds)) <= opts.limit) return { allowed: true };
      const ttl = await store.ttl(k);
      return { allowed: false, retryAfterSeconds: ttl > 0 ? ttl : opts.windowSeconds };
    },
  };
}
export type RateLimit = ReturnType<typeof createRateLimit>;
