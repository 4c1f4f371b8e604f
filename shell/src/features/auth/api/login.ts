import type { AuthResponse, LoginInput } from "@seo/contracts/auth";
import { getSessionId } from "@seo/ui/api";

/**
 * POST /api/auth/login. The HTTP status is not checked: the JSON answer decides.
 * Without success and a sessionId the thrown error is the server's text or 'Login failed'.
 */
export async function login(input: LoginInput): Promise<{ sessionId: string }> {
  const res = await fetch("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-session-id": getSessionId() },
    body: JSON.stringify(input),
    credentials: "include",
  });
  let data: Partial<AuthResponse> = {};
  try {
    data = (await res.json()) as Partial<AuthResponse>;
  } catch {
    data = {};
  }
  if (!data.success || !data.sessionId) throw new Error(data.error || "Login failed");
  return { sessionId: data.sessionId };
}
