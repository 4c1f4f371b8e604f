// Client plumbing shared by the shell and every remote: the request helper, the
// react-query fetcher, the session id in local storage, and the current-user / subscription hooks.
import { useQuery, type QueryFunction } from "@tanstack/react-query";
import type { ExportFormat, SubscriptionInfo, User } from "@seo/contracts/auth";
import { PRICING_PATH } from "@seo/contracts/paths";
import { GENERATION_SOURCE_HEADER } from "@seo/contracts/paths";
import { findTool } from "@seo/registry/registry";
import { browserLocation } from "@seo/ui/browserLocation";

export const SESSION_STORAGE_KEY = "sessionId";
export const USER_QUERY_KEY = ["/api/auth/user"] as const;
export const SUBSCRIPTION_QUERY_KEY = ["/api/user/subscription"] as const;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasStoredSession(): boolean {
  return Boolean(storage()?.getItem(SESSION_STORAGE_KEY));
}

export function storeSessionId(id: string) {
  storage()?.setItem(SESSION_STORAGE_KEY, id);
}

/** Removes the stored session id; with `onlyIf`, only while that id is still the one stored. */
export function clearSessionId(onlyIf?: string) {
  const store = storage();
  if (onlyIf !== undefined && store?.getItem(SESSION_STORAGE_KEY) !== onlyIf) return;
  store?.removeItem(SESSION_STORAGE_KEY);
}

/** The stored session id, or "" with a console warning when none is stored. */
export function getSessionId(): string {
  const id = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!id) {
    console.warn("No session id stored; sending an empty x-session-id header");
    return "";
  }
  return id;
}

function isJsonBody(body: unknown) {
  return body !== undefined;
}

/** A non-OK HTTP answer, thrown by the helpers; the message is "<status>: <body or status text>". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
  }
}

/**
 * A failure that says nothing about the session or the data (docs/decisions/0002-sessions-server-side.md): no answer at
 * all (network error, aborted request, unreadable body), a 5xx, 408 or 429. Worth retrying.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Retry backoff for transient failures: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function reconnectDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 10_000);
}

/**
 * Not OK and not 302: throws ApiError("<status>: <body text or status text>").
 * 302: a JSON body with both `redirect` and `redirectTo` sends the browser to redirectTo; a body that
 * cannot be parsed sends it to the pricing page.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.status === 302) {
    let data: unknown;
    try {
      data = await res.clone().json();
    } catch {
      browserLocation.assign(PRICING_PATH);
      return;
    }
    const d = data as { redirect?: unknown; redirectTo?: unknown } | null;
    if (d && d.redirect && typeof d.redirectTo === "string" && d.redirectTo) {
      browserLocation.assign(d.redirectTo);
    }
    return;
  }
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

/** Set while a workflow step starts its tool call (asWorkflowStep). */
let generationSource: "workflow" | null = null;

/**
 * Runs `start` with the requests apiRequest sends during it marked as a workflow step's (the
 * history shows where each generation was made). Only what is sent before `start` first awaits is
 * marked: a tool's call function sends its request first.
 */
export function asWorkflowStep<T>(start: () => T): T {
  const previous = generationSource;
  generationSource = "workflow";
  try {
    return start();
  } finally {
    generationSource = previous;
  }
}

/** The shared request helper: any method, a path, an optional JSON body. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (isJsonBody(body)) headers["Content-Type"] = "application/json";
  headers["x-session-id"] = getSessionId();
  if (generationSource) headers[GENERATION_SOURCE_HEADER] = generationSource;
  const res = await fetch(path, {
    method,
    headers,
    body: isJsonBody(body) ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The react-query fetcher: GET the first element of the query key, read JSON. */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), {
      headers: { "x-session-id": getSessionId() },
      credentials: "include",
    });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** How ApiError words a failed response: "<status>: <body>". */
const FAILED_RESPONSE = /^\d{3}: ([\s\S]*)$/;

