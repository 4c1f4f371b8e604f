// The one place that decides what a user may do: plan, selected tool, admin flag, trial state and
// the Starter quota. Pure: no HTTP, no SQL. Used by GET /api/user/subscription (capabilities) and
// before every tool and workflow call is proxied, so the dashboard and the gate can never disagree.
// What each plan opens (tools, workflow, export formats, hand-offs) is the plan rules' of the registry.
import { PRICING_PATH } from "@seo/contracts/paths";
import { isPlan, weeklyLimitOf, type Plan } from "@seo/contracts/plans";
import { TRIAL_DAYS } from "@seo/contracts/constants";
import { PAID_STATUSES } from "@seo/contracts/subscriptionStatus";
import type { Capabilities } from "@seo/contracts/auth";
import { ACCESS_CODES } from "@seo/contracts/errors";
import { handoffsFor, planHasWorkflow, planIncludesTool, toolExportsFor } from "@seo/registry/planRules";
import { findTool, registry as builtInRegistry, type Registry, type ToolEntry } from "@seo/registry/registry";

/** The stored user fields access depends on (a subset of the users row). */
export interface AccessSubject {
  isAdmin: boolean;
  selectedTool: string | null;
  subscriptionType: string | null;
  subscriptionStatus: string | null;
  trialStartDate: Date | null;
  generationsUsed: number;
  weeklyResetDate: Date | null;
  /** When the subscription went past_due (billing writes it); access lasts the grace period from here. */
  pastDueSince?: Date | null;
  /** The processor's trial end, when billing knows it (else trialStartDate + 3 days). */
  trialEndsAt?: Date | null;
}

