// The adapter between a tool's own page and the embed API. The page calls POST /api/<tool> as it does
// in the product; inside the embed that call goes to /api/embed/<tool> with the visitor token instead
// of a session (the page's code stays the team's, unchanged), and its outcome is told to the partner
// page (result, error, quota). Every other request passes through untouched.
import { EMBED_LIMIT_CODE, type EmbedLimit } from "@seo/contracts/partners";

export const VISITOR_TOKEN_HEADER = "x-embed-token";
/** Refresh the visitor token this long before it expires. */
const REFRESH_BEFORE_MS = 60_000;

export interface QuotaNotice {
  limit: EmbedLimit;
  retryAfterSeconds: number;
  message: string;
  redirectTo: string;
}

export interface EmbedFetchOptions {
  tool: string;
  token: string;
  expiresAt: number;
  onResult(result: unknown): void;
  onError(status: number, message: string): void;
  onQuota(notice: QuotaNotice): void;
  /** The visitor token has expired (the page stayed open through a sleep): a reload mints a new one. */
  onExpired(): void;
}

async function jsonOf(res: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await res.clone().json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function installEmbedFetch(opts: EmbedFetchOptions, win: Window & typeof globalThis = window) {
  const original = win.fetch.bind(win);
  let token = opts.token;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const toolPath = `/api/${opts.tool}`;

  const scheduleRefresh = (expiresAt: number) => {
    clearTimeout(timer);
    timer = setTimeout(
      async () => {
        try {
          const res = await original("/api/embed/token", {
            method: "POST",
            headers: { [VISITOR_TOKEN_HEADER]: token },
            credentials: "same-origin",
          });
          if (!res.ok) return;
          const fresh = (await res.json()) as { token: string; expiresAt: number };
          token = fresh.token;
          scheduleRefresh(fresh.expiresAt);
        } catch {
          scheduleRefresh(Date.now() + REFRESH_BEFORE_MS + 15_000); // offline for a moment: try again shortly
        }
      },
      Math.max(1_000, expiresAt - Date.now() - REFRESH_BEFORE_MS),
    );
  };
  scheduleRefresh(opts.expiresAt);

  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, win.location.href);
    if (url.origin !== win.location.origin || url.pathname !== toolPath || request.method !== "POST") {
      return original(input, init);
    }
    const headers = new Headers(request.headers);
    headers.delete("x-session-id"); // embedded calls are the partner's, never a signed-in user's
    headers.set(VISITOR_TOKEN_HEADER, token);
    const res = await original(`/api/embed/${opts.tool}`, {
      method: "POST",
      headers,
      body: await request.text(),
      credentials: "same-origin",
      signal: request.signal,
    });
    const body = await jsonOf(res);
    if (res.ok) {
      opts.onResult(body);
      return res;
    }
    const message = typeof body?.error === "string" ? body.error : res.statusText;
    if (res.status === 429 && body?.code === EMBED_LIMIT_CODE) {
      opts.onQuota({
        limit: body.limit as EmbedLimit,
        retryAfterSeconds: Number(body.retryAfterSeconds) || Number(res.headers.get("retry-after")) || 0,
        message,
        redirectTo: String(body.redirectTo ?? ""),
      });
    } else if (res.status === 401) {
      opts.onExpired();
      opts.onError(res.status, message);
      // The page reads 401 as "sign in / buy a plan" and would leave for /pricing inside the frame;
      // for the embed it only means "reload", so the page sees a timeout it can show as such.
      return new Response(JSON.stringify({ error: message }), { status: 408, headers: { "content-type": "application/json" } });
    } else {
      opts.onError(res.status, message);
    }
    return res;
  };

  return () => {
    clearTimeout(timer);
    win.fetch = original;
  };
}
