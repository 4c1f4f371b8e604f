// The one place that decides what a user may do: plan, selected tool, admin flag, trial state and
// the Starter quota. Pure: no HTTP, no SQL. Used by GET /api/user/subscription and before every
// tool and workflow call is proxied, so the dashboard and the gate can never disagree.
import { PLANS, STARTER_WEEKLY_LIMIT, TRIAL_DAYS, type Plan, type Tool } from "@seo/contracts/constants";
import { ACCESS_CODES } from "@seo/contracts/errors";

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
/**
 * Subscription statuses (Stripe's) that give access: active and trialing; past_due only within the
 * grace period. canceled, unpaid, paused, incomplete and incomplete_expired give none.
 */
const PAID_STATUSES = new Set(["active", "trialing"]);
const UNLIMITED_PLANS = new Set<Plan>(["pro", "all", "admin"]);
/** DESIGN.md decision 8: the workflow is for these plans only. */
const WORKFLOW_PLANS = new Set<Plan>(["pro", "all", "admin"]);

const isPlan = (v: string | null): v is Plan => v !== null && (PLANS as readonly string[]).includes(v);

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
  return PAID_STATUSES.has(status) && !trialExpired(user, now);
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
  selectedTool: Tool | null;
  generationsUsed: number;
  generationsRemaining: number;
  weeklyResetDate: string | null;
  status: string | null;
}

export const UNLIMITED = -1;

/** A Single plan covers one tool; until one is selected it covers none (and says so). */
const singleWithoutTool = (plan: Plan | null, user: Pick<AccessSubject, "selectedTool">) =>
  plan === "single" && toTool(user.selectedTool) === null;

export function summarizeAccess(user: AccessSubject, now: Date, policy: AccessPolicy = DEFAULT_ACCESS_POLICY): AccessSummary {
  const plan = effectivePlan(user, now, policy);
  const used = generationsUsedNow(user, now);
  const windowOpen = quotaWindowOpen(user, now);
  const usable = plan !== null && !singleWithoutTool(plan, user);
  let remaining: number;
  if (!usable) remaining = 0;
  else if (plan === "starter") remaining = Math.max(0, STARTER_WEEKLY_LIMIT - used);
  else remaining = UNLIMITED;
  return {
    hasAccess: usable,
    plan,
    selectedTool: toTool(user.selectedTool),
    generationsUsed: used,
    generationsRemaining: remaining,
    weeklyResetDate: windowOpen && user.weeklyResetDate ? user.weeklyResetDate.toISOString() : null,
    status: user.subscriptionStatus,
  };
}

function toTool(v: string | null): Tool | null {
  return v === "descripto" || v === "hookgenie" || v === "trendspy" || v === "seosnapshot" ? v : null;
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
  tool: Tool,
  now: Date,
  freeTriesPerDay: number,
  policy: AccessPolicy = DEFAULT_ACCESS_POLICY,
): ToolGate {
  const plan = user ? effectivePlan(user, now, policy) : null;
  if (plan === null) {
    return freeTriesPerDay > 0 ? { kind: "freeTry" } : { kind: "refused", refusal: REFUSALS.noPlan };
  }
  if (UNLIMITED_PLANS.has(plan)) return { kind: "unlimited", plan };
  if (plan === "single") {
    if (user && singleWithoutTool(plan, user)) return { kind: "refused", refusal: REFUSALS.noToolSelected };
    return user?.selectedTool === tool
      ? { kind: "unlimited", plan }
      : { kind: "refused", refusal: REFUSALS.toolNotInPlan };
  }
  // starter
  if (user && generationsUsedNow(user, now) >= STARTER_WEEKLY_LIMIT) {
    return { kind: "refused", refusal: REFUSALS.limitReached };
  }
  return { kind: "starterQuota", plan: "starter" };
}

/** DESIGN.md decision 8: workflow endpoints are for pro, all and admin. */
export function gateWorkflow(user: AccessSubject, now: Date, policy: AccessPolicy = DEFAULT_ACCESS_POLICY): Refusal | null {
  const plan = effectivePlan(user, now, policy);
  return plan !== null && WORKFLOW_PLANS.has(plan) ? null : REFUSALS.workflowNotInPlan;
}

export function refusalBody(refusal: Refusal) {
  return { error: refusal.error, code: refusal.code, redirectTo: "/pricing" };
}
