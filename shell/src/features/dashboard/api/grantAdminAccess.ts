import { getSessionId } from "@seo/ui/api";

export type GrantResult = { ok: true } | { ok: false; error?: string };

/** POST /api/admin/grant-access; on failure the JSON error field is read. Network errors throw. */
export async function grantAdminAccess(): Promise<GrantResult> {
  const res = await fetch("/api/admin/grant-access", {
    method: "POST",
    headers: { "x-session-id": getSessionId() },
    credentials: "include",
  });
  if (res.ok) return { ok: true };
  let error: string | undefined;
  try {
    error = ((await res.json()) as { error?: string }).error;
  } catch {
    error = undefined;
  }
  return { ok: false, error };
}
