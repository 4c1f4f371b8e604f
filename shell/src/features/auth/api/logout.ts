import { apiRequest, clearSessionId } from "@seo/ui/api";

/** POST /api/auth/logout; the answer is not read and a failure is only logged. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    console.error("Logout failed", error);
  } finally {
    clearSessionId();
  }
}
