// fetch mocked at the boundary: answers by "METHOD path", records every call.
import { fakeResponse } from "./fakeResponse";
import { fixtureCapabilities } from "@seo/registry/testing/capabilitiesFixture";

export type Route = { status?: number; body: unknown } | (() => Promise<Response>);

export function mockFetch(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = String(input);
    calls.push({
      method,
      path,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[`${method} ${path}`];
    if (!route) return fakeResponse(404, { error: "Not found" });
    if (typeof route === "function") return route();
    return fakeResponse(route.status ?? 200, route.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

/** A subscription answer for a plan, with the capabilities the BFF sends for it. */
export const subscription = (plan: string | null, hasAccess = plan !== null) => ({
  hasAccess,
  plan,
  selectedTool: null,
  generationsUsed: 0,
  generationsRemaining: 0,
  weeklyResetDate: null,
  capabilities: fixtureCapabilities({ hasAccess, plan }),
});
