// Workflow projects without HTTP or SQL: progress, the next step, access, and the mapping between
// the client contract and the stored row.
import { WORKFLOW_STEPS, type WorkflowStep } from "@seo/contracts/constants";
import { planHasWorkflow } from "@seo/registry/planRules";
import type { UpdateProjectInput, WorkflowProject, WorkflowProjectSummary } from "@seo/contracts/workflow";

/** The stored row (Prisma's WorkflowProject model) as far as this service uses it. */
export interface ProjectRow {
  id: number;
  userId: number;
  projectName: string;
  status: string;
  currentStep: string;
  trendspyData: string | null;
  descriptoData: string | null;
  hookgenieData: string | null;
  seosnapshotData: string | null;
  createdAt: Date;
  updatedAt: Date;
}

type DataColumn = "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshotData";
export type CurrentStep = WorkflowStep | "completed";

/** Each step and the column holding its data (the wire name differs for SeoSnapshot). */
export const STEP_COLUMNS: Record<WorkflowStep, DataColumn> = {
  trendspy: "trendspyData",
  descripto: "descriptoData",
  hookgenie: "hookgenieData",
  seosnapshot: "seosnapshotData",
};

/** The signed identity's plan opens the workflow (the registry's workflow entry names the plans). */
export const canUseWorkflow = (plan: string): boolean => planHasWorkflow(plan);

/** The signed identity's user id as the database's integer id; visitors ("anon:...") have none. */
export function parseUserId(userId: string): number | undefined {
  if (!/^\d{1,15}$/.test(userId)) return undefined;
  const n = Number(userId);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A route's :id as a project id; anything else cannot name a project. */
export function parseProjectId(id: string): number | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const n = Number(id);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "" && value.trim() !== "null";

export interface Progress {
  /** Steps whose data is saved, in step order. */
  completedSteps: WorkflowStep[];
  filled: number;
  total: number;
  /** The first step whose data is empty; "completed" when all four are filled. */
  nextStep: CurrentStep;
}

/** Progress from which steps have data: the next step is the first without any. */
function progressFrom(hasData: (step: WorkflowStep) => boolean): Progress {
  const completedSteps = WORKFLOW_STEPS.filter(hasData);
  const nextStep = WORKFLOW_STEPS.find((step) => !hasData(step)) ?? "completed";
  return { completedSteps, filled: completedSteps.length, total: WORKFLOW_STEPS.length, nextStep };
}

export const progressOf = (data: Pick<ProjectRow, DataColumn>): Progress =>
  progressFrom((step) => filled(data[STEP_COLUMNS[step]]));

const stepIndex = (step: string) => (step === "completed" ? WORKFLOW_STEPS.length : WORKFLOW_STEPS.indexOf(step as WorkflowStep));

/**
 * The stored fields after applying a PUT: the wire name seosnapshhotData goes to the column
 * seosnapshotData; status and currentStep follow from the data. All four filled means completed
 * (whatever the client sent); otherwise the project is in progress and its current step is the
 * one asked for (or kept), but never past the first step whose data is still empty.
 */
export function applyUpdate(current: ProjectRow, input: UpdateProjectInput) {
  const data: Pick<ProjectRow, DataColumn> = {
    trendspyData: input.trendspyData !== undefined ? input.trendspyData : current.trendspyData,
    descriptoData: input.descriptoData !== undefined ? input.descriptoData : current.descriptoData,
    hookgenieData: input.hookgenieData !== undefined ? input.hookgenieData : current.hookgenieData,
    seosnapshotData: input.seosnapshhotData !== undefined ? input.seosnapshhotData : current.seosnapshotData,
  };
  const progress = progressOf(data);
  let status: "in_progress" | "completed";
  let currentStep: CurrentStep;
  if (progress.nextStep === "completed") {
    status = "completed";
    currentStep = "completed";
  } else {
    status = "in_progress";
    const wanted = input.currentStep ?? current.currentStep;
    currentStep =
      stepIndex(wanted) >= 0 && stepIndex(wanted) <= stepIndex(progress.nextStep) ? (wanted as CurrentStep) : progress.nextStep;
  }
  return {
    ...(input.projectName !== undefined ? { projectName: input.projectName } : {}),
    ...data,
    status,
    currentStep,
  };
}

/** What the list needs of a stored project: no step data, only whether each step has some. */
export interface ProjectSummaryRow extends Pick<
  ProjectRow,
  "id" | "projectName" | "status" | "currentStep" | "createdAt" | "updatedAt"
> {
  filledSteps: Record<WorkflowStep, boolean>;
}

/** The fields a project and its list entry share, as the client reads them. */
const clientFields = (row: Omit<ProjectSummaryRow, "filledSteps">) => ({
  id: row.id,
  projectName: row.projectName,
  status: row.status === "completed" ? ("completed" as const) : ("in_progress" as const),
  currentStep: (stepIndex(row.currentStep) >= 0 ? row.currentStep : "trendspy") as CurrentStep,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A project as the client reads it, plus its progress. */
export function toClientProject(row: ProjectRow): WorkflowProject & { progress: Progress } {
  return {
    ...clientFields(row),
    trendspyData: row.trendspyData,
    descriptoData: row.descriptoData,
    hookgenieData: row.hookgenieData,
    seosnapshhotData: row.seosnapshotData,
    progress: progressOf(row),
  };
}

export function toClientSummary(row: ProjectSummaryRow): WorkflowProjectSummary {
  return { ...clientFields(row), progress: progressFrom((step) => row.filledSteps[step]) };
}

/** Where a page of the list ends: the last project shown, in the list's order (newest first). */
export interface ListPosition {
  createdAt: Date;
  id: number;
}

export function encodeCursor({ createdAt, id }: ListPosition): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, "utf8").toString("base64url");
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;

/** The position a cursor names; undefined for anything this service did not write. */
export function decodeCursor(cursor: string): ListPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  const m = CURSOR_TEXT.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) return undefined;
  const createdAt = new Date(m[1]!);
  const id = parseProjectId(m[2]!);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== m[1] || id === undefined) return undefined;
  return { createdAt, id };
}

