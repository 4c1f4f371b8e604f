// What a tool page does when a generation fails. A refusal the plan explains (no plan, limit
// reached, tool not in the plan: 401/402/403) keeps the user on the page with their input: the page
// says why beside its Generate button (GenerationStatus, from planRefusalOf), with the upgrade in
// place (docs/decisions/0029), so nothing is toasted and nobody is sent away. An outage (5xx, no
// answer, 408/429) is not a reason to sell a paying user a plan: it gets a clear toast and the user
// keeps their input to try again. An embedded tool's partner limit is shown by the embed itself
// (its notice, with the link to the product), so the page adds nothing of its own.
import { EMBED_LIMIT_CODE } from "@seo/contracts/partners";
import { ApiError, errorBody, errorMessage } from "@seo/ui/api";
import { toast as raiseToast, type ToastOptions } from "@seo/ui/toastStore";

export const TOOL_UNAVAILABLE = {
  title: "Tool unavailable",
  description: "The tool is unavailable right now. Please try again in a moment.",
} as const;

/** A refusal the plan explains: the user needs a (bigger) plan. */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 402 || error.status === 403);
}

/** The embed's own limit (a 429 the embed shows in its notice). */
export function isEmbedLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429 && errorBody(error)?.code === EMBED_LIMIT_CODE;
}

/** A plan refusal as the page explains it: the server's code (LIMIT_REACHED, FREE_TRIES_USED ...) and message. */
export interface PlanRefusal {
  code: string | null;
  message: string;
}

export const PLAN_REFUSAL_FALLBACK = "Choose a plan to keep generating.";

export function planRefusalOf(error: unknown): PlanRefusal | null {
  if (!isPlanRefusal(error)) return null;
  const code = errorBody(error)?.code;
  return { code: typeof code === "string" ? code : null, message: errorMessage(error, PLAN_REFUSAL_FALLBACK) };
}

export function onGenerationFailure(error: unknown, toast: (options: ToastOptions) => unknown = raiseToast): void {
  if (isEmbedLimit(error) || isPlanRefusal(error)) return;
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    // The server refused this input (e.g. 400 naming a field the form did not catch, 413, 415).
    toast({
      title: "Could not generate",
      description: errorMessage(error, "Please check your input and try again."),
      variant: "destructive",
    });
    return;
  }
  toast({ ...TOOL_UNAVAILABLE, variant: "destructive" });
}