/** Billing rules that come from configuration. */
export interface AccessPolicy {
  /** How long a past_due subscription keeps access (PAST_DUE_GRACE_DAYS, default 3). */
  pastDueGraceMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_MS = TRIAL_DAYS * DAY_MS;
export const DEFAULT_ACCESS_POLICY: AccessPolicy = { pastDueGraceMs: 3 * DAY_MS };
export const accessPolicyOf = (config: { billing: { pastDueGraceDays: number } }): AccessPolicy => ({
  pastDueGraceMs: config.billing.pastDueGraceDays * DAY_MS,
});

/** A trial gives access until trialStartDate + 3 days; a trial with no start date has none. */
export function trialExpired(
  user: Pick<AccessSubject, "subscriptionStatus" | "trialStartDate" | "trialEndsAt">,
  now: Date,
): boolean {
  if (user.subscriptionStatus !== "trialing") return false;
  if (user.trialEndsAt) return now.getTime() >= user.trialEndsAt.getTime();
  if (!user.trialStartDate) return true;
  return now.getTime() >= user.trialStartDate.getTime() + TRIAL_MS;
}

/** past_due keeps access for the grace period from when the payment first failed. */
export function pastDueGraceOver(
  user: Pick<AccessSubject, "subscriptionStatus" | "pastDueSince">,
  now: Date,
  policy: AccessPolicy = DEFAULT_ACCESS_POLICY,
): boolean {
  if (user.subscriptionStatus !== "past_due") return false;
  if (!user.pastDueSince) return true;
  return now.getTime() >= user.pastDueSince.getTime() + policy.pastDueGraceMs;
}

function statusGivesAccess(user: AccessSubject, now: Date, policy: AccessPolicy): boolean {
  const status = user.subscriptionStatus ?? "";
  if (status === "past_due") return !pastDueGraceOver(user, now, policy);
  return (PAID_STATUSES as readonly string[]).includes(status) && !trialExpired(user, now);
}

/**
 * The plan in force, or null for no access. The admin flag always means plan "admin"; a plan needs
 * an active subscription, or a trial that has not run out.
 */
export function effectivePlan(user: AccessSubject, now: Date, policy: AccessPolicy = DEFAULT_ACCESS_POLICY): Plan | null {
  if (user.isAdmin) return "admin";
  if (!isPlan(user.subscriptionType)) return null;
  // "admin" as a subscription type is only ever written by the admin grant, with status active.
  if (!statusGivesAccess(user, now, policy)) return null;
  return user.subscriptionType;
}

/** True while the Starter window that ends at weeklyResetDate is still running. */
export function quotaWindowOpen(user: Pick<AccessSubject, "weeklyResetDate">, now: Date): boolean {
  return user.weeklyResetDate !== null && user.weeklyResetDate.getTime() > now.getTime();
}

/** Generations used in the current window (0 once the window has ended: the next one starts fresh). */
export function generationsUsedNow(user: AccessSubject, now: Date): number {
  return quotaWindowOpen(user, now) ? user.generationsUsed : 0;
}

/** What GET /api/user/subscription reports. generationsRemaining is -1 for unlimited plans. */
export interface AccessSummary {
  hasAccess: boolean;
  plan: Plan | null;
  selectedTool: string | null;
  generationsUsed: number;
  generationsRemaining: number;
  weeklyResetDate: string | null;
  status: string | null;
}

export const UNLIMITED = -1;

/** A Single plan covers one tool; until one is selected it covers none (and says so). */
const singleWithoutTool = (plan: Plan | null, user: Pick<AccessSubject, "selectedTool">, r: Registry) =>
  plan === "single" && toTool(user.selectedTool, r) === null;

export function summarizeAccess(
  user: AccessSubject,
  now: Date,
  policy: AccessPolicy = DEFAULT_ACCESS_POLICY,
  r: Registry = builtInRegistry,
): AccessSummary {
  const plan = effectivePlan(user, now, policy);
  const used = generationsUsedNow(user, now);
  const windowOpen = quotaWindowOpen(user, now);
  const usable = plan !== null && !singleWithoutTool(plan, user, r);
  const limit = plan === null ? null : weeklyLimitOf(plan);
  let remaining: number;
  if (!usable) remaining = 0;
  else if (limit !== null) remaining = Math.max(0, limit - used);
  else remaining = UNLIMITED;
  return {
    hasAccess: usable,
    plan,
    selectedTool: toTool(user.selectedTool, r),
    generationsUsed: used,
    generationsRemaining: remaining,
    weeklyResetDate: windowOpen && user.weeklyResetDate ? user.weeklyResetDate.toISOString() : null,
    status: user.subscriptionStatus,
  };
}

/** A stored tool id the registry knows, else null. */
function toTool(v: string | null, r: Registry): string | null {
  return v !== null && findTool(v, r) ? v : null;
}

/**
 * Whether this user may grant themselves admin access from the dashboard: the designated account
 * (ADMIN_EMAIL), outside production only. Owning a sign-up proves nothing about who someone is, so in
 * production admin access is an operator's act (`npm run admin -- grant <email>`).
 */
export function maySelfGrantAdmin(
  user: { email: string; isAdmin: boolean } | null,
  opts: { adminEmail: string; production?: boolean },
): boolean {
  return user !== null && !opts.production && !user.isAdmin && isDesignatedAdmin(user, opts.adminEmail);
}

/** The account ADMIN_EMAIL names (compared as stored: trimmed and lower-cased). */
export function isDesignatedAdmin(user: { email: string }, adminEmail: string): boolean {
  return user.email.trim().toLowerCase() === adminEmail;
}

/**
 * What this user may do (null: an anonymous visitor), as GET /api/user/subscription reports it: the
 * shell and the remotes render this and never re-derive the plan rules.
 */
export function capabilitiesOf(
  user: (AccessSubject & { email: string }) | null,
  now: Date,
  opts: { policy?: AccessPolicy; adminEmail: string; production?: boolean; registry?: Registry },
): Capabilities {
  const r = opts.registry ?? builtInRegistry;
  const plan = user ? effectivePlan(user, now, opts.policy ?? DEFAULT_ACCESS_POLICY) : null;
  const summary = user ? summarizeAccess(user, now, opts.policy ?? DEFAULT_ACCESS_POLICY, r) : null;
  const selectedTool = user?.selectedTool;
  const tools = r.tools.map((tool) => ({
    id: tool.id,
    use: summary?.hasAccess === true && planIncludesTool(plan, tool, selectedTool),
    exports: toolExportsFor(summary?.hasAccess ? plan : null, tool, selectedTool),
  }));
  const usable = new Set(tools.filter((t) => t.use).map((t) => t.id));
  const remaining = summary?.generationsRemaining ?? 0;
  return {
    tools,
    generationsRemaining: remaining === UNLIMITED ? null : remaining,
    workflow: planHasWorkflow(plan, r),
    handoffs: handoffsFor(plan, usable, r),
    canActivateAdmin: maySelfGrantAdmin(user, opts),
  };
}

export type AccessCode = (typeof ACCESS_CODES)[keyof typeof ACCESS_CODES];

export interface Refusal {
  status: 402 | 403;
  code: AccessCode;
  error: string;
}

/** How a tool call is paid for once it is allowed. */
export type ToolGate =
  | { kind: "unlimited"; plan: Plan }
  | { kind: "starterQuota"; plan: "starter" }
  | { kind: "freeTry" }
  | { kind: "refused"; refusal: Refusal };

export const REFUSALS = {
  toolNotInPlan: {
    status: 403,
    code: ACCESS_CODES.toolNotInPlan,
    error: "Your plan does not include this tool. Upgrade to use it.",
  },
  limitReached: {
    status: 402,
    code: ACCESS_CODES.limitReached,
    error: "You've reached your weekly generation limit. Upgrade to Pro for unlimited access.",
  },
  freeTriesUsed: {
    status: 402,
    code: ACCESS_CODES.freeTriesUsed,
    error: "You've used your free tries for today. Choose a plan to keep generating.",
  },
  noPlan: {
    status: 402,
    code: ACCESS_CODES.noPlan,
    error: "Choose a plan to use this tool.",
  },
  noToolSelected: {
    status: 403,
    code: ACCESS_CODES.toolNotInPlan,
    error: "Your Single Tool plan has no tool selected yet. Choose your tool to start.",
  },
  workflowNotInPlan: {
    status: 403,
    code: ACCESS_CODES.workflowNotInPlan,
    error: "The workflow system is available on the Pro plan.",
  },
} as const satisfies Record<string, Refusal>;

/**
 * Decides how a call to `tool` is allowed for this user (null: anonymous visitor). The Starter
 * quota and the free tries are only checked here for the obvious case; the reservation itself is
 * atomic in the data layer.
 */
export function gateToolCall(
  user: AccessSubject | null,
  tool: ToolEntry,
  now: Date,
  freeTriesPerDay: number,
  policy: AccessPolicy = DEFAULT_ACCESS_POLICY,
  r: Registry = builtInRegistry,
): ToolGate {
  const plan = user ? effectivePlan(user, now, policy) : null;
  if (plan === null) {
    return freeTriesPerDay > 0 ? { kind: "freeTry" } : { kind: "refused", refusal: REFUSALS.noPlan };
  }
  if (plan === "single" && user && singleWithoutTool(plan, user, r)) {
    return { kind: "refused", refusal: REFUSALS.noToolSelected };
  }
  if (!planIncludesTool(plan, tool, user?.selectedTool)) return { kind: "refused", refusal: REFUSALS.toolNotInPlan };
  const limit = weeklyLimitOf(plan);
  if (limit === null) return { kind: "unlimited", plan };
  if (user && generationsUsedNow(user, now) >= limit) {
    return { kind: "refused", refusal: REFUSALS.limitReached };
  }
  return { kind: "starterQuota", plan: "starter" };
}

/** Workflow endpoints are for the plans the registry's workflow names (pro, all and admin). */
export function gateWorkflow(
  user: AccessSubject,
  now: Date,
  policy: AccessPolicy = DEFAULT_ACCESS_POLICY,
  r: Registry = builtInRegistry,
): Refusal | null {
  const plan = effectivePlan(user, now, policy);
  return planHasWorkflow(plan, r) ? null : REFUSALS.workflowNotInPlan;
}

export function refusalBody(refusal: Refusal) {
  return { error: refusal.error, code: refusal.code, redirectTo: PRICING_PATH };
}