/** The four step fields as the client sends them (seosnapshhotData keeps its double h). */
const WIRE_FIELDS: Record<WorkflowStep, keyof UpdateProjectInput & string> = {
  trendspy: "trendspyData",
  descripto: "descriptoData",
  hookgenie: "hookgenieData",
  seosnapshot: "seosnapshhotData",
};

const bytesOf = (value: string | null | undefined) => (typeof value === "string" ? Buffer.byteLength(value, "utf8") : 0);
const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

export interface StorageLimits {
  stepDataMaxBytes: number;
  projectDataMaxBytes: number;
}

export interface SizeProblem {
  field: string;
  message: string;
  code: "step" | "project";
}

/**
 * A step field of a PUT body over the per-step cap. Runs on the raw body, before validation, so an
 * oversized field is never parsed as JSON.
 */
export function oversizedStepField(body: unknown, limits: StorageLimits): SizeProblem | undefined {
  if (body === null || typeof body !== "object") return undefined;
  for (const field of Object.values(WIRE_FIELDS)) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    const bytes = bytesOf(value);
    if (bytes > limits.stepDataMaxBytes) {
      return {
        field,
        code: "step",
        message: `${field} is too large: ${kb(bytes)} of JSON, at most ${kb(limits.stepDataMaxBytes)} per step`,
      };
    }
  }
  return undefined;
}

const projectBytes = (data: Pick<ProjectRow, DataColumn>) =>
  bytesOf(data.trendspyData) + bytesOf(data.descriptoData) + bytesOf(data.hookgenieData) + bytesOf(data.seosnapshotData);

/**
 * The project's step data after an update over the per-project cap. A project already over it (saved
 * before the cap) may still shrink; only growth past the cap is refused. Names the fields the
 * update sets.
 */
export function oversizedProject(
  current: Pick<ProjectRow, DataColumn>,
  next: Pick<ProjectRow, DataColumn>,
  input: UpdateProjectInput,
  limits: StorageLimits,
): SizeProblem | undefined {
  const after = projectBytes(next);
  if (after <= limits.projectDataMaxBytes || after <= projectBytes(current)) return undefined;
  const fields = Object.values(WIRE_FIELDS).filter((f) => input[f] !== undefined && input[f] !== null);
  const field = fields.join(", ") || "projectName";
  return {
    field,
    code: "project",
    message: `Saving ${field} would bring the project's data to ${kb(after)}: at most ${kb(limits.projectDataMaxBytes)} per project`,
  };
}
