/** @jest-environment jsdom */
import {
  ApiError,
  apiRequest,
  errorMessage,
  fetchCurrentUser,
  getQueryFn,
  isTransientFailure,
  reconnectDelay,
  SESSION_STORAGE_KEY,
} from "./api";
import { browserLocation } from "./browserLocation";
import { fakeResponse } from "./testing/fakeResponse";

const respond = fakeResponse;

describe("apiRequest", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    localStorage.clear();
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("sends the stored session id, cookies and a JSON body", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "abc");
    fetchMock.mockResolvedValue(respond(200, "{}"));
    await apiRequest("POST", "/api/auth/signup", { email: "a@b.co" });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-session-id": "abc" },
      body: JSON.stringify({ email: "a@b.co" }),
      credentials: "include",
    });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("sends an empty session id and warns when none is stored; no Content-Type without a body", async () => {
    fetchMock.mockResolvedValue(respond(200, "{}"));
    await apiRequest("POST", "/api/auth/logout");
    const init = fetchMock.mock.calls[0][1];
    expect(init.headers).toEqual({ "x-session-id": "" });
    expect(init.body).toBeUndefined();
    expect(console.warn).toHaveBeenCalled();
  });

  it("throws 'status: body' for a non-OK answer", async () => {
    fetchMock.mockResolvedValue(respond(409, '{"error":"Email already registered"}'));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow('409: {"error":"Email already registered"}');
  });

  it("throws 'status: statusText' when the body is empty", async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, "", "Internal Server Error"));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("follows a 302 JSON redirect to redirectTo", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
    fetchMock.mockResolvedValue(respond(302, '{"redirect":true,"redirectTo":"/login"}'));
    await apiRequest("GET", "/x");
    expect(assign).toHaveBeenCalledWith("/login");
  });

  it("sends a 302 with an unparsable body to /pricing", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
    fetchMock.mockResolvedValue(respond(302, "not json"));
    await apiRequest("GET", "/x");
    expect(assign).toHaveBeenCalledWith("/pricing");
  });

  it("ignores a 302 JSON body without both fields", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
    fetchMock.mockResolvedValue(respond(302, '{"redirectTo":"/login"}'));
    await expect(apiRequest("GET", "/x")).resolves.toMatchObject({ status: 302 });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("getQueryFn", () => {
  beforeEach(() => {
    localStorage.setItem(SESSION_STORAGE_KEY, "s1");
  });
  const ctx = (key: string) => ({ queryKey: [key], signal: new AbortController().signal, meta: undefined }) as never;

  it("GETs the first key element with the session header and reads JSON", async () => {
    const fetchMock = jest.fn().mockResolvedValue(respond(200, '{"hasAccess":true}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(getQueryFn({ on401: "throw" })(ctx("/api/user/subscription"))).resolves.toEqual({ hasAccess: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/user/subscription", {
      headers: { "x-session-id": "s1" },
      credentials: "include",
    });
  });

  it("yields null on 401 with returnNull and throws otherwise", async () => {
    global.fetch = jest.fn().mockImplementation(async () => respond(401, '{"error":"Not logged in"}')) as never;
    await expect(getQueryFn({ on401: "returnNull" })(ctx("/a"))).resolves.toBeNull();
    await expect(getQueryFn({ on401: "throw" })(ctx("/a"))).rejects.toThrow('401: {"error":"Not logged in"}');
  });
});

describe("fetchCurrentUser (only a 401 forgets the session)", () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("is anonymous without asking the server when no session id is stored", async () => {
    global.fetch = jest.fn() as never;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("reads the user with the stored session id", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "s1");
    global.fetch = jest.fn().mockResolvedValue(respond(200, { firstName: "Ada" })) as never;
    await expect(fetchCurrentUser()).resolves.toEqual({ firstName: "Ada" });
    expect(global.fetch).toHaveBeenCalledWith("/api/auth/user", { headers: { "x-session-id": "s1" }, credentials: "include" });
  });

  it("removes the stored session and is anonymous on a 401", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "old");
    global.fetch = jest.fn().mockResolvedValue(respond(401, "{}")) as never;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("keeps a session stored meanwhile (a sign-in in another tab) when the old one gets a 401", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "old");
    global.fetch = jest.fn().mockImplementation(async () => {
      localStorage.setItem(SESSION_STORAGE_KEY, "new");
      return respond(401, "{}");
    }) as never;
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe("new");
  });

  it("keeps the session and rejects on a network error", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "old");
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as never;
    await expect(fetchCurrentUser()).rejects.toThrow("Failed to fetch");
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe("old");
  });

  it("keeps the session and rejects when the request is aborted (the user navigated away)", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "old");
    global.fetch = jest.fn().mockRejectedValue(new DOMException("The user aborted a request.", "AbortError")) as never;
    await expect(fetchCurrentUser()).rejects.toMatchObject({ name: "AbortError" });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe("old");
  });

  it.each([500, 502, 503, 504, 403, 404])("keeps the session and rejects with the status on a %i", async (status) => {
    localStorage.setItem(SESSION_STORAGE_KEY, "old");
    global.fetch = jest.fn().mockResolvedValue(respond(status, '{"error":"down"}')) as never;
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status, message: `${status}: {"error":"down"}` });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe("old");
  });
});

describe("isTransientFailure and reconnectDelay", () => {
  it("calls no answer, a 5xx, 408 and 429 transient; other statuses are answers", () => {
    expect(isTransientFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isTransientFailure(new DOMException("aborted", "AbortError"))).toBe(true);
    expect(isTransientFailure(new SyntaxError("Unexpected token <"))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isTransientFailure(new ApiError(status, ""))).toBe(true);
    for (const status of [400, 401, 402, 403, 404]) expect(isTransientFailure(new ApiError(status, ""))).toBe(false);
  });

  it("backs off 1 s, 2 s, 4 s, 8 s, then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it("helper errors carry their status", async () => {
    global.fetch = jest.fn().mockResolvedValue(respond(503, "busy")) as never;
    await expect(apiRequest("GET", "/x")).rejects.toMatchObject({ status: 503, message: "503: busy" });
  });
});

describe("errorMessage", () => {
  it("reads the error field of a helper error", () => {
    expect(errorMessage(new Error('409: {"error":"Email taken"}'))).toBe("Email taken");
    expect(errorMessage(new Error("500: Internal Server Error"), "Failed to create project.")).toBe("Failed to create project.");
    expect(errorMessage(new Error("502: <html>Bad gateway</html>"), "fallback")).toBe("fallback");
    expect(errorMessage(new Error('500: {"error":""}'), "fallback")).toBe("fallback");
    expect(errorMessage(new TypeError("Failed to fetch"), "Unable to process payment. Please try again.")).toBe(
      "Unable to process payment. Please try again.",
    );
    expect(errorMessage(Object.assign(new Error("The user aborted a request."), { name: "AbortError" }), "fallback")).toBe(
      "fallback",
    );
    expect(errorMessage(new Error("plain"))).toBe("plain");
    expect(errorMessage("x", "fallback")).toBe("fallback");
  });
});
