// The workflow's side of each step: which remote shows it (the registry's workflow tools, in step
// order), where its data is saved, what it is prefilled with and what it is shown from the earlier
// steps. The steps' forms and results belong to the tools (their remotes' ./WorkflowStep).
import { WORKFLOW_STEPS, type WorkflowStep } from "@seo/contracts/constants";
import type { WorkflowProject } from "@seo/contracts/workflow";
import {
  descriptoStepDataSchema,
  hookgenieStepDataSchema,
  seosnapshotStepDataSchema,
  trendspyStepDataSchema,
  type DescriptoStepData,
  type HookgenieStepData,
  type SeosnapshotStepData,
  type TrendspyStepData,
} from "@seo/contracts/workflowStepData";
import { workflowTools } from "@seo/registry/registry";
import { buildBlogPostMarkdown } from "./blogPost";
import { clampText, descriptoPrefill, firstHeadline, hookgeniePrefill, seosnapshotPrefill } from "./prefill";
import { STEP_DATA_FIELD, STEP_LABELS } from "./projectProgress";
import { readStepData } from "./stepData";

type StepFields = Pick<WorkflowProject, "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshhotData">;

const STEP_SCHEMAS = {
  trendspy: trendspyStepDataSchema,
  descripto: descriptoStepDataSchema,
  hookgenie: hookgenieStepDataSchema,
  seosnapshot: seosnapshotStepDataSchema,
} as const;

interface StepDataOf {
  trendspy: TrendspyStepData;
  descripto: DescriptoStepData;
  hookgenie: HookgenieStepData;
  seosnapshot: SeosnapshotStepData;
}

/** A step's saved data, read with its schema; null when none (or unreadable). */
export function savedStepData<S extends WorkflowStep>(project: StepFields, step: S): StepDataOf[S] | null {
  return readStepData(STEP_SCHEMAS[step], project[STEP_DATA_FIELD[step]]) as StepDataOf[S] | null;
}

/** Where each step comes from: the registry's workflow tools. */
export function stepRemote(step: WorkflowStep): { remote: string; title: string } {
  const tool = workflowTools().find((t) => t.id === step);
  // The registry test pins that every step has its tool; the title keeps the screen readable if not.
  return { remote: tool?.remote.name ?? step, title: tool?.title ?? STEP_LABELS[step] };
}

export function nextStep(step: WorkflowStep): WorkflowStep | null {
  return WORKFLOW_STEPS[WORKFLOW_STEPS.indexOf(step) + 1] ?? null;
}

/** 'Continue to Descripto', 'Complete with SeoSnapshot' (into the last step), 'Complete Workflow' (on it). */
export function continueAction(step: WorkflowStep): { label: string; title: string | null; final: boolean } {
  const next = nextStep(step);
  if (!next) return { label: "Complete Workflow", title: null, final: true };
  const { title } = stepRemote(next);
  return { label: nextStep(next) ? `Continue to ${title}` : `Complete with ${title}`, title, final: false };
}

/** The prefill rules (docs/decisions/0020-small-product-rules.md): a step's starting form values. */
export function stepPrefill(project: StepFields, step: WorkflowStep): { values: Record<string, string>; source: string | null } {
  const trendspy = savedStepData(project, "trendspy");
  const descripto = savedStepData(project, "descripto");
  const hookgenie = savedStepData(project, "hookgenie");
  const previous = WORKFLOW_STEPS[WORKFLOW_STEPS.indexOf(step) - 1];
  const source = previous ? stepRemote(previous).title : null;
  switch (step) {
    case "trendspy":
      return { values: {}, source };
    case "descripto":
      return { values: descriptoPrefill(trendspy), source };
    case "hookgenie":
      return { values: hookgeniePrefill(trendspy, descripto), source };
    case "seosnapshot":
      return { values: seosnapshotPrefill(hookgenie, descripto), source };
  }
}

export interface CarriedItems {
  from: WorkflowStep;
  title: string;
  items: [string, string][];
}

/** The label and value pairs a step is shown from the steps before it. */
function itemsCarriedInto(project: StepFields, step: WorkflowStep): [string, string][] {
  const trend = savedStepData(project, "trendspy");
  const descripto = savedStepData(project, "descripto");
  const hookgenie = savedStepData(project, "hookgenie");
  switch (step) {
    case "descripto":
      return [
        ["Niche", trend?.niche ?? ""],
        ["Category", trend?.category ?? ""],
        ["Selected keywords", trend?.selectedKeywords.join(", ") ?? ""],
        ["Target audience", trend?.selectedTargetAudience ?? ""],
      ];
    case "hookgenie":
      return [
        ["Product", descripto?.productName ?? ""],
        ["Keywords", descripto?.keywords ?? ""],
      ];
    default:
      // The topic is usually the whole description; the product and the top headline say more at a glance.
      return [
        ["Product", descripto?.productName ?? ""],
        ["Top headline", firstHeadline(hookgenie?.result ?? "")],
        ["Topic", descripto?.productName ? "" : clampText(hookgenie?.topic ?? "", 160)],
      ];
  }
}

/** What a step is shown from the step before it, so the user sees where prefilled values came from. */
export function carriedItems(project: StepFields, step: WorkflowStep): CarriedItems | null {
  const previous = WORKFLOW_STEPS[WORKFLOW_STEPS.indexOf(step) - 1];
  if (!previous) return null;
  return { from: previous, title: `Data from ${stepRemote(previous).title}`, items: itemsCarriedInto(project, step) };
}

/** The last step's result as saved data, when it is readable. */
export function readFinalStepData(data: unknown): SeosnapshotStepData | null {
  if (data == null) return null;
  const parsed = seosnapshotStepDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The Markdown blog post from the project and the last step's (possibly unsaved) result. */
export function projectBlogPost(project: StepFields, audit: SeosnapshotStepData): string {
  const descripto = savedStepData(project, "descripto");
  const trend = savedStepData(project, "trendspy");
  const keywords = descripto?.keywords.trim() || trend?.selectedKeywords.join(", ") || "";
  return buildBlogPostMarkdown({
    title: audit.title,
    description: descripto?.result ?? audit.description,
    keyFeatures: descripto?.keyFeatures ?? "",
    keywords,
  });
}
