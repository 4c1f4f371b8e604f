// fetch mocked at the network boundary: each test lists the answers per "METHOD /path".

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Extra response headers, names in lower case. */
  headers?: Record<string, string>;
}

/** The BFF's refusal of a plan without the workflow. */
export const WORKFLOW_NOT_IN_PLAN: MockAnswer = {
  status: 403,
  body: { error: "The workflow is part of the Pro plan", code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "/pricing" },
};

type Handler = MockAnswer | ((body: unknown) => MockAnswer);

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

function response({ status = 200, body, headers = {} }: MockAnswer) {
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  const res = {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? "OK" : "Error",
    headers: new Map([["content-type", "application/json"], ...Object.entries(headers)]),
    json: async () => JSON.parse(text),
    text: async () => text,
    clone: () => res,
  };
  return res;
}

/**
 * Installs a fetch mock; returns the calls it received. A handler keyed by a path without a query
 * answers that path with any query, unless a key names the query too. Unlisted requests answer 404.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${path.replace(/\?.*$/, "")}`];
    if (!handler) return response({ status: 404, body: { error: "Not found" } });
    return response(typeof handler === "function" ? handler(body) : handler);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { calls, fn };
}
