import type { ForgotPasswordInput } from "@seo/contracts/account";
import { loadAccountContract, postAccountAction } from "../../../lib/accountActions";

/**
 * POST /api/auth/forgot-password. The answer is the same whether or not the address has an account:
 * the server's message (the contract's, should it send none).
 */
export async function forgotPassword({ email }: ForgotPasswordInput): Promise<string> {
  const answer = await postAccountAction("forgotPassword", { email });
  return answer.message ?? (await loadAccountContract()).FORGOT_PASSWORD_MESSAGE;
}
