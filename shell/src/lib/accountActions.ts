// The account API's calls as the shell makes them: a POST through the shared request helper (the
// session header and cookie, the same-origin check's Origin), and a failure read into what a form
// shows (the server's message, its status and code, the field issues of a 400). The contract's
// module is loaded with the call, not with the page: the e-mail link pages are part of the
// signed-out site, whose first visit downloads no zod (docs/performance.md).
import type { QueryClient } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { AccountActionResult, accountApi } from "@seo/contracts/account";
import type { ApiErrorBody } from "@seo/contracts/errors";
import { ApiError, apiRequest, errorBody, errorMessage } from "@seo/ui/api";

import { EMAIL_UNVERIFIED_CODE } from "@seo/contracts/paths";

/** The code of the 403 a trial start or a purchase gets while the address is not confirmed. */
export { EMAIL_UNVERIFIED_CODE };

export type AccountEndpoint = keyof typeof accountApi;

/** The account contract's module (schemas, messages, paths), downloaded once when first needed. */
export const loadAccountContract = () => import("@seo/contracts/account");

/** Marks the account page's answer (GET /api/account) stale, after a change made elsewhere. */
export async function invalidateAccount(queryClient: QueryClient): Promise<void> {
  const { accountApi: paths } = await loadAccountContract();
  await queryClient.invalidateQueries({ queryKey: [paths.account] });
}

/**
 * POST to an account endpoint. An answer of `success: false` (whatever its status) fails like a
 * non-OK one, so every failure is read the same way (actionFailure).
 */
export async function postAccountAction(endpoint: AccountEndpoint, body?: unknown): Promise<AccountActionResult> {
  const { accountApi: paths } = await loadAccountContract();
  const res = await apiRequest("POST", paths[endpoint], body);
  const answer = (await res.json().catch(() => ({ success: true }))) as AccountActionResult;
  if (answer.success === false) throw new ApiError(res.status, JSON.stringify(answer));
  return answer;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ActionFailure {
  /** The HTTP status; null when no answer came (network). */
  status: number | null;
  /** The server's `error`, or the fallback. */
  message: string;
  code?: string;
  /** A 400's per-field messages. */
  issues: FieldIssue[];
}

const isIssue = (i: unknown): i is FieldIssue =>
  typeof (i as FieldIssue | null)?.path === "string" && typeof (i as FieldIssue).message === "string";

export function actionFailure(error: unknown, fallback: string): ActionFailure {
  const body = errorBody(error) as Partial<ApiErrorBody> | null;
  return {
    status: error instanceof ApiError ? error.status : null,
    message: errorMessage(error, fallback),
    code: typeof body?.code === "string" ? body.code : undefined,
    issues: Array.isArray(body?.issues) ? body.issues.filter(isIssue) : [],
  };
}

/** The server's message when it refused because the address is not confirmed yet, else null. */
export function emailUnverifiedMessage(error: unknown): string | null {
  const failure = actionFailure(error, "Please confirm your e-mail address first.");
  return failure.status === 403 && failure.code === EMAIL_UNVERIFIED_CODE ? failure.message : null;
}

/**
 * Shows a 400's issues on the form's fields (the first one focused); false when none of them names
 * one of `fields`, so the caller shows the message instead.
 */
export function showIssuesOnFields<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: readonly FieldIssue[],
  fields: readonly Path<T>[],
): boolean {
  const known = issues.filter((i) => (fields as readonly string[]).includes(i.path));
  known.forEach((issue, index) =>
    setError(issue.path as Path<T>, { type: "server", message: issue.message }, { shouldFocus: index === 0 }),
  );
  return known.length > 0;
}
