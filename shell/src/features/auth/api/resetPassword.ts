import type { AccountActionResult, ResetPasswordFormInput } from "@seo/contracts/account";
import { postAccountAction } from "../../../lib/accountActions";

/** POST /api/auth/reset-password; the confirmation is checked here only and never sent. */
export function resetPassword({ token, password }: ResetPasswordFormInput): Promise<AccountActionResult> {
  return postAccountAction("resetPassword", { token, password });
}
