import { WORKFLOW_STEPS, type WorkflowStep } from "@seo/contracts/constants";
import type { WorkflowProject } from "@seo/contracts/workflow";
import { hasStepData, type ProjectListItem } from "./workflowProjectsApi";

// Progress is derived from which of the four data fields are filled: a step counts as done once its
// data is saved, whatever currentStep says.

type StepDataFields = Pick<WorkflowProject, "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshhotData">;

export const STEP_DATA_FIELD: Record<WorkflowStep, keyof StepDataFields> = {
  trendspy: "trendspyData",
  descripto: "descriptoData",
  hookgenie: "hookgenieData",
  seosnapshot: "seosnapshhotData",
};

export const STEP_LABELS: Record<WorkflowStep, string> = {
  trendspy: "TrendSpy",
  descripto: "Descripto",
  hookgenie: "HookGenie",
  seosnapshot: "SeoSnapshot",
};

function isFilled(value: string | null | undefined): boolean {
  if (value == null) return false;
  const trimmed = value.trim();
  return trimmed !== "" && trimmed !== "null" && trimmed !== "{}";
}

export interface ProjectProgress {
  /** Per step, whether its data exists. */
  done: Record<WorkflowStep, boolean>;
  completedSteps: number;
  totalSteps: number;
  /** The first step whose data is empty, or "completed" when all four are filled. */
  nextStep: WorkflowStep | "completed";
  percent: number;
}

export function projectProgress(project: StepDataFields): ProjectProgress {
  return progressOfDone(
    Object.fromEntries(WORKFLOW_STEPS.map((step) => [step, isFilled(project[STEP_DATA_FIELD[step]])])) as Record<
      WorkflowStep,
      boolean
    >,
  );
}

/**
 * A list item's progress: from its step data when it carries it, otherwise from the steps the
 * service reports as saved (a summary has no data).
 */
export function listItemProgress(item: ProjectListItem): ProjectProgress {
  if (hasStepData(item) || !item.progress) return projectProgress(item as Partial<StepDataFields> as StepDataFields);
  const saved = new Set<string>(item.progress.completedSteps);
  return progressOfDone(
    Object.fromEntries(WORKFLOW_STEPS.map((step) => [step, saved.has(step)])) as Record<WorkflowStep, boolean>,
  );
}

function progressOfDone(done: Record<WorkflowStep, boolean>): ProjectProgress {
  const completedSteps = WORKFLOW_STEPS.filter((s) => done[s]).length;
  const nextStep = WORKFLOW_STEPS.find((s) => !done[s]) ?? "completed";
  return {
    done,
    completedSteps,
    totalSteps: WORKFLOW_STEPS.length,
    nextStep,
    percent: Math.round((completedSteps / WORKFLOW_STEPS.length) * 100),
  };
}

/** The step after `step`, or "completed" after the last one. */
export function stepAfter(step: WorkflowStep): WorkflowStep | "completed" {
  const i = WORKFLOW_STEPS.indexOf(step);
  return WORKFLOW_STEPS[i + 1] ?? "completed";
}

/** The `?step=` value read leniently: anything unknown is TrendSpy. */
export function parseStepParam(value: string | null | undefined): WorkflowStep {
  return (WORKFLOW_STEPS as readonly string[]).includes(value ?? "") ? (value as WorkflowStep) : "trendspy";
}

export type CardAction = "start" | "continue" | "export";

type ListedProject = Partial<StepDataFields> & Pick<ProjectListItem, "progress">;

/** The project card's main button: Start on step 1, Continue after, Export when completed. */
export function cardAction(project: ListedProject & Pick<WorkflowProject, "status">): CardAction {
  if (project.status === "completed") return "export";
  return listItemProgress(project as ProjectListItem).completedSteps === 0 ? "start" : "continue";
}

/** Where a project opens: its first step without data, or the last step (its results) once all are done. */
export function projectStepPath(project: ListedProject & Pick<WorkflowProject, "id">): string {
  const next = listItemProgress(project as ProjectListItem).nextStep;
  return `/workflow-projects/${project.id}?step=${next === "completed" ? "seosnapshot" : next}`;
}
