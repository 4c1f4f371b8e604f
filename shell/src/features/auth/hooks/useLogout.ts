import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { SUBSCRIPTION_QUERY_KEY, USER_QUERY_KEY } from "@seo/ui/api";
import { logout } from "../api/logout";

/**
 * Logout removes the session, clears the user and goes to /login (or `to`, e.g. "/" from the
 * dashboard), even when the server call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string = "/login") => {
    await logout();
    navigate(to, { replace: true });
    queryClient.setQueryData(USER_QUERY_KEY, null);
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, null);
  };
}
