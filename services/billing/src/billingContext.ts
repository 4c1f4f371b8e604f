// What every billing use case shares: the store and processor, the clock, one operation per user
// at a time, the user, customer and subscription lookups, and where mails are queued.
import { createHash } from "node:crypto";
import type { CheckoutPlan } from "@seo/contracts/billing";
import type { JobQueue } from "@seo/jobs/queue";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { Logger } from "@seo/service-kit/log";
import type { BillingStore, BillingUser } from "./data/billingStore";
import { priceIdOf, type CatalogueConfig } from "./domain/catalogue";
import type { MailSettings } from "./domain/lifecycleMails";
import { givesAccess } from "./domain/subscriptionState";
import type { PaymentProcessor } from "./processor/types";

export interface BillingDeps {
  store: BillingStore;
  processor: PaymentProcessor;
  catalogue: CatalogueConfig;
  appUrl: string;
  testClock: boolean;
  log: Logger;
  now?: () => Date;
  /** Where the send jobs of new mails are queued (none: the sender's sweep finds the rows). */
  queue?: JobQueue;
}

import { EMAIL_UNVERIFIED_CODE, EMAIL_UNVERIFIED_MESSAGE } from "@seo/contracts/paths";

export const EMAIL_UNVERIFIED = EMAIL_UNVERIFIED_MESSAGE;

/** One billing operation per user at a time in this process: two clicks never race each other. */
function perUserLock() {
  const locks = new Map<number, Promise<unknown>>();
  return <T>(userId: number, fn: () => Promise<T>): Promise<T> => {
    const previous = locks.get(userId) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    locks.set(userId, tail);
    void tail.then(() => {
      if (locks.get(userId) === tail) locks.delete(userId);
    });
    return run;
  };
}

export function createBillingContext(deps: BillingDeps) {
  const { store, processor, log } = deps;
  const mode = processor.mode;

  async function userOf(userId: number): Promise<BillingUser> {
    const user = await store.findUser(userId);
    if (!user) throw new HttpError(401, "Not authenticated");
    return user;
  }

  /** A user who may buy: one whose address is confirmed (the gateway checks it too). */
  async function buyerOf(userId: number): Promise<BillingUser> {
    const user = await userOf(userId);
    if (!user.emailVerifiedAt) throw new HttpError(403, EMAIL_UNVERIFIED, { code: EMAIL_UNVERIFIED_CODE });
    return user;
  }

  /**
   * The processor's customer for this user, created once. The idempotency key is our user id plus a
   * digest of the e-mail: Stripe keeps keys for 24 hours per account, and another database sharing
   * the account (a reset dev database, staging) has its own user 1, whose different parameters
   * under the same key would be refused with an idempotency_error.
   */
  async function ensureCustomer(user: BillingUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const emailDigest = createHash("sha256").update(user.email.toLowerCase()).digest("hex").slice(0, 16);
    const created = await processor.createCustomer(
      { userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
      `customer-user-${user.id}-${emailDigest}`,
    );
    const stored = await store.claimCustomer(user.id, created);
    if (stored !== created) log.warn("customer created twice; kept the first", { userId: user.id, kept: stored, extra: created });
    return stored ?? created;
  }

  async function currentSubscription(user: BillingUser) {
    return user.stripeSubscriptionId ? processor.retrieveSubscription(user.stripeSubscriptionId) : null;
  }

  async function liveSubscription(user: BillingUser) {
    const sub = await currentSubscription(user);
    if (!sub || !givesAccess(sub.status)) throw new HttpError(409, "You have no active subscription.");
    return sub;
  }

  return {
    store,
    processor,
    log,
    mode,
    appUrl: deps.appUrl,
    testClock: deps.testClock,
    queue: deps.queue,
    mailSettings: { appUrl: deps.appUrl, testMode: mode === "test" } satisfies MailSettings,
    now: deps.now ?? (() => new Date()),
    perUser: perUserLock(),
    userOf,
    buyerOf,
    ensureCustomer,
    currentSubscription,
    liveSubscription,
    amountOf: (plan: CheckoutPlan) => deps.catalogue.amounts[plan],
    priceIdOf: (plan: CheckoutPlan) => priceIdOf(plan, deps.catalogue, mode),
  };
}
export type BillingContext = ReturnType<typeof createBillingContext>;
