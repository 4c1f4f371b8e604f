// What billing asks of a payment processor. Two implement it: Stripe through the official SDK, and
// the test-mode processor (no keys) that simulates Stripe's objects and delivers Stripe-shaped,
// signed events to the same webhook handler.
import type Stripe from "stripe";
import type { CheckoutPlan } from "@seo/contracts/billing";
import type { CancelReason, SubscriptionSnapshot } from "../domain/subscriptionState";
import type { ToolMetadata } from "../domain/singleTool";

export interface PaidInvoice {
  invoiceId: string;
  subscriptionId: string | null;
  customerId: string;
  paymentIntentId: string | null;
  /** Smallest currency unit (cents). */
  amount: number;
  currency: string;
  paidAt: Date;
  /** The service period the invoice pays for (its first line's). */
  periodStart: Date;
  periodEnd: Date;
  /** Stripe's page for the invoice (null in test mode). */
  hostedInvoiceUrl: string | null;
}

export interface NewSubscription {
  customerId: string;
  userId: number;
  plan: CheckoutPlan;
  priceId: string;
  selectedTool?: string;
  trialDays?: number;
}

export interface PaymentProcessor {
  readonly mode: "stripe" | "test";
  createCustomer(input: { userId: number; email: string; name: string }, idempotencyKey: string): Promise<string>;
  createSubscription(input: NewSubscription, idempotencyKey: string): Promise<SubscriptionSnapshot>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Moves to another plan's price (prorated, charged at once) and writes the tool terms. */
  changePlan(
    sub: SubscriptionSnapshot,
    input: { plan: CheckoutPlan; priceId: string; tool: ToolMetadata },
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot>;
  /** Writes only the tool terms (same plan, same price: nothing is charged). */
  setToolTerms(id: string, tool: ToolMetadata, idempotencyKey: string): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now (no renewal, no proration), stamped with billing's reason. */
  cancelNow(id: string, reason: CancelReason): Promise<SubscriptionSnapshot>;
  /** The paid invoice behind an invoice event (null when unpaid or unknown). */
  paidInvoice(invoiceId: string): Promise<PaidInvoice | null>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Stripe's customer portal; null where there is none (test mode). */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Verifies the signature over the exact bytes and parses the event; throws when it does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
}

/** Thrown for a card or payment problem the user can act on (message shown as is). */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
