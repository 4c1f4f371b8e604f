// Client plumbing shared by the shell and every remote (SPEC.md section 7): the request helper, the
// react-query fetcher, the session id in local storage, and the current-user / subscription hooks.
import { useQuery, type QueryFunction } from "@tanstack/react-query";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
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

export function clearSessionId() {
  storage()?.removeItem(SESSION_STORAGE_KEY);
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

/**
 * Not OK and not 302: throws Error("<status>: <body text or status text>").
 * 302: a JSON body with both `redirect` and `redirectTo` sends the browser to redirectTo; a body that
 * cannot be parsed sends it to /pricing.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.status === 302) {
    let data: unknown;
    try {
      data = await res.clone().json();
    } catch {
      browserLocation.assign("/pricing");
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
    throw new Error(`${res.status}: ${text}`);
  }
}

/** The shared request helper: any method, a path, an optional JSON body. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (isJsonBody(body)) headers["Content-Type"] = "application/json";
  headers["x-session-id"] = getSessionId();
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

/**
 * A readable message from a helper error: "409: {\"error\":\"Email taken\"}" becomes "Email taken";
 * anything else is returned as is.
 */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (match) {
    try {
      const body = JSON.parse(match[1] ?? "") as { error?: unknown; message?: unknown };
      if (typeof body.error === "string" && body.error) return body.error;
      if (typeof body.message === "string" && body.message) return body.message;
    } catch {
      /* not JSON: keep the text */
    }
    return match[1] || fallback;
  }
  return error.message;
}

/**
 * The current user (SPEC.md section 4): no stored session id, a non-OK answer or a network error
 * means anonymous; the last two also remove the stored session id. Failures are only logged.
 * Without a stored id there is nothing to ask the server (and no 401 in every visitor's console).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!hasStoredSession()) return null;
  try {
    const res = await fetch(USER_QUERY_KEY[0], {
      headers: { "x-session-id": getSessionId() },
      credentials: "include",
    });
    if (!res.ok) {
      clearSessionId();
      return null;
    }
    return (await res.json()) as User;
  } catch (error) {
    console.error("Failed to load the current user", error);
    clearSessionId();
    return null;
  }
}

export function useUser() {
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null, refetch: query.refetch };
}

/**
 * The subscription info. By default it runs only when a session id is stored (SPEC.md section 7,
 * tool pages) and is null otherwise; the shell passes `enabled` from its auth state. Failures are
 * only logged and read as null.
 */
export function useSubscription(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? hasStoredSession();
  const query = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async (ctx) => {
      try {
        return await getQueryFn<SubscriptionInfo>({ on401: "returnNull" })(ctx);
      } catch (error) {
        console.error("Failed to load the subscription", error);
        return null;
      }
    },
    enabled,
  });
  return {
    subscription: enabled ? (query.data ?? null) : null,
    isLoading: enabled && query.isPending,
    refetch: query.refetch,
  };
}
