import { z } from "zod";

/** The JSON error body every server part answers with. */
export interface ApiErrorBody {
  error: string;
  /** Validation failures: one entry per offending field. */
  issues?: { path: string; message: string }[];
  /** Machine-readable reason, e.g. "LIMIT_REACHED". */
  code?: string;
  /** The request's id (x-request-id): finds its log lines. Every error answer carries it. */
  requestId?: string;
  redirectTo?: string;
}

/**
 * Every error answer of the BFF and the services carries the request id: an object body with an
 * `error` gets it (unless it has one, e.g. a service's answer passed on), anything else is left alone.
 */
export function withRequestId<T>(body: T, requestId: string): T {
  if (body === null || typeof body !== "object" || Array.isArray(body) || ArrayBuffer.isView(body)) return body;
  const b = body as Record<string, unknown>;
  if (typeof b.error !== "string" || typeof b.requestId === "string") return body;
  return { ...b, requestId } as T;
}

export const ACCESS_CODES = {
  noPlan: "NO_PLAN",
  limitReached: "LIMIT_REACHED",
  freeTriesUsed: "FREE_TRIES_USED",
  toolNotInPlan: "TOOL_NOT_IN_PLAN",
  workflowNotInPlan: "WORKFLOW_NOT_IN_PLAN",
  bulkNotInPlan: "BULK_NOT_IN_PLAN",
} as const;

/** Turns a zod error into the 400 body: the message names the first offending field. */
export function validationErrorBody(error: z.core.$ZodError): ApiErrorBody {
  const issues = error.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message }));
  const first = issues[0];
  return {
    error: first ? `Invalid ${first.path}: ${first.message}` : "Invalid request",
    issues,
  };
}