/**
 * A message fit for a toast: the server's JSON `error` (or `message`) when it
 * sent one, else `fallback`. Raw transport text never reaches a user: not "Failed to fetch", not an
 * aborted request, not a proxy's "Internal Server Error" page. Errors the app throws itself with a
 * message of its own keep it.
 */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  // fetch's network failures are TypeErrors; aborts are AbortErrors; schema drift is a ZodError.
  if (error instanceof TypeError || error.name === "AbortError" || error.name === "ZodError") return fallback;
  if (!FAILED_RESPONSE.test(error.message)) return error.message;
  const body = errorBody(error);
  if (typeof body?.error === "string" && body.error.trim()) return body.error;
  if (typeof body?.message === "string" && body.message.trim()) return body.message;
  return fallback;
}

/** The JSON object a failed response carried (its `error`, `code` ...), or null: none, or not JSON. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  const match = FAILED_RESPONSE.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1] ?? "");
    return body !== null && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // a status text or an HTML error page
  }
}

/**
 * The current user (docs/decisions/0002-sessions-server-side.md). No stored session id
 * means anonymous, without asking the server (and no 401 in every visitor's console). Only a 401
 * says the session is invalid: then the stored id is removed and the user is anonymous. Anything
 * else that is not a user (a network error, an aborted request, a 5xx, any other status) rejects
 * and keeps the session; useUser retries it with backoff and says it is reconnecting.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!hasStoredSession()) return null;
  const sessionId = getSessionId();
  try {
    const res = await fetch(USER_QUERY_KEY[0], {
      headers: { "x-session-id": sessionId },
      credentials: "include",
    });
    if (res.status === 401) {
      // Unless another tab has stored a new session meanwhile.
      clearSessionId(sessionId);
      return null;
    }
    if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
    return (await res.json()) as User;
  } catch (error) {
    console.warn("The session check failed; keeping the session and retrying", error);
    throw error;
  }
}

/** A query is reconnecting while its fetch keeps failing or waits for the network to come back. */
function reconnectingOf(query: { failureCount: number; fetchStatus: string }) {
  return query.failureCount > 0 || query.fetchStatus === "paused";
}

/**
 * The current user. While the session check fails for a transient reason the query keeps retrying
 * (forever, with backoff): `isLoading` stays true until the first answer, a user already loaded
 * stays, and `isReconnecting` is true until the check answers again.
 */
export function useUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: true,
    retryDelay: reconnectDelay,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isReconnecting: reconnectingOf(query),
    refetch: query.refetch,
  };
}

/**
 * The subscription info. By default it runs only when a session id is stored (a
 * visitor on a tool page has no plan to ask for) and is null otherwise; the shell passes `enabled` from its auth state. A 401 or
 * another definite refusal is logged and read as null; a transient failure (network, 5xx) is
 * retried with backoff instead, keeping what was loaded, so a server blip does not read as "no
 * plan" and send the user away from the pages of their plan.
 */
export function useSubscription(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? hasStoredSession();
  const query = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async (ctx) => {
      try {
        return await getQueryFn<SubscriptionInfo>({ on401: "returnNull" })(ctx);
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        console.error("Failed to load the subscription", error);
        return null;
      }
    },
    retry: (_count, error) => isTransientFailure(error),
    retryDelay: reconnectDelay,
    enabled,
  });
  return {
    subscription: enabled ? (query.data ?? null) : null,
    isLoading: enabled && query.isPending,
    isReconnecting: enabled && reconnectingOf(query),
    refetch: query.refetch,
  };
}

/** What free tries get when the server has not said more (docs/decisions/0003-plan-access-gate-in-the-bff.md). */
const FREE_EXPORTS: readonly ExportFormat[] = ["copy", "txt"];

/**
 * The export formats this user may use on a tool: the subscription's capabilities when signed in,
 * the tool's free formats (its registry entry) for anonymous visitors and while the answer loads.
 */
export function useExportFormats(toolId: string): readonly ExportFormat[] {
  const { subscription } = useSubscription();
  const granted = subscription?.capabilities?.tools.find((t) => t.id === toolId)?.exports;
  return granted ?? findTool(toolId)?.exports.free ?? FREE_EXPORTS;
}
