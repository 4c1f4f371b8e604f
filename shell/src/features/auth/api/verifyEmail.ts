import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SUBSCRIPTION_QUERY_KEY, USER_QUERY_KEY } from "@seo/ui/api";
import { invalidateAccount, postAccountAction } from "../../../lib/accountActions";

/**
 * POST /api/auth/verify-email once per token. The token is single-use, so the call is a query keyed
 * by it: React's development double effects, a remount or a second observer share the one call and
 * its outcome instead of spending the token twice. Confirmed, the user (emailVerified) and what the
 * plan allows are read again (not awaited: the session check retries a server blip for as long as
 * it lasts).
 */
export function useVerifyEmail(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["verify-email", token],
    queryFn: async () => {
      const answer = await postAccountAction("verifyEmail", { token });
      // A changed address's link moves the account to it: the account page reads it again too.
      void invalidateAccount(queryClient);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      return answer;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
