import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@seo/contracts/account";
import { postAccountAction } from "../../../lib/accountActions";

/**
 * POST /api/account/delete: ends any subscription at once and deletes the account with its projects
 * and history. What follows (the session and every cached answer forgotten) is the caller's.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: ({ password, confirmation }: DeleteAccountInput) =>
      postAccountAction("deleteAccount", { password, confirmation }),
  });
}
