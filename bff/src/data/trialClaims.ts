// One free trial per person, not per account: a new account on the same browser (the `did` device
// cookie) gets no second trial, and an address gets at most TRIALS_PER_ADDRESS_PER_30_DAYS (a shared
// office or home may hold a few people; a sign-up farm behind one address may not). Billing still
// keeps its own rule (one trial per account); this is the BFF's, counted in the key-value store.
import { createHash } from "node:crypto";
import type { KvStore } from "@seo/kv/store";

const DAY = 24 * 60 * 60;
/** How long a browser stays marked as having had a trial. */
const DEVICE_SECONDS = 365 * DAY;
const ADDRESS_SECONDS = 30 * DAY;

const hash = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);

export const TRIAL_USED = {
  status: 403,
  code: "TRIAL_ALREADY_USED",
  error: "A free trial has already been used on this device or network. Choose a plan to continue.",
} as const;

export interface TrialClient {
  userId: number;
  device: string;
  ip: string;
}

export function createTrialClaims(store: KvStore, limits: { perAddress: number }) {
  const keys = (c: TrialClient) => ({
    count: `trial:device:${hash(c.device)}`,
    owner: `trial:device-owner:${hash(c.device)}`,
    address: `trial:ip:${hash(c.ip)}`,
  });
  return {
    /**
     * Claims the trial for this device and address, atomically; returns the release for a trial that
     * did not start, or null when another account had this device's trial or the address is used up.
     * The account that holds the device's claim may ask again (billing answers that one).
     */
    async claim(client: TrialClient): Promise<(() => Promise<void>) | null> {
      const k = keys(client);
      if ((await store.incr(k.count, DEVICE_SECONDS)) > 1) {
        await store.decr(k.count);
        const owner = await store.get(k.owner);
        return owner === String(client.userId) ? async () => {} : null;
      }
      if ((await store.incr(k.address, ADDRESS_SECONDS)) > limits.perAddress) {
        await store.decr(k.address);
        await store.del(k.count);
        return null;
      }
      await store.set(k.owner, String(client.userId), DEVICE_SECONDS);
      return async () => {
        await store.del(k.count);
        await store.del(k.owner);
        await store.decr(k.address);
      };
    },
  };
}
export type TrialClaims = ReturnType<typeof createTrialClaims>;
