import { useQueryClient } from "@tanstack/react-query";
import { SUBSCRIPTION_QUERY_KEY, USER_QUERY_KEY } from "@seo/ui/api";
import { logout } from "../api/logout";
import { routes } from "../../../lib/routes";

// Where the signed-out routes should land after a logout. Navigating and clearing the user in one
// go would race (router navigations are transitions; the signed-out /dashboard route would win with
// its own redirect to /login), so the signed-out routes take the destination when they mount.
let pendingRedirect: string | null = null;

export function takeLogoutRedirect(): string | null {
  const to = pendingRedirect;
  pendingRedirect = null;
  return to;
}

/**
 * Logout removes the session, clears the user and goes to /login (or `to`, e.g. "/" from the
 * dashboard), even when the server call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return async (to: string = routes.login) => {
    await logout();
    pendingRedirect = to;
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, null);
    queryClient.setQueryData(USER_QUERY_KEY, null);
  };
}
