// The workflow project calls (SPEC.md section 7). Shared by the project list and the step screen.
import { apiRequest } from "@seo/ui/api";
import type { UpdateProjectInput, WorkflowProject } from "@seo/contracts/workflow";
import { planRefusal } from "./planRefusal";

export const PROJECTS_PATH = "/api/workflow/projects";
export const projectsQueryKey = [PROJECTS_PATH] as const;
export const projectQueryKey = (id: number) => [PROJECTS_PATH, id] as const;

/**
 * The list; an empty list when there is no session or the call fails (SPEC.md section 7). The one
 * exception is the server refusing the workflow for the user's plan (DESIGN.md decision 8): that
 * error is rethrown so the page can explain it instead of offering a "Create" that cannot work.
 */
export async function fetchProjects(): Promise<WorkflowProject[]> {
  try {
    const res = await apiRequest("GET", PROJECTS_PATH);
    const data: unknown = await res.json();
    return Array.isArray(data) ? (data as WorkflowProject[]) : [];
  } catch (error) {
    if (planRefusal(error)) throw error;
    console.error("Failed to load workflow projects", error);
    return [];
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
