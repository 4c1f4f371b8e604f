// The test-mode processor's Stripe-shaped objects (customers, subscriptions, invoices, intents,
// refunds, idempotency keys), kept as JSON rows in test_mode_objects so they outlive a restart
// like Stripe's do; each customer carries a test clock (an offset from the wall clock).
import { randomBytes } from "node:crypto";
import type { Prisma, PrismaClient } from "@seo/db/client";
import type { CheckoutPlan } from "@seo/contracts/billing";

export const DAY = 24 * 60 * 60;
export const PERIOD = 30 * DAY;

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface TestModeOptions {
  prisma: PrismaClient;
  /** Signs the simulated events; the webhook handler verifies with it. */
  webhookSecret: string;
  planOfPrice: (priceId: string | null) => CheckoutPlan | null;
  /** Monthly price of a plan, in whole currency units. */
  amountOf: (plan: CheckoutPlan) => number;
  currency: string;
  /** After this many days past_due the simulated dunning gives up: the subscription becomes unpaid. */
  dunningDays: number;
}

export interface TestModeStore {
  get(objectId: string): Promise<Json | null>;
  /** Writes the object (kind from its `object` field); the owner is set on creation only. */
  put(data: Json, ownerId?: string | null): Promise<Json>;
  /** Like get, but a missing object is Stripe's resource_missing error. */
  must(objectId: string): Promise<Json>;
  /** The owner's objects of these kinds, in the order the database returns them. */
  owned(ownerId: string, kinds: string[]): Promise<Json[]>;
  /** The result an idempotency key recorded, or null when the key is new. */
  seen(idempotencyKey: string): Promise<string | null>;
  remember(idempotencyKey: string, result: string): Promise<void>;
}

/** What every part of the simulated processor works with. */
export interface TestModeContext {
  store: TestModeStore;
  opts: TestModeOptions;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString("hex")}`;
export const clientSecretFor = (objectId: string) => `${objectId}_secret_${randomBytes(12).toString("hex")}`;

/** The customer's test clock, in Unix seconds. */
export const clockOf = (customer: Json) => Math.floor((Date.now() + (customer.clockOffsetMs ?? 0)) / 1000);

export function createTestModeStore(prisma: PrismaClient): TestModeStore {
  const get = async (objectId: string): Promise<Json | null> =>
    ((await prisma.testModeObject.findUnique({ where: { id: objectId } }))?.data as Json | undefined) ?? null;
  const put = async (data: Json, ownerId: string | null = null) => {
    await prisma.testModeObject.upsert({
      where: { id: data.id },
      create: { id: data.id, kind: data.object, ownerId, data: data as Prisma.InputJsonValue },
      update: { data: data as Prisma.InputJsonValue },
    });
    return data;
  };
  const idempotencyId = (key: string) => `idem_${key}`;
  return {
    get,
    put,
    async must(objectId) {
      const o = await get(objectId);
      if (!o) throw Object.assign(new Error(`No such object: ${objectId}`), { code: "resource_missing" });
      return o;
    },
    async owned(ownerId, kinds) {
      const rows = await prisma.testModeObject.findMany({
        where: { ownerId, kind: kinds.length === 1 ? kinds[0]! : { in: kinds } },
      });
      return rows.map((r) => r.data as Json);
    },
    async seen(key) {
      return ((await get(idempotencyId(key)))?.result as string | undefined) ?? null;
    },
    async remember(key, result) {
      await put({ id: idempotencyId(key), object: "idempotency_key", result });
    },
  };
}
