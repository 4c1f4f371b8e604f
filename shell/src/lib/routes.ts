// The shell's page paths: every link, redirect and route names its page from here. The pricing page's
// path is shared with the BFF and the services, which send users there when a plan stops them.
import { PRICING_PATH } from "@seo/contracts/paths";
import type { CheckoutPlan } from "@seo/contracts/billing";

export const routes = {
  home: "/",
  homeAlias: "/home",
  login: "/login",
  signup: "/signup",
  pricing: PRICING_PATH,
  checkout: "/checkout",
  success: "/success",
  dashboard: "/dashboard",
  workflowProjects: "/workflow-projects",
  workflowProject: "/workflow-projects/:projectId/*",
  seoTools: "/seo-tools",
  account: "/account",
  forgotPassword: "/forgot-password",
  // The pages e-mail links open (each carries ?token=...).
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  unsubscribe: "/unsubscribe",
} as const;

/** /checkout for a plan; the Pro trial also carries the subscription's client secret. */
export function checkoutPath(plan: CheckoutPlan, trial?: { clientSecret: string }): string {
  if (!trial) return `${routes.checkout}?plan=${plan}`;
  return `${routes.checkout}?client_secret=${encodeURIComponent(trial.clientSecret)}&plan=${plan}&trial=true`;
}
