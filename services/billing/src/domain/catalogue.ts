// The one plan catalogue: prices from configuration, the trial, and each plan's name and what it
// includes in the words the pricing page and the dashboard use (@seo/contracts/plans,
// @seo/registry/planOffers), so /api/billing/plans cannot say something the page does not. Served
// by GET /api/billing/plans and read by /pricing, /checkout and the dashboard.
import { CHECKOUT_PLANS, type Catalogue, type CataloguePlan, type CheckoutPlan, type BillingMode } from "@seo/contracts/billing";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import { PLAN_NAMES } from "@seo/contracts/plans";
import { planBenefits, pricingFeatures } from "@seo/registry/planOffers";

export interface CatalogueConfig {
  amounts: Record<CheckoutPlan, number>;
  prices: Record<CheckoutPlan, string | undefined>;
  publishableKey?: string;
}

export const CURRENCY = "usd";

/** The line under each plan's name (the pricing page shows Single Tool's and All Tools'). */
const DESCRIPTIONS: Record<CheckoutPlan, string> = {
  starter: "For getting started",
  pro: "Most popular",
  single: "One tool of your choice",
  all: "Every tool, unlimited",
};

/**
 * Starter and Pro: the pricing card's list. Single Tool and All Tools have no card list; their
 * lines are what the dashboard shows once the plan is in force.
 */
const featuresOf = (plan: CheckoutPlan): CataloguePlan["features"] =>
  plan === "starter" || plan === "pro" ? pricingFeatures(plan) : planBenefits(plan).map((label) => ({ label, included: true }));

function cataloguePlan(id: CheckoutPlan, amount: number): CataloguePlan {
  return {
    id,
    price: amount,
    interval: "month",
    name: PLAN_NAMES[id],
    description: DESCRIPTIONS[id],
    needsTool: id === "single",
    trial: id === "pro",
    features: featuresOf(id),
  };
}

export function buildCatalogue(config: CatalogueConfig, mode: BillingMode): Catalogue {
  return {
    mode,
    currency: CURRENCY,
    trialDays: TRIAL_DAYS,
    moneyBackDays: MONEY_BACK_DAYS,
    publishableKey: mode === "stripe" ? (config.publishableKey ?? null) : null,
    plans: CHECKOUT_PLANS.map((id) => cataloguePlan(id, config.amounts[id])),
  };
}

/** Price ids: Stripe's from configuration; test mode's are fixed names. */
export function priceIdOf(plan: CheckoutPlan, config: CatalogueConfig, mode: BillingMode): string {
  if (mode === "test") return `price_test_${plan}`;
  const id = config.prices[plan];
  if (!id) throw new Error(`STRIPE_PRICE_${plan.toUpperCase()} is not configured`);
  return id;
}

/** The plan a price id stands for (null: not one of ours). */
export function planOfPrice(priceId: string | null | undefined, config: CatalogueConfig, mode: BillingMode): CheckoutPlan | null {
  if (!priceId) return null;
  for (const plan of CHECKOUT_PLANS) {
    if (mode === "test" ? priceId === `price_test_${plan}` : config.prices[plan] === priceId) return plan;
  }
  return null;
}
