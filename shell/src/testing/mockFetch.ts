// fetch mocked at the boundary: "METHOD /path" (or "/path" for any method) → status and JSON body.
import { fakeResponse } from "@seo/ui/testing/fakeResponse";

type Reply = { status?: number; body?: unknown };
export type Handler = Reply | ((init: RequestInit | undefined) => Reply | Promise<Reply>);

export function mockFetch(routes: Record<string, Handler>) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = routes[`${method} ${path}`] ?? routes[path];
    if (!handler) return fakeResponse(404, { error: "Not found" });
    const r = typeof handler === "function" ? await handler(init) : handler;
    return fakeResponse(r.status ?? 200, r.body ?? {});
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
