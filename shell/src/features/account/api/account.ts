// The account's settings: GET /api/account, the profile (names) and the product e-mails choice.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApi, type Account, type ProfileInput } from "@seo/contracts/account";
import { getQueryFn, USER_QUERY_KEY } from "@seo/ui/api";
import { postAccountAction } from "../../../lib/accountActions";

export const ACCOUNT_QUERY_KEY = [accountApi.account] as const;

export function useAccount() {
  return useQuery<Account | null>({ queryKey: ACCOUNT_QUERY_KEY, queryFn: getQueryFn<Account>() });
}

/** Re-reads the account (and the user the navbar greets) after a change. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    ]);
}

/** POST /api/account/profile */
export function useUpdateProfile() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (input: ProfileInput) => postAccountAction("profile", input),
    onSuccess: refresh,
  });
}

/** POST /api/account/product-emails: the answer's choice is kept without reading the account again. */
export function useProductEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => postAccountAction("productEmails", { enabled }),
    onSuccess: (_answer, enabled) =>
      queryClient.setQueryData<Account | null>(ACCOUNT_QUERY_KEY, (a) => (a ? { ...a, productEmails: enabled } : a)),
  });
}
