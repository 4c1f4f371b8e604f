// /reset-password?token=...: a new password for the account the link was sent for. The server ends
// every session of that user, so a signed-in visitor is signed out here too. A missing, malformed,
// expired or used link shows the one invalid-link message with the way to a new link.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import type { ResetPasswordFormInput } from "@seo/contracts/account";
import { ButtonLink } from "@seo/ui/Button";
import { ActionMessage } from "../../../components/ActionMessage";
import { OutcomePage } from "../../../components/AuthLayout";
import { PasswordFormField } from "../../../components/PasswordField";
import { actionFailure, loadAccountContract, showIssuesOnFields } from "../../../lib/accountActions";
import { useLinkToken, type LinkToken } from "../../../lib/linkToken";
import { routes } from "../../../lib/routes";
import { resetPassword } from "../api/resetPassword";
import { useSignedOut } from "../hooks/useLogout";
import { lazyResolver } from "../lazyResolver";
import { AuthFormCard, useAuthForm } from "./AuthForm";
import { fieldBinder } from "../../../lib/formField";

const resolver = lazyResolver<ResetPasswordFormInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), loadAccountContract()]).then(([{ zodResolver }, { resetPasswordFormSchema }]) =>
    zodResolver(resetPasswordFormSchema),
  ),
);

export const PASSWORD_CHANGED = "Your password was changed. Sign in with your new password.";
const FAILED = "We couldn't set your password. Please try again.";

/** The router state the page is left in once the password is changed (the token leaves the address). */
interface ResetState {
  passwordChanged?: boolean;
}

export function ResetPasswordPage() {
  const location = useLocation();
  const link = useLinkToken();
  if ((location.state as ResetState | null)?.passwordChanged) return <PasswordChanged />;
  if (link.status === "invalid") return <InvalidLink message={link.invalidMessage} />;
  return <ResetForm key={link.token} link={link} />;
}

function ResetForm({ link }: { link: LinkToken }) {
  const signedOut = useSignedOut();
  const form = useAuthForm(resolver, { token: link.token, password: "", confirmPassword: "" });
  const field = fieldBinder(form, "reset");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const mutation = useMutation({
    mutationFn: resetPassword,
    onMutate: () => setError(null),
    onSuccess: () => signedOut({ to: routes.resetPassword, state: { passwordChanged: true } satisfies ResetState }),
    onError: (e) => {
      const failure = actionFailure(e, FAILED);
      if (failure.message === link.invalidMessage || failure.issues.some((i) => i.path === "token")) return setExpired(true);
      if (!showIssuesOnFields(form.setError, failure.issues, ["password", "confirmPassword"])) setError(failure.message);
    },
  });

  if (expired) return <InvalidLink message={link.invalidMessage} />;
  return (
    <AuthFormCard
      title="Set a new password"
      subtitle="Choose a new password for your account."
      other={{ question: "Remembered it?", to: routes.login, link: "Sign in" }}
      form={form}
      resolver={resolver}
      mutation={mutation}
      submit={{ idle: "Set new password", pending: "Saving..." }}
    >
      <PasswordFormField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        {...field("password")}
      />
      <PasswordFormField
        label="Confirm new password"
        autoComplete="new-password"
        placeholder="Repeat your new password"
        toggleName="confirm password"
        {...field("confirmPassword")}
      />
      <ActionMessage error={error} />
    </AuthFormCard>
  );
}

function PasswordChanged() {
  return (
    <OutcomePage title="Password changed" message={PASSWORD_CHANGED}>
      <ButtonLink as={Link} to={routes.login} $variant="gradient" $size="lg">
        Sign in
      </ButtonLink>
    </OutcomePage>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <OutcomePage title="This link can't be used" tone="alert" message={message}>
      <ButtonLink as={Link} to={routes.forgotPassword} $variant="gradient" $size="lg">
        Request a new link
      </ButtonLink>
    </OutcomePage>
  );
}
