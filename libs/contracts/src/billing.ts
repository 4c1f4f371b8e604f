// Billing payloads shared by the shell, the BFF and services/billing.
import { z } from "zod";
import { toolIdSchema } from "./auth";

export const CHECKOUT_PLANS = ["starter", "pro", "single", "all"] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];
export const isCheckoutPlan = (v: unknown): v is CheckoutPlan => (CHECKOUT_PLANS as readonly unknown[]).includes(v);

/** A tool id; which tools exist is the registry's, and services/billing checks it. */
const optionalTool = z.optional(toolIdSchema);

export const createSubscriptionSchema = z.object({
  plan: z.enum(CHECKOUT_PLANS),
  trial: z.boolean().optional(),
  selectedTool: optionalTool,
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export interface CreateSubscriptionAnswer {
  clientSecret: string;
  /** "payment": pay the first invoice; "setup": save a card for later (the trial). */
  intent: "payment" | "setup";
  plan: CheckoutPlan;
  amount: number;
  currency: string;
  trial: boolean;
  status: string;
  mode: BillingMode;
}

/** POST /api/billing/update-card: the failed invoice's payment, to confirm with a new card. */
export interface PaymentDueAnswer {
  clientSecret: string;
  intent: "payment";
  /** Whole currency units. */
  amount: number;
  currency: string;
  mode: BillingMode;
}

export const changePlanSchema = z.object({
  plan: z.enum(CHECKOUT_PLANS),
  selectedTool: optionalTool,
});

/** Test mode only: the card form's fields ("Card number", "Expiry date", "CVC"). */
export const testCardSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().min(1).max(40),
  expiry: z.string().min(1).max(10),
  cvc: z.string().min(1).max(8),
});

/** Test mode only: the simulated authentication step (4000 0025 0000 3155). */
export const testAuthenticationSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  succeed: z.boolean(),
});

/** Test clock (test mode, never production): moves the caller's billing time forward. */
export const testClockSchema = z.object({
  days: z.number().min(0).max(400),
  /** Renewals charged while advancing fail (a card that stops working). */
  failPayments: z.boolean().optional(),
});

export type BillingMode = "stripe" | "test";

export interface CataloguePlan {
  id: CheckoutPlan;
  name: string;
  price: number;
  interval: "month";
  description: string;
  features: { label: string; included: boolean }[];
  /** The plan needs a tool chosen at checkout (single). */
  needsTool: boolean;
  /** The plan can start with the free trial (pro). */
  trial: boolean;
}

export interface Catalogue {
  mode: BillingMode;
  currency: string;
  trialDays: number;
  moneyBackDays: number;
  /** Set when Stripe is configured: the shell loads the Payment Element with it. */
  publishableKey: string | null;
  plans: CataloguePlan[];
}

/** GET /api/billing/subscription: what the dashboard's billing card and /pricing show. */
export interface BillingStatus {
  mode: BillingMode;
  plan: CheckoutPlan | null;
  status: string | null;
  selectedTool: string | null;
  /**
   * Single Tool plan: the tool is chosen at purchase, and a switch to another one takes effect at
   * the next renewal. The switch waiting for it, if any.
   */
  pendingToolChange: { selectedTool: string; effectiveAt: string } | null;
  currentPeriodEnd: string | null;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: string | null;
  /** The user never had a trial. */
  trialAvailable: boolean;
  /** Within 30 days of the first payment, not refunded yet. */
  refundEligible: boolean;
  refundDeadline: string | null;
  refunded: boolean;
  /** Stripe's customer portal (only when Stripe is configured and the user is a customer). */
  portalAvailable: boolean;
  testClock: boolean;
}
