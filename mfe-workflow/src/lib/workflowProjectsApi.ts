// The workflow project calls (/api/workflow/projects). Shared by the project list and the step screen.
import { apiRequest } from "@seo/ui/api";
import {
  NEXT_CURSOR_HEADER,
  PROJECT_PAGE_SIZE,
  type UpdateProjectInput,
  type WorkflowProject,
  type WorkflowProjectSummary,
} from "@seo/contracts/workflow";
import { planRefusal } from "./planRefusal";

export const PROJECTS_PATH = "/api/workflow/projects";
export const projectsQueryKey = [PROJECTS_PATH] as const;
export const projectQueryKey = (id: number) => [PROJECTS_PATH, id] as const;

type StepDataFields = Pick<WorkflowProject, "trendspyData" | "descriptoData" | "hookgenieData" | "seosnapshhotData">;

/**
 * A project as the list has it: the service's summary (which steps have data, not the data). A
 * service that predates summaries answers whole projects: then the step data is there and
 * `progress` is not.
 */
export type ProjectListItem = Omit<WorkflowProjectSummary, "progress"> &
  Partial<Pick<WorkflowProjectSummary, "progress">> &
  Partial<StepDataFields>;

/** One page of the list, and what the service says about the user's allowance when it says it. */
export interface ProjectListPage {
  projects: ProjectListItem[];
  nextCursor: string | null;
  projectCount?: number;
  maxProjects?: number;
}

/** True when the item carries its four step fields (a whole project), not only a summary. */
export function hasStepData(item: ProjectListItem): item is ProjectListItem & StepDataFields {
  return (
    item.trendspyData !== undefined &&
    item.descriptoData !== undefined &&
    item.hookgenieData !== undefined &&
    item.seosnapshhotData !== undefined
  );
}

function readPage(data: unknown, res: Response): ProjectListPage {
  // A plain array: the first page (or all) of a service without pages, the next cursor in a header.
  if (Array.isArray(data)) {
    return { projects: data as ProjectListItem[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) ?? null };
  }
  const page = (data ?? {}) as Partial<ProjectListPage>;
  return {
    projects: Array.isArray(page.projects) ? page.projects : [],
    nextCursor: typeof page.nextCursor === "string" && page.nextCursor ? page.nextCursor : null,
    projectCount: typeof page.projectCount === "number" ? page.projectCount : undefined,
    maxProjects: typeof page.maxProjects === "number" ? page.maxProjects : undefined,
  };
}

export const projectsPagePath = (cursor?: string) =>
  `${PROJECTS_PATH}?limit=${PROJECT_PAGE_SIZE.default}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;

/**
 * A page of the list, newest first. The first page is an empty list when there is no session or
 * the call fails, as the product has always shown it. The one exception is the server refusing the
 * workflow for the user's plan: that error is rethrown so the page can explain it instead of
 * offering a "Create" that cannot work. A later page's failure is thrown (the list keeps what it has).
 */
export async function fetchProjectPage(cursor?: string): Promise<ProjectListPage> {
  try {
    const res = await apiRequest("GET", projectsPagePath(cursor));
    return readPage(await res.json(), res);
  } catch (error) {
    if (cursor !== undefined || planRefusal(error)) throw error;
    console.error("Failed to load workflow projects", error);
    return { projects: [], nextCursor: null };
  }
}

export async function fetchProject(id: number): Promise<WorkflowProject> {
  const res = await apiRequest("GET", `${PROJECTS_PATH}/${id}`);
  return (await res.json()) as WorkflowProject;
}

export async function createProject(projectName: string): Promise<WorkflowProject> {
  const res = await apiRequest("POST", PROJECTS_PATH, { projectName });
  return (await res.json()) as WorkflowProject;
}

/** PUT: the answer is not read beyond success. */
export async function updateProject(id: number, patch: UpdateProjectInput): Promise<void> {
  await apiRequest("PUT", `${PROJECTS_PATH}/${id}`, patch);
}

export async function deleteProject(id: number): Promise<void> {
  await apiRequest("DELETE", `${PROJECTS_PATH}/${id}`);
}
