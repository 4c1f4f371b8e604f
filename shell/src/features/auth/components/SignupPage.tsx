import type { SignupFormInput } from "@seo/contracts/auth";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { TextField } from "@seo/ui/FormField";
import { FieldRow } from "@seo/ui/Input";
import { signup } from "../api/signup";
import { lazyResolver } from "../lazyResolver";
import { AuthFormCard, EmailField, useAuthCall, useAuthForm } from "./AuthForm";
import { PasswordFormField } from "../../../components/PasswordField";
import { routes } from "../../../lib/routes";

/** Validation by the contract's schema, downloaded on the form's first focus (lazyResolver). */
const resolver = lazyResolver<SignupFormInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@seo/contracts/auth")]).then(
    ([{ zodResolver }, { signupFormSchema }]) => zodResolver(signupFormSchema),
  ),
);

export const ACCOUNT_CREATED_TEXT = `Welcome to ${PRODUCT_NAME}! Your account is ready and you can now access the landing page.`;

export function SignupPage() {
  const form = useAuthForm(resolver, { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" });
  const errors = form.formState.errors;
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
        <TextField
          id="signup-firstName"
          label="First name"
          autoComplete="given-name"
          placeholder="Jane"
          error={errors.firstName}
          {...form.register("firstName")}
        />
        <TextField
          id="signup-lastName"
          label="Last name"
          autoComplete="family-name"
          placeholder="Doe"
          error={errors.lastName}
          {...form.register("lastName")}
        />
      </FieldRow>
      <EmailField id="signup-email" error={errors.email} {...form.register("email")} />
      <PasswordFormField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password}
        {...form.register("password")}
      />
      <PasswordFormField
        id="signup-confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        toggleName="confirm password"
        error={errors.confirmPassword}
        {...form.register("confirmPassword")}
      />
    </AuthFormCard>
  );
}
