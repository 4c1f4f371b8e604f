// The sign-in details: a new e-mail address (confirmed through a link sent to it) and a new password
// (the account's other sessions end).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangeEmailInput, ChangePasswordFormInput } from "@seo/contracts/account";
import { postAccountAction } from "../../../lib/accountActions";
import { ACCOUNT_QUERY_KEY } from "./account";
import { SESSIONS_QUERY_KEY } from "./sessions";

/** POST /api/account/email: the account then shows the address waiting for confirmation. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ newEmail, currentPassword }: ChangeEmailInput) => postAccountAction("email", { newEmail, currentPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}

/** POST /api/account/password; the confirmation is checked here only and never sent. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
      postAccountAction("password", { currentPassword, newPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
