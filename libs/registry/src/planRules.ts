// What each plan opens, read from the registry: the tools (an entry's `plans`; a Single plan only its
// selected tool), the workflow (the workflow app's `plans`), the export formats and the hand-offs
// between the workflow's tools. The BFF decides a user's capabilities with these, the workflow
// service checks its callers' plan with them and the pricing page describes the plans with them.
import { EXPORT_FORMATS, type ExportFormat } from "@seo/contracts/auth";
import { HANDOFF_PLANS, type Plan } from "@seo/contracts/plans";
import { registry as builtInRegistry, workflowTools, type Registry, type ToolEntry } from "./registry";

/** The plans that may use the guided workflow (the registry's workflow app; none without one). */
export const workflowPlans = (r: Registry = builtInRegistry): readonly Plan[] =>
  r.apps.find((a) => a.id === "workflow")?.plans ?? [];

/** Whether the plan opens the guided workflow. */
export const planHasWorkflow = (plan: string | null, r: Registry = builtInRegistry): boolean =>
  plan !== null && (workflowPlans(r) as readonly string[]).includes(plan);

/** Whether the plan includes this tool (single: only when it is the selected tool). */
export function planIncludesTool(plan: Plan | null, tool: ToolEntry, selectedTool: string | null | undefined): boolean {
  if (plan === null || !tool.plans.includes(plan)) return false;
  return plan !== "single" || selectedTool === tool.id;
}

/**
 * A tool's export formats under a plan: no plan (free tries) and Starter get the tool's free and
 * Starter formats; every other plan that includes the tool gets all of its paid formats.
 */
export function toolExportsFor(plan: Plan | null, tool: ToolEntry, selectedTool: string | null | undefined): ExportFormat[] {
  if (plan === "starter" && tool.plans.includes("starter")) return [...tool.exports.starter];
  if (plan !== null && plan !== "starter" && planIncludesTool(plan, tool, selectedTool)) return [...tool.exports.paid];
  return [...tool.exports.free];
}

/** Every export format the plan gives with at least one tool (Single: with any tool it may choose). */
export function planExportFormats(plan: Plan, r: Registry = builtInRegistry): ExportFormat[] {
  const formats = new Set(r.tools.flatMap((tool) => toolExportsFor(plan, tool, tool.id)));
  return EXPORT_FORMATS.filter((f) => formats.has(f));
}

/** The hand-offs from one workflow tool to the next that the plan offers between the usable tools. */
export function handoffsFor(plan: Plan | null, usable: ReadonlySet<string>, r: Registry = builtInRegistry) {
  if (plan === null || !HANDOFF_PLANS.includes(plan)) return [];
  const steps = workflowTools(r);
  return steps
    .slice(1)
    .map((to, i) => ({ from: steps[i]!.id, to: to.id }))
    .filter((h) => usable.has(h.from) && usable.has(h.to));
}
