/** @jest-environment jsdom */
// The stored session is forgotten only when the session check answers 401
// (docs/decisions/0002-sessions-server-side.md).
// A network error, an aborted request or a 5xx keeps it, shows "Reconnecting…" and retries with
// backoff; the indicator goes when the server answers again.
import { act, screen, waitFor } from "@testing-library/react";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { clearToasts } from "@seo/ui/toastStore";
import { renderWithApp, subscriptionOf, testUser } from "../testing/render";
import { AppRoutes, preloadPages } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

// Pages are lazy chunks; load them once here so no test waits on a first module load.
beforeAll(() => preloadPages(), 60_000);

type Answer = () => Promise<Response>;
const ok =
  (body: unknown): Answer =>
  async () =>
    fakeResponse(200, body);
const status =
  (code: number): Answer =>
  async () =>
    fakeResponse(code, { error: "Unavailable" });
const networkError: Answer = async () => {
  throw new TypeError("Failed to fetch");
};
const aborted: Answer = async () => {
  throw new DOMException("The user aborted a request.", "AbortError");
};

const starter = subscriptionOf({ hasAccess: true, plan: "starter", generationsRemaining: 5 });

/**
 * fetch at the boundary: each path answers from its queue of answers in turn, the last one for
 * good. Returns the number of calls per path.
 */
function serve(routes: Record<string, Answer[]>) {
  const calls: Record<string, number> = {};
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const n = (calls[path] = (calls[path] ?? 0) + 1);
    const queue = routes[path];
    if (!queue) return fakeResponse(404, { error: "Not found" });
    return queue[Math.min(n, queue.length) - 1]!();
  }) as never;
  return calls;
}

const indicator = () => screen.queryByText("Reconnecting…");

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  localStorage.setItem("sessionId", "s1");
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the retry backoff run for `ms` (react-query schedules retries on timers). */
async function elapse(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe.each([
  ["a network error (fetch rejects)", networkError],
  ["an aborted request", aborted],
  ["a 500", status(500)],
  ["a 502", status(502)],
  ["a 503", status(503)],
])("when the session check fails with %s", (_name, failure) => {
  it("keeps the session, stays on the protected route and shows 'Reconnecting…'", async () => {
    const calls = serve({ "/api/auth/user": [failure], "/api/user/subscription": [ok(starter)] });
    renderWithApp(<AppRoutes />, { route: "/dashboard" });
    expect(await screen.findByText("Reconnecting…")).toBeInTheDocument();
    await elapse(8_000);
    // It kept asking, with backoff (1 s, 2 s, 4 s: four checks in 8 s).
    expect(calls["/api/auth/user"]).toBe(4);
    expect(localStorage.getItem("sessionId")).toBe("s1");
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
    expect(screen.queryByRole("heading", { name: "Welcome Back" })).not.toBeInTheDocument();
    expect(screen.getByTestId("page-spinner")).toBeInTheDocument();
    expect(indicator()).toBeInTheDocument();
  });

  it("hides the indicator and renders the page once the server answers again", async () => {
    serve({ "/api/auth/user": [failure, failure, ok(testUser)], "/api/user/subscription": [ok(starter)] });
    renderWithApp(<AppRoutes />, { route: "/dashboard" });
    expect(await screen.findByText("Reconnecting…")).toBeInTheDocument();
    await elapse(3_000);
    expect(await screen.findByTestId("plan-badge")).toHaveTextContent("Starter Plan");
    expect(screen.getByText("Welcome, Ada")).toBeInTheDocument();
    expect(indicator()).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
    expect(localStorage.getItem("sessionId")).toBe("s1");
  });
});

it("a 401 from the session check removes the session and goes to /login, with no indicator", async () => {
  const calls = serve({ "/api/auth/user": [status(401)] });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/login");
  expect(localStorage.getItem("sessionId")).toBeNull();
  await elapse(5_000);
  expect(calls["/api/auth/user"]).toBe(1);
  expect(indicator()).not.toBeInTheDocument();
});

it("a 401 after transient failures still signs out", async () => {
  serve({ "/api/auth/user": [status(503), networkError, status(401)] });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  expect(await screen.findByText("Reconnecting…")).toBeInTheDocument();
  expect(localStorage.getItem("sessionId")).toBe("s1");
  await elapse(3_000);
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
  expect(localStorage.getItem("sessionId")).toBeNull();
  expect(indicator()).not.toBeInTheDocument();
});

it("a signed-in user whose session re-check fails keeps the page and the navbar while reconnecting", async () => {
  serve({ "/api/auth/user": [status(502), status(502), ok(testUser)], "/api/user/subscription": [ok(starter)] });
  const { queryClient } = renderWithApp(<AppRoutes />, { route: "/dashboard", user: testUser });
  expect(await screen.findByTestId("plan-badge")).toHaveTextContent("Starter Plan");

  act(() => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }));
  expect(await screen.findByText("Reconnecting…")).toBeInTheDocument();
  expect(screen.getByText("Welcome, Ada")).toBeInTheDocument();
  expect(screen.getByTestId("plan-badge")).toBeInTheDocument();
  expect(localStorage.getItem("sessionId")).toBe("s1");

  await elapse(3_000);
  await waitFor(() => expect(indicator()).not.toBeInTheDocument());
  expect(screen.getByText("Welcome, Ada")).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
});

it("a failing plan check keeps the user on the dashboard (not sent home as 'no access') while reconnecting", async () => {
  serve({ "/api/auth/user": [ok(testUser)], "/api/user/subscription": [networkError, status(503), ok(starter)] });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  expect(await screen.findByText("Reconnecting…")).toBeInTheDocument();
  await elapse(500);
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  expect(localStorage.getItem("sessionId")).toBe("s1");

  await elapse(3_000);
  expect(await screen.findByTestId("plan-badge")).toHaveTextContent("Starter Plan");
  expect(indicator()).not.toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
});
