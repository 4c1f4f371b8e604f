import { ACCESS_CODES } from "@seo/contracts/errors";
import { PRICING_PATH } from "@seo/contracts/paths";

export interface PlanRefusal {
  /** The server's explanation, e.g. "The workflow is part of the Pro plan". */
  message: string;
  /** Where the user can get the plan (the pricing page unless the server names another). */
  redirectTo: string;
}

/**
 * The workflow refused for the user's plan: a request-helper error "403: {error, code:
 * "WORKFLOW_NOT_IN_PLAN", redirectTo}" (docs/decisions/0003-plan-access-gate-in-the-bff.md). Null for any other error.
 */
export function planRefusal(error: unknown): PlanRefusal | null {
  if (!(error instanceof Error)) return null;
  const match = /^403: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body = JSON.parse(match[1] ?? "") as { error?: unknown; code?: unknown; redirectTo?: unknown };
    if (body.code !== ACCESS_CODES.workflowNotInPlan) return null;
    return {
      message: typeof body.error === "string" && body.error ? body.error : "The workflow is part of the Pro plan",
      // Only a path on this site, never an address a response could smuggle in.
      redirectTo: typeof body.redirectTo === "string" && /^\/(?!\/)/.test(body.redirectTo) ? body.redirectTo : PRICING_PATH,
    };
  } catch {
    return null;
  }
}
