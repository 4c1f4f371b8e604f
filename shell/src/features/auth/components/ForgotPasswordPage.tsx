// /forgot-password (signed out or in): one e-mail field. The answer is the same whether or not the
// address has an account, and it replaces the form.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { ForgotPasswordInput } from "@seo/contracts/account";
import { useUser } from "@seo/ui/api";
import { ActionMessage } from "../../../components/ActionMessage";
import { OutcomePage } from "../../../components/AuthLayout";
import { actionFailure, loadAccountContract, showIssuesOnFields } from "../../../lib/accountActions";
import { routes } from "../../../lib/routes";
import { forgotPassword } from "../api/forgotPassword";
import { lazyResolver } from "../lazyResolver";
import { AuthFormCard, EmailField, useAuthForm } from "./AuthForm";
import { fieldBinder } from "../../../lib/formField";

const resolver = lazyResolver<ForgotPasswordInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), loadAccountContract()]).then(([{ zodResolver }, { forgotPasswordSchema }]) =>
    zodResolver(forgotPasswordSchema),
  ),
);

const FAILED = "We couldn't send the link. Please try again.";

export function ForgotPasswordPage() {
  const { user } = useUser();
  const form = useAuthForm(resolver, { email: "" });
  const field = fieldBinder(form, "forgot");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onMutate: () => setError(null),
    onError: (e) => {
      const failure = actionFailure(e, FAILED);
      if (!showIssuesOnFields(form.setError, failure.issues, ["email"])) setError(failure.message);
    },
  });
  const back = user
    ? { question: "", to: routes.account, link: "Back to your account" }
    : { question: "Remembered it?", to: routes.login, link: "Sign in" };

  if (mutation.isSuccess) {
    return (
      <OutcomePage title="Check your e-mail" message={mutation.data}>
        <Link to={back.to}>{user ? back.link : "Back to sign in"}</Link>
      </OutcomePage>
    );
  }
  return (
    <AuthFormCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we'll send you a link to set a new password."
      other={back}
      form={form}
      resolver={resolver}
      mutation={mutation}
      submit={{ idle: "Send reset link", pending: "Sending..." }}
    >
      <EmailField {...field("email")} />
      <ActionMessage error={error} />
    </AuthFormCard>
  );
}
