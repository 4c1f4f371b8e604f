// Billing use cases: checkout (customer once, subscription, trial once), plan changes, cancel and
// resume, the money-back refund, the portal link and the status the dashboard shows. Every change
// made here is written through the same state machine the webhook uses (syncSubscription), so the
// answer already reflects it and a later event cannot roll it back.
import { createHash } from "node:crypto";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import type { BillingStatus, CheckoutPlan, CreateSubscriptionAnswer, PaymentDueAnswer } from "@seo/contracts/billing";
import { findTool } from "@seo/registry/registry";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { Logger } from "@seo/service-kit/log";
import type { BillingStore, BillingUser } from "./data/billingStore";
import { CURRENCY, priceIdOf, type CatalogueConfig } from "./domain/catalogue";
import { toolTermsAfter } from "./domain/singleTool";
import { givesAccess, isLive, refundWindow, type SubscriptionSnapshot } from "./domain/subscriptionState";
import type { PaymentProcessor } from "./processor/types";

export interface BillingDeps {
  store: BillingStore;
  processor: PaymentProcessor;
  catalogue: CatalogueConfig;
  appUrl: string;
  testClock: boolean;
  log: Logger;
  now?: () => Date;
}

export const ALREADY_SUBSCRIBED = "You already have a subscription. Change your plan from the dashboard.";
export const TRIAL_USED = "You have already used your free trial.";
export const NOTHING_DUE = "There is no failed payment to pay.";

/**
 * The tool of a Single Tool plan: required, and one the registry knows (the contract checks only
 * its form). Other plans carry none.
 */
export function singleToolOf(input: { plan: CheckoutPlan; selectedTool?: string | undefined }): string | undefined {
  if (input.plan !== "single") return undefined;
  if (!input.selectedTool) {
    throw new HttpError(400, "Choose the tool for your Single Tool plan.", {
      issues: [{ path: "selectedTool", message: "Required for the single plan" }],
    });
  }
  if (!findTool(input.selectedTool)) {
    throw new HttpError(400, `Invalid selectedTool: there is no tool "${input.selectedTool}"`, {
      issues: [{ path: "selectedTool", message: "Unknown tool" }],
    });
  }
  return input.selectedTool;
}

