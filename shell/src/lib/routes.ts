// The shell's page paths: every link, redirect and route names its page from here. The pricing page's
// path is shared with the BFF and the services, which send users there when a plan stops them.
import {
  DASHBOARD_PATH,
  FORGOT_PASSWORD_PATH,
  PRICING_PATH,
  RESET_PASSWORD_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  VERIFY_EMAIL_PATH,
} from "@seo/contracts/paths";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { ADMIN_MODEL_PAGE } from "@seo/contracts/modelEnginePaths";

export const routes = {
  home: "/",
  homeAlias: "/home",
  login: "/login",
  signup: "/signup",
  pricing: PRICING_PATH,
  checkout: "/checkout",
  success: "/success",
  dashboard: DASHBOARD_PATH,
  workflowProjects: "/workflow-projects",
  workflowProject: "/workflow-projects/:projectId/*",
  seoTools: "/seo-tools",
  // The legal pages (templates for the operator to review before launch), prerendered with the site.
  privacy: "/privacy",
  terms: "/terms",
  account: "/account",
  history: "/history",
  bulk: "/bulk",
  bulkRun: "/bulk/runs/:runId",
  forgotPassword: FORGOT_PASSWORD_PATH,
  // The pages e-mail links open (each carries ?token=...).
  resetPassword: RESET_PASSWORD_PATH,
  verifyEmail: VERIFY_EMAIL_PATH,
  unsubscribe: UNSUBSCRIBE_PAGE_PATH,
  // Admins only: each tool's engine and "Test connection".
  adminModel: ADMIN_MODEL_PAGE,
} as const;

/** /checkout for a plan; the Pro trial also carries the subscription's client secret. */
export function checkoutPath(plan: CheckoutPlan, trial?: { clientSecret: string }): string {
  if (!trial) return `${routes.checkout}?plan=${plan}`;
  return `${routes.checkout}?client_secret=${encodeURIComponent(trial.clientSecret)}&plan=${plan}&trial=true`;
}

/** A bulk run's page (its progress, review and exports). */
export const bulkRunPath = (id: number) => `/bulk/runs/${id}`;

/** Where a signed-in user may be sent after signing up or in (`?next=`): the plans, nowhere else. */
const NEXT_PAGES: readonly string[] = [PRICING_PATH];

/** Sign-up that returns to `next` (a visitor's plan or trial button: sign up, then choose). */
export const signupThen = (next: string) => `/signup?next=${encodeURIComponent(next)}`;

/**
 * The page `?next=` names when it is one of ours that may follow sign-in (never another site, never
 * any other page: no open redirect), else home.
 */
export function nextAfterAuth(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next && NEXT_PAGES.includes(next) ? next : routes.home;
}
