// Test fixture: the capabilities the BFF would send for a plan (client tests mock the subscription
// answer with it). The rules themselves live in bff/src/domain/planAccess.ts and are tested there;
// this only has to agree with them for the plans the client tests use.
import { registry as builtInRegistry, workflowTools, type Registry } from "../registry";

export interface FixturePlan {
  hasAccess: boolean;
  plan: string | null;
  selectedTool?: string | null;
  generationsRemaining?: number;
}

export function fixtureCapabilities(sub: FixturePlan, r: Registry = builtInRegistry) {
  const plan = sub.hasAccess ? sub.plan : null;
  const includes = (id: string) => plan !== null && (plan !== "single" || sub.selectedTool === id);
  const paid = plan !== null && plan !== "starter";
  const tools = r.tools.map((t) => ({
    id: t.id,
    use: includes(t.id),
    exports: paid && includes(t.id) ? [...t.exports.paid] : plan === "starter" ? [...t.exports.starter] : [...t.exports.free],
  }));
  const steps = workflowTools(r);
  const handoffs = plan === "all" || plan === "admin" ? steps.slice(1).map((to, i) => ({ from: steps[i]!.id, to: to.id })) : [];
  return {
    tools,
    generationsRemaining: plan === "starter" ? (sub.generationsRemaining ?? 0) : plan ? null : 0,
    workflow: plan === "pro" || plan === "all" || plan === "admin",
    handoffs,
    canActivateAdmin: false,
  };
}
