// Test fixture: the capabilities the BFF would send for a plan (client tests mock the subscription
// answer with it), built from the same plan rules (../planRules) the BFF's planAccess uses.
import { isPlan } from "@seo/contracts/plans";
import { handoffsFor, planHasWorkflow, planIncludesTool, toolExportsFor } from "../planRules";
import { registry as builtInRegistry, type Registry } from "../registry";

export interface FixturePlan {
  hasAccess: boolean;
  plan: string | null;
  selectedTool?: string | null;
  generationsRemaining?: number;
}

export function fixtureCapabilities(sub: FixturePlan, r: Registry = builtInRegistry) {
  const plan = sub.hasAccess && isPlan(sub.plan) ? sub.plan : null;
  const tools = r.tools.map((t) => ({
    id: t.id,
    use: planIncludesTool(plan, t, sub.selectedTool),
    exports: toolExportsFor(plan, t, sub.selectedTool),
  }));
  return {
    tools,
    generationsRemaining: plan === "starter" ? (sub.generationsRemaining ?? 0) : plan ? null : 0,
    workflow: planHasWorkflow(plan, r),
    handoffs: handoffsFor(plan, new Set(tools.filter((t) => t.use).map((t) => t.id)), r),
    canActivateAdmin: false,
  };
}
