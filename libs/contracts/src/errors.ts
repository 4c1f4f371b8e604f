import { z } from "zod";

/** The JSON error body every server part answers with. */
export interface ApiErrorBody {
  error: string;
  /** Validation failures: one entry per offending field. */
  issues?: { path: string; message: string }[];
  /** Machine-readable reason, e.g. "LIMIT_REACHED". */
  code?: string;
  redirectTo?: string;
}

export const ACCESS_CODES = {
  noPlan: "NO_PLAN",
  limitReached: "LIMIT_REACHED",
  freeTriesUsed: "FREE_TRIES_USED",
  toolNotInPlan: "TOOL_NOT_IN_PLAN",
  workflowNotInPlan: "WORKFLOW_NOT_IN_PLAN",
} as const;

/** Turns a zod error into the 400 body: the message names the first offending field. */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const issues = error.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message }));
  const first = issues[0];
  return {
    error: first ? `Invalid ${first.path}: ${first.message}` : "Invalid request",
    issues,
  };
}
