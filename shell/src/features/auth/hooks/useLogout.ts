import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { clearSessionId, SUBSCRIPTION_QUERY_KEY, USER_QUERY_KEY } from "@seo/ui/api";
import { logout } from "../api/logout";
import { routes } from "../../../lib/routes";

/** Where the signed-out routes land, and the router state they carry there (a flash message). */
export interface SignedOutRedirect {
  to: string;
  state?: unknown;
}

// Where the signed-out routes should land after a logout. Navigating and clearing the user in one
// go would race (router navigations are transitions; the signed-out /dashboard route would win with
// its own redirect to /login), so the signed-out routes take the destination when they mount.
let pendingRedirect: SignedOutRedirect | null = null;

export function takeLogoutRedirect(): SignedOutRedirect | null {
  const to = pendingRedirect;
  pendingRedirect = null;
  return to;
}

/**
 * The user is signed out already (a password reset or the account's deletion ended every session on
 * the server): forget the session and every cached answer, then land on `redirect.to`. A visitor
 * who was not signed in is only taken there.
 */
export function useSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (redirect: SignedOutRedirect) => {
    clearSessionId();
    if (!queryClient.getQueryData(USER_QUERY_KEY)) {
      navigate(redirect.to, { replace: true, state: redirect.state });
      return;
    }
    pendingRedirect = redirect;
    const signedInOnly = (key: unknown) => key !== USER_QUERY_KEY[0] && key !== SUBSCRIPTION_QUERY_KEY[0];
    queryClient.removeQueries({ predicate: (q) => signedInOnly(q.queryKey[0]) });
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, null);
    queryClient.setQueryData(USER_QUERY_KEY, null);
  };
}

/**
 * Logout removes the session, clears the user and goes to /login (or `to`, e.g. "/" from the
 * dashboard), even when the server call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return async (to: string = routes.login) => {
    await logout();
    pendingRedirect = { to };
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, null);
    queryClient.setQueryData(USER_QUERY_KEY, null);
  };
}