export function createBilling(deps: BillingDeps) {
  const { store, processor, log } = deps;
  const now = deps.now ?? (() => new Date());
  const mode = processor.mode;

  // One billing operation per user at a time in this process: two clicks never race each other.
  const locks = new Map<number, Promise<unknown>>();
  const perUser = <T>(userId: number, fn: () => Promise<T>): Promise<T> => {
    const previous = locks.get(userId) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    locks.set(userId, tail);
    void tail.then(() => {
      if (locks.get(userId) === tail) locks.delete(userId);
    });
    return run;
  };

  async function userOf(userId: number): Promise<BillingUser> {
    const user = await store.findUser(userId);
    if (!user) throw new HttpError(401, "Not authenticated");
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

  const amountOf = (plan: CheckoutPlan) => deps.catalogue.amounts[plan];

  return {
    mode,

    status: (userId: number) => billingStatus(userId),

    createSubscription(
      userId: number,
      input: { plan: CheckoutPlan; trial?: boolean; selectedTool?: string },
    ): Promise<CreateSubscriptionAnswer> {
      const selectedTool = singleToolOf(input);
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const trial = input.plan === "pro" && input.trial === true;
        if (trial && user.trialUsedAt) throw new HttpError(409, TRIAL_USED, { code: "TRIAL_USED" });
        const customerId = await ensureCustomer(user);
        const current = await currentSubscription(user);
        if (current && givesAccess(current.status)) throw new HttpError(409, ALREADY_SUBSCRIBED, { code: "ALREADY_SUBSCRIBED" });
        if (current?.status === "incomplete") {
          const same =
            current.plan === input.plan && !trial && (input.plan !== "single" || current.selectedTool === selectedTool);
          if (same && current.clientSecret) return answer(current, input.plan, false);
          await processor.cancelNow(current.id); // an abandoned checkout for another plan
        }
        if (trial && !(await store.claimTrial(userId, now()))) throw new HttpError(409, TRIAL_USED, { code: "TRIAL_USED" });
        let snap;
        try {
          snap = await processor.createSubscription(
            {
              customerId,
              userId,
              plan: input.plan,
              priceId: priceIdOf(input.plan, deps.catalogue, mode),
              selectedTool,
              trialDays: trial ? TRIAL_DAYS : undefined,
            },
            `subscription-create-${customerId}-${input.plan}-${trial ? "trial" : "paid"}-after-${current?.id ?? "none"}`,
          );
        } catch (err) {
          if (trial) await store.releaseTrial(userId);
          throw err;
        }
        await store.syncSubscription(snap, new Date(), { adopt: true });
        if (!snap.clientSecret) throw new HttpError(502, "No client secret received");
        return answer(snap, input.plan, trial);
      });

      function answer(
        snap: { clientSecret: string | null; intent: "payment" | "setup" | null; status: string },
        plan: CheckoutPlan,
        trial: boolean,
      ): CreateSubscriptionAnswer {
        return {
          clientSecret: snap.clientSecret!,
          intent: snap.intent ?? "payment",
          plan,
          amount: amountOf(plan),
          currency: CURRENCY,
          trial,
          status: snap.status,
          mode,
        };
      }
    },

    /**
     * Another plan takes effect at once (prorated). A Single Tool subscriber's other tool does not:
     * the tool was paid for this period, so the switch is scheduled for the next renewal (one
     * pending switch; asking again replaces it, asking for the current tool cancels it).
     */
    changePlan(userId: number, input: { plan: CheckoutPlan; selectedTool?: string }) {
      const tool = singleToolOf(input);
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const sub = await liveSubscription(user);
        const terms = toolTermsAfter(sub, input.plan, tool);
        const key = `${sub.id}-${input.plan}-${tool ?? "all"}-from-${sub.plan}-${user.billingSyncedAt?.getTime() ?? 0}`;
        let updated: SubscriptionSnapshot;
        if (sub.plan === input.plan) {
          const unchanged =
            input.plan !== "single" ||
            (terms.selectedTool === sub.selectedTool && (terms.pendingTool || null) === (sub.pendingTool?.tool ?? null));
          if (unchanged && sub.pendingTool) {
            throw new HttpError(409, switchScheduledText(sub.pendingTool), { code: "SWITCH_ALREADY_SCHEDULED" });
          }
          if (unchanged) throw new HttpError(409, "You are already on this plan.", { code: "ALREADY_ON_PLAN" });
          updated = await processor.setToolTerms(sub.id, terms, `subscription-tool-${key}`);
        } else {
          updated = await processor.changePlan(
            sub,
            { plan: input.plan, priceId: priceIdOf(input.plan, deps.catalogue, mode), tool: terms },
            `subscription-change-${key}`,
          );
        }
        await store.syncSubscription(updated, new Date(), { adopt: true });
        return billingStatus(userId, updated);
      });
    },

    setCancelAtPeriodEnd(userId: number, cancel: boolean) {
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const sub = await liveSubscription(user);
        const updated = await processor.setCancelAtPeriodEnd(sub.id, cancel);
        await store.syncSubscription(updated, new Date());
        return billingStatus(userId);
      });
    },

    /** The 30-day money-back guarantee: refunds the first payment and ends access, once. */
    refund(userId: number) {
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const first = await store.firstPayment(userId);
        const window = refundWindow(first, now(), MONEY_BACK_DAYS);
        if (!first || !window.eligible || !first.paymentIntentId) {
          throw new HttpError(
            409,
            window.refunded
              ? "This payment has already been refunded."
              : `Refunds are available within ${MONEY_BACK_DAYS} days of your first payment.`,
          );
        }
        if (!(await store.claimRefund(first.id, now()))) throw new HttpError(409, "This payment has already been refunded.");
        try {
          const { refundId } = await processor.refund(first.paymentIntentId, `refund-${first.id}`);
          await store.setRefundId(first.id, refundId);
        } catch (err) {
          await store.releaseRefund(first.id);
          throw err;
        }
        if (user.stripeSubscriptionId) {
          const sub = await processor.retrieveSubscription(user.stripeSubscriptionId);
          if (sub && isLive(sub.status)) await store.syncSubscription(await processor.cancelNow(sub.id), new Date());
        }
        log.info("refunded", { userId, paymentId: first.id });
        return billingStatus(userId);
      });
    },

    /**
     * "Update card" after a failed payment: the open invoice of the user's own past_due (or unpaid)
     * subscription, whose payment the browser confirms with a new card (Stripe's Payment Element, or
     * the test-mode card form). Paying it makes the subscription active through the usual events.
     */
    updateCard(userId: number): Promise<PaymentDueAnswer> {
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const sub = await currentSubscription(user);
        if (!sub || (sub.status !== "past_due" && sub.status !== "unpaid") || !sub.paymentDue) {
          throw new HttpError(409, NOTHING_DUE, { code: "NOTHING_DUE" });
        }
        return {
          clientSecret: sub.paymentDue.clientSecret,
          intent: "payment",
          amount: sub.paymentDue.amount / 100,
          currency: sub.paymentDue.currency,
          mode,
        };
      });
    },

    async portal(userId: number) {
      const user = await userOf(userId);
      if (!user.stripeCustomerId) throw new HttpError(409, "You have no billing account yet.");
      const url = await processor.portalUrl(user.stripeCustomerId, `${deps.appUrl}/dashboard`);
      if (!url) throw new HttpError(404, "The billing portal is available when Stripe is configured.");
      return { url };
    },

    /** Re-reads the user's subscription (after the browser confirmed a payment; webhooks may lag). */
    sync(userId: number) {
      return perUser(userId, async () => {
        const user = await userOf(userId);
        const sub = await currentSubscription(user);
        if (sub) await store.syncSubscription(sub, new Date());
        return billingStatus(userId);
      });
    },

    ensureCustomerOf: async (userId: number) => ensureCustomer(await userOf(userId)),
  };

  function switchScheduledText(pending: { tool: string; at: Date }) {
    const title = findTool(pending.tool)?.title ?? pending.tool;
    return `A switch to ${title} is already scheduled for ${pending.at.toISOString().slice(0, 10)}, your next renewal.`;
  }

  /** The scheduled tool switch, read from the processor (only a live single plan can have one). */
  async function pendingToolOf(user: BillingUser, known?: SubscriptionSnapshot): Promise<BillingStatus["pendingToolChange"]> {
    if (user.subscriptionType !== "single" || !user.stripeSubscriptionId || !givesAccess(user.subscriptionStatus)) return null;
    const sub = known?.id === user.stripeSubscriptionId ? known : await processor.retrieveSubscription(user.stripeSubscriptionId);
    const pending = sub?.plan === "single" ? sub.pendingTool : null;
    return pending ? { selectedTool: pending.tool, effectiveAt: pending.at.toISOString() } : null;
  }

  async function billingStatus(userId: number, known?: SubscriptionSnapshot): Promise<BillingStatus> {
    const user = await userOf(userId);
    const first = await store.firstPayment(userId);
    const window = refundWindow(first, now(), MONEY_BACK_DAYS);
    const plan = (["starter", "pro", "single", "all"] as const).find((p) => p === user.subscriptionType) ?? null;
    return {
      mode,
      plan: user.stripeSubscriptionId ? plan : null,
      status: user.stripeSubscriptionId ? user.subscriptionStatus : null,
      selectedTool: user.selectedTool,
      pendingToolChange: await pendingToolOf(user, known),
      currentPeriodEnd: user.subscriptionPeriodEnd?.toISOString() ?? null,
      trialEndsAt: user.subscriptionStatus === "trialing" ? (user.trialEndsAt?.toISOString() ?? null) : null,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      pastDueSince: user.pastDueSince?.toISOString() ?? null,
      trialAvailable: user.trialUsedAt === null,
      refundEligible: window.eligible && givesAccess(user.subscriptionStatus),
      refundDeadline: window.deadline?.toISOString() ?? null,
      refunded: window.refunded,
      portalAvailable: mode === "stripe" && Boolean(user.stripeCustomerId),
      testClock: deps.testClock,
    };
  }
}
export type Billing = ReturnType<typeof createBilling>;
