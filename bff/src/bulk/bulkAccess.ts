// Who may run a tool in bulk, and how each row is paid for. Bulk runs are for the BULK_PLANS (pro,
// all, admin) with access right now, and only with tools their plan includes: planAccess's rules
// decide (effective plan, trial and grace periods, tool in plan, weekly limit), so bulk never opens
// more than the tool page would. Checked when a run is created and again before every row, on the
// user row as it is in the database at that moment: a plan that lapses mid-run stops the run at the
// next row.
import { BULK_PLANS } from "@seo/contracts/bulk";
import { ACCESS_CODES } from "@seo/contracts/errors";
import { PRICING_PATH } from "@seo/contracts/paths";
import type { Registry, ToolEntry } from "@seo/registry/registry";
import { gateToolCall, type AccessPolicy, type AccessSubject } from "../domain/planAccess";
import type { Payer } from "../toolCalls/runToolCall";

/** The answer for a user whose plan has no bulk runs (the shell shows its upgrade prompt). */
export const BULK_NOT_IN_PLAN = {
  status: 403,
  body: {
    error: "Bulk runs are included in the Pro and All Tools plans. Upgrade to run a whole CSV at once.",
    code: ACCESS_CODES.bulkNotInPlan,
    redirectTo: PRICING_PATH,
  },
} as const;

/** Why a run stopped when the plan lapsed while it ran (BulkRun.stopReason, shown as it is). */
export const PLAN_LAPSED_REASON = "Your plan no longer includes bulk runs.";

/** The user fields the decision needs, as stored. */
export type BulkSubject = AccessSubject & { id: number };

export interface BulkAccessDeps {
  registry: Registry;
  policy: AccessPolicy;
  now: () => Date;
}

/** The plan under which this user may run `tool` in bulk now, or null. */
export function bulkPlanOf(deps: BulkAccessDeps, user: BulkSubject | null, tool: ToolEntry): string | null {
  if (!user) return null;
  // No free tries in bulk: a user without a plan is refused, never given a try.
  const gate = gateToolCall(user, tool, deps.now(), 0, deps.policy, deps.registry);
  if (gate.kind !== "unlimited") return null;
  return (BULK_PLANS as readonly string[]).includes(gate.plan) ? gate.plan : null;
}

/**
 * The payer of one bulk row: reads the user as stored now (the worker: just before the row), and
 * allows the call when bulk is still in their plan. Bulk plans are unlimited, so nothing is reserved; the generation goes to the user's history.
 */
export function bulkPayer(deps: BulkAccessDeps, loadUser: () => Promise<BulkSubject | null>): Payer {
  return async (tool) => {
    const user = await loadUser();
    const plan = bulkPlanOf(deps, user, tool);
    if (!user || plan === null) return { ok: false, refusal: { status: BULK_NOT_IN_PLAN.status, body: BULK_NOT_IN_PLAN.body } };
    return {
      ok: true,
      reservation: {
        identity: { userId: String(user.id), plan },
        historyUserId: user.id,
        refund: async () => {},
        log: { gate: "bulk" },
      },
    };
  };
}
