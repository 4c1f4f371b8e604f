import type { AuthResponse, SignupInput } from "@seo/contracts/auth";
import { apiRequest } from "@seo/ui/api";

/** POST /api/auth/signup through the shared helper; confirmPassword is never sent. */
export async function signup(input: SignupInput): Promise<Partial<AuthResponse>> {
  const { email, password, firstName, lastName } = input;
  const res = await apiRequest("POST", "/api/auth/signup", { email, password, firstName, lastName });
  return (await res.json()) as Partial<AuthResponse>;
}
