// The browsers signed in to the account, and signing out of all but this one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApi, type SessionInfo } from "@seo/contracts/account";
import { getQueryFn } from "@seo/ui/api";
import { postAccountAction } from "../../../lib/accountActions";

export const SESSIONS_QUERY_KEY = [accountApi.sessions] as const;

/** GET /api/account/sessions, this browser's first. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: getQueryFn<{ sessions: SessionInfo[] }>(),
    select: (data) => [...(data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current)),
  });
}

/**
 * POST /api/account/sessions/sign-out-others, then the list again. The variable is how many other
 * sessions the list showed (the message's count should the server send none).
 */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_othersShown: number) => postAccountAction("signOutOthers"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
