import { Link } from "react-router-dom";
import styled from "styled-components";
import type { SignupFormInput } from "@seo/contracts/auth";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { TextField } from "@seo/ui/FormField";
import { FieldRow } from "@seo/ui/Input";
import { signup } from "../api/signup";
import { lazyResolver } from "../lazyResolver";
import { AuthFormCard, EmailField, useAuthCall, useAuthForm } from "./AuthForm";
import { PasswordFormField } from "../../../components/PasswordField";
import { routes } from "../../../lib/routes";
import { fieldBinder } from "../../../lib/formField";

/** Validation by the contract's schema, downloaded on the form's first focus (lazyResolver). */
const resolver = lazyResolver<SignupFormInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@seo/contracts/auth")]).then(
    ([{ zodResolver }, { signupFormSchema }]) => zodResolver(signupFormSchema),
  ),
);

export const ACCOUNT_CREATED_TEXT = `Welcome to ${PRODUCT_NAME}! Your account is ready and you can now access the landing page.`;

const Agreement = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Under the fields, before "Create Account": what signing up agrees to, with the two pages linked. */
export function SignupAgreement() {
  return (
    <Agreement data-testid="signup-agreement">
      By creating an account you agree to the <Link to={routes.terms}>Terms</Link> and{" "}
      <Link to={routes.privacy}>Privacy Policy</Link>.
    </Agreement>
  );
}

export function SignupPage() {
  const form = useAuthForm(resolver, { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" });
  const field = fieldBinder(form, "signup");
  const mutation = useAuthCall({
    call: signup,
    // Sign-up also signs in: the session is kept like a login's.
    accepted: (answer) => (answer.success ? { sessionId: answer.sessionId } : null),
    welcome: { title: "Account Created!", description: ACCOUNT_CREATED_TEXT },
    failure: { title: "Signup Failed", fallback: "An error occurred while creating your account" },
  });

  return (
    <AuthFormCard
      title="Create Account"
      subtitle="Join to start optimizing your SEO"
      other={{ question: "Already have an account?", to: routes.login, link: "Sign in" }}
      form={form}
      resolver={resolver}
      mutation={mutation}
      submit={{ idle: "Create Account", pending: "Creating account..." }}
    >
      <FieldRow>
        <TextField label="First name" autoComplete="given-name" placeholder="Jane" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" placeholder="Doe" {...field("lastName")} />
      </FieldRow>
      <EmailField {...field("email")} />
      <PasswordFormField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        {...field("password")}
      />
      <PasswordFormField
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        toggleName="confirm password"
        {...field("confirmPassword")}
      />
      <SignupAgreement />
    </AuthFormCard>
  );
}
