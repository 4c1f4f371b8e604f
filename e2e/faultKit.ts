// What the fault suites share: API calls that never hang, polling with a bound, signals to
// processes, and the JSON error every failure must be.
export interface Answer {
  status: number;
  headers: Headers;
  json: any;
  ms: number;
}

export interface CallOptions {
  sessionId?: string;
  body?: unknown;
  cookie?: string;
  timeoutMs?: number;
}

/** One API call on loopback, with the session header and cookies when given; never hangs. */
export async function call(baseUrl: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(opts.sessionId ? { "x-session-id": opts.sessionId } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: the assertions will say so */
  }
  return { status: res.status, headers: res.headers, json, ms: Date.now() - started };
}

/** Polls `check` (bounded) until it holds; fails naming `what` otherwise. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting until ${what}${lastError ? ` (last error: ${(lastError as Error).message})` : ""}`);
}

export function signal(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

/** Processes a suite stopped (SIGSTOP), so that it can continue them all whatever happened. */
export class FrozenProcesses {
  private readonly pids = new Set<number>();

  freeze(pid: number) {
    signal(pid, "SIGSTOP");
    this.pids.add(pid);
  }

  thaw(pid: number) {
    signal(pid, "SIGCONT");
    this.pids.delete(pid);
  }

  thawAll() {
    for (const pid of this.pids) this.thaw(pid);
  }
}

/** A JSON error answer with this status (and a message for people). */
export function expectJsonError(res: Answer, status: number) {
  expect({ status: res.status, contentType: res.headers.get("content-type") }).toEqual({
    status,
    contentType: expect.stringMatching(/application\/json/),
  });
  expect(typeof res.json.error).toBe("string");
}

/** The 503 every unavailable database or store gives: JSON, the code, Retry-After. */
export function expectDependencyUnavailable(res: Answer) {
  expectJsonError(res, 503);
  expect(res.json.code).toBe("DEPENDENCY_UNAVAILABLE");
  expect(res.headers.get("retry-after")).toBe("5");
}
