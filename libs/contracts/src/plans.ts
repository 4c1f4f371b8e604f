// The plans: their ids, the names people read, the default prices and the rules that hold whatever
// tools exist (the weekly limit, which plans pass results between tools). Which tools and apps a
// plan opens, and its export formats, are the registry's (@seo/registry/planRules).
import type { CheckoutPlan } from "./billing";

export const PLANS = ["single", "all", "admin", "starter", "pro"] as const;
export type Plan = (typeof PLANS)[number];

export const isPlan = (v: unknown): v is Plan => (PLANS as readonly unknown[]).includes(v);

/** The name of each plan as people read it ("Switch to All Tools", "Billing: Pro plan"). */
export const PLAN_NAMES: Record<Plan, string> = {
  starter: "Starter",
  pro: "Pro",
  single: "Single Tool",
  all: "All Tools",
  admin: "Admin",
};

/** The dashboard's plan badge: "Starter Plan", "Pro Plan" ..., "Admin Access", or "No Plan". */
export function planBadgeLabel(plan: Plan | null | undefined): string {
  if (!plan) return "No Plan";
  return plan === "admin" ? "Admin Access" : `${PLAN_NAMES[plan]} Plan`;
}

/**
 * Monthly prices in whole currency units when nothing is configured. Billing charges the configured
 * amounts (SINGLE_PRICE, ALL_PRICE); the pricing page shows these until billing's catalogue arrives.
 */
export const DEFAULT_PLAN_PRICES: Record<CheckoutPlan, number> = { starter: 19, pro: 39, single: 9, all: 29 };

/** Starter's generations per rolling week; every other plan is unlimited. */
export const STARTER_WEEKLY_LIMIT = 5;

/** Generations a plan allows per week; null: unlimited. */
export const weeklyLimitOf = (plan: Plan): number | null => (plan === "starter" ? STARTER_WEEKLY_LIMIT : null);

/** Plans whose tools offer to send a result on to the next tool of the workflow. */
export const HANDOFF_PLANS: readonly Plan[] = ["all", "admin"];
