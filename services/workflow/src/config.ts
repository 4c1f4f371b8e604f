// The workflow service's own settings, read and checked once at start.
import { WORKFLOW_LIMITS } from "@seo/contracts/workflow";
import type { StorageLimits } from "./domain";

export interface WorkflowLimits extends StorageLimits {
  /** Projects one user may keep; creating one more is refused until they delete one. */
  maxProjects: number;
}

const MAX_PROJECTS_VARIABLE = "WORKFLOW_MAX_PROJECTS";

export function loadWorkflowLimits(env: Record<string, string | undefined> = process.env): WorkflowLimits {
  const raw = env[MAX_PROJECTS_VARIABLE]?.trim();
  let maxProjects: number = WORKFLOW_LIMITS.defaultMaxProjects;
  if (raw) {
    if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
      throw new Error(`${MAX_PROJECTS_VARIABLE} must be a whole number of at least 1 (got "${raw}")`);
    }
    maxProjects = Number(raw);
  }
  return {
    maxProjects,
    stepDataMaxBytes: WORKFLOW_LIMITS.stepDataMaxBytes,
    projectDataMaxBytes: WORKFLOW_LIMITS.projectDataMaxBytes,
  };
}
