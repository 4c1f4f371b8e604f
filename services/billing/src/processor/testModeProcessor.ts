// Test mode (no Stripe keys): a simulated processor that keeps Stripe-shaped customers,
// subscriptions, invoices and intents in the database (testModeStore.ts) and delivers Stripe-shaped,
// signed events to the SAME webhook handler Stripe's events reach (testModeEvents.ts). So the state
// machine, the once-only event store and the user-row writes are the ones production runs. Stripe's
// test cards (testCards.ts) pay; a test clock per customer (never in production) moves time for
// renewals, failures and trial ends (testModeClock.ts).
import Stripe from "stripe";
import { advanceClock } from "./testModeClock";
import { createOperationRunner, type Deliver } from "./testModeEvents";
import { paidInvoice, refund } from "./testModeInvoices";
import { authenticate, confirmCard, type CardInput, type TestCardOutcome } from "./testModePayments";
import { createTestModeStore, newId, type TestModeContext, type TestModeOptions } from "./testModeStore";
import { cancelNow, changePlan, createSubscription, setCancelAtPeriodEnd, setToolTerms, snap } from "./testModeSubscriptions";
import type { PaymentProcessor } from "./types";

export interface TestModeProcessor extends PaymentProcessor {
  /** Confirms the checkout's intent (payment or card setup) with a test card. */
  confirmCard(customerId: string, input: CardInput): Promise<TestCardOutcome>;
  /** Completes or fails the simulated authentication step of 4000 0025 0000 3155. */
  authenticate(customerId: string, input: { clientSecret: string; succeed: boolean }): Promise<TestCardOutcome>;
  /** Moves the customer's clock forward and runs what falls due: renewals, trial ends, dunning. */
  advanceClock(customerId: string, input: { days: number; failPayments?: boolean }): Promise<{ now: string }>;
  /** Where events go (the webhook handler's entry point, raw bytes and signature header). */
  setDelivery(deliver: Deliver): void;
}

async function createCustomer(
  ctx: TestModeContext,
  input: { userId: number; email: string; name: string },
  idempotencyKey: string,
): Promise<string> {
  const seen = await ctx.store.seen(idempotencyKey);
  if (seen) return seen;
  const customer = await ctx.store.put({
    id: newId("cus"),
    object: "customer",
    email: input.email,
    name: input.name,
    metadata: { userId: String(input.userId) },
    clockOffsetMs: 0,
  });
  await ctx.store.remember(idempotencyKey, customer.id);
  return customer.id as string;
}

/** One simulated processor per billing process; its operations run one at a time. */
export function createTestModeProcessor(opts: TestModeOptions): TestModeProcessor {
  const ctx: TestModeContext = { store: createTestModeStore(opts.prisma), opts };
  const { operation, serial, setDelivery } = createOperationRunner(opts.webhookSecret);
  return {
    mode: "test",
    setDelivery,
    createCustomer: (input, key) => operation(() => createCustomer(ctx, input, key)),
    createSubscription: (input, key) => operation((pending) => createSubscription(ctx, input, key, pending)),
    retrieveSubscription: (subId) =>
      serial(async () => {
        const sub = await ctx.store.get(subId);
        return sub ? snap(ctx, sub) : null;
      }),
    changePlan: (current, input, key) => operation((pending) => changePlan(ctx, current.id, input, key, pending)),
    setToolTerms: (subId, tool, key) => operation((pending) => setToolTerms(ctx, subId, tool, key, pending)),
    setCancelAtPeriodEnd: (subId, cancel) => operation((pending) => setCancelAtPeriodEnd(ctx, subId, cancel, pending)),
    cancelNow: (subId, reason) => operation((pending) => cancelNow(ctx, subId, reason, pending)),
    paidInvoice: (invoiceId) => paidInvoice(ctx, invoiceId),
    refund: (paymentIntentId, key) => operation((pending) => refund(ctx, paymentIntentId, key, pending)),
    portalUrl: async () => null,
    verifyWebhook: (rawBody, signature) => Stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret),
    confirmCard: (customerId, input) => operation((pending) => confirmCard(ctx, customerId, input, pending)),
    authenticate: (customerId, input) => operation((pending) => authenticate(ctx, customerId, input, pending)),
    advanceClock: (customerId, input) => operation((pending) => advanceClock(ctx, customerId, input, pending)),
  };
}
