// What each plan includes, in the words the pricing page and the dashboard use. The facts in them
// (weekly limit, workflow, export formats, hand-offs) come from the plan rules, so the words cannot
// promise what the server does not give.
import type { ExportFormat } from "@seo/contracts/auth";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import { HANDOFF_PLANS, weeklyLimitOf, type Plan } from "@seo/contracts/plans";
import { planExportFormats, planHasWorkflow } from "./planRules";
import { registry as builtInRegistry, type Registry } from "./registry";

export interface PlanFeature {
  label: string;
  included: boolean;
}

const ALL_TOOLS = "All four SEO tools";
/** Weeks in the month the pricing page counts with ("5 per week (20 per month)"). */
const WEEKS_PER_MONTH = 4;
const SUPPORT: Partial<Record<Plan, string>> = { starter: "Email support", pro: "Priority support" };

/** "A, B and C". */
export const listOf = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

function generationsPhrase(plan: Plan): string {
  const limit = weeklyLimitOf(plan);
  return limit === null ? "Unlimited generations" : `${limit} generations per week (${limit * WEEKS_PER_MONTH} per month)`;
}

/** The file formats (copy is not a file) the plan gives, and those it does not. */
function fileFormats(plan: Plan, r: Registry) {
  const given = planExportFormats(plan, r).filter((f) => f !== "copy");
  const all = planExportFormats("pro", r).filter((f) => f !== "copy");
  return { given, missing: all.filter((f) => !given.includes(f)) };
}

const exportPhrase = (formats: ExportFormat[]) => `${listOf(formats.map((f) => f.toUpperCase()))} export`;

const workflowPhrase = (included: boolean) => (included ? "Guided SEO workflow projects" : "Guided SEO workflow");

/** The pricing card's list: what the plan includes, then what it does not. */
export function pricingFeatures(plan: "starter" | "pro", r: Registry = builtInRegistry): PlanFeature[] {
  const workflow = planHasWorkflow(plan, r);
  const { given, missing } = fileFormats(plan, r);
  const lines: PlanFeature[] = [
    { label: ALL_TOOLS, included: true },
    { label: generationsPhrase(plan), included: true },
    { label: workflowPhrase(workflow), included: workflow },
    { label: exportPhrase(given), included: true },
    ...(missing.length > 0 ? [{ label: exportPhrase(missing), included: false }] : []),
    ...(plan === "pro" ? [{ label: SUPPORT.pro!, included: true }] : []),
  ];
  return [...lines.filter((l) => l.included), ...lines.filter((l) => !l.included)];
}

/** The dashboard's "benefits" card: what the plan in force gives (no plan: how to get one). */
export function planBenefits(plan: Plan | null, r: Registry = builtInRegistry): string[] {
  if (plan === null) {
    return [
      "Choose Starter or Pro to unlock the tools",
      `${TRIAL_DAYS}-day free trial, no credit card`,
      `${MONEY_BACK_DAYS}-day money-back guarantee`,
    ];
  }
  if (plan === "single") return ["Your selected tool", "Copy and export of results"];
  const workflow = planHasWorkflow(plan, r) ? [workflowPhrase(true)] : [];
  const exports = exportPhrase(fileFormats(plan, r).given);
  if (HANDOFF_PLANS.includes(plan)) return ["Every tool unlocked", ...workflow, exports, "Tool hand-offs between steps"];
  const support = SUPPORT[plan] ? [SUPPORT[plan]] : [];
  return [generationsPhrase(plan), ALL_TOOLS, ...workflow, exports, ...support];
}
