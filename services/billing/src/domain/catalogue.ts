// The one plan catalogue: prices from configuration, what each plan includes, the trial. Served by
// GET /api/billing/plans and read by /pricing, /checkout and the dashboard.
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import type { Catalogue, CataloguePlan, CheckoutPlan, BillingMode } from "@seo/contracts/billing";

export interface CatalogueConfig {
  amounts: Record<CheckoutPlan, number>;
  prices: Record<CheckoutPlan, string | undefined>;
  publishableKey?: string;
}

export const CURRENCY = "usd";

const PLAN_TEXT: Record<CheckoutPlan, Omit<CataloguePlan, "id" | "price" | "interval">> = {
  starter: {
    name: "Starter",
    description: "For getting started",
    needsTool: false,
    trial: false,
    features: [
      { label: "All four SEO tools", included: true },
      { label: "5 generations per week (20 per month)", included: true },
      { label: "Copy and TXT export", included: true },
      { label: "Guided SEO workflow", included: false },
      { label: "CSV and PDF export", included: false },
    ],
  },
  pro: {
    name: "Pro",
    description: "Most popular",
    needsTool: false,
    trial: true,
    features: [
      { label: "All four SEO tools", included: true },
      { label: "Unlimited generations", included: true },
      { label: "Guided SEO workflow projects", included: true },
      { label: "TXT, CSV and PDF export", included: true },
      { label: "Priority support", included: true },
    ],
  },
  single: {
    name: "Single Tool",
    description: "One tool of your choice",
    needsTool: true,
    trial: false,
    features: [
      { label: "The one tool you choose", included: true },
      { label: "Unlimited generations with it", included: true },
      { label: "Every export format of that tool", included: true },
      { label: "Guided SEO workflow", included: false },
    ],
  },
  all: {
    name: "All Tools",
    description: "Every tool, unlimited",
    needsTool: false,
    trial: false,
    features: [
      { label: "All four SEO tools", included: true },
      { label: "Unlimited generations", included: true },
      { label: "Guided SEO workflow projects", included: true },
      { label: "Send results from tool to tool", included: true },
      { label: "TXT, CSV and PDF export", included: true },
    ],
  },
};

export const CATALOGUE_ORDER: CheckoutPlan[] = ["starter", "pro", "single", "all"];

export function buildCatalogue(config: CatalogueConfig, mode: BillingMode): Catalogue {
  return {
    mode,
    currency: CURRENCY,
    trialDays: TRIAL_DAYS,
    moneyBackDays: MONEY_BACK_DAYS,
    publishableKey: mode === "stripe" ? (config.publishableKey ?? null) : null,
    plans: CATALOGUE_ORDER.map((id) => ({ id, price: config.amounts[id], interval: "month", ...PLAN_TEXT[id] })),
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
  for (const plan of CATALOGUE_ORDER) {
    if (mode === "test" ? priceId === `price_test_${plan}` : config.prices[plan] === priceId) return plan;
  }
  return null;
}
