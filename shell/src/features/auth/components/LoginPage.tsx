import { Link } from "react-router-dom";
import styled from "styled-components";
import type { LoginInput } from "@seo/contracts/auth";
import { login } from "../api/login";
import { lazyResolver } from "../lazyResolver";
import { AuthFormCard, EmailField, useAuthCall, useAuthForm } from "./AuthForm";
import { PasswordFormField } from "../../../components/PasswordField";
import { routes } from "../../../lib/routes";
import { fieldBinder } from "../../../lib/formField";

/** Validation by the contract's schema, downloaded on the form's first focus (lazyResolver). */
const resolver = lazyResolver<LoginInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@seo/contracts/auth")]).then(([{ zodResolver }, { loginSchema }]) =>
    zodResolver(loginSchema),
  ),
);

const Forgot = styled.p`
  margin-top: -8px;
  text-align: right;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export function LoginPage() {
  const form = useAuthForm(resolver, { email: "", password: "" });
  const field = fieldBinder(form, "login");
  const mutation = useAuthCall({
    call: login,
    accepted: (answer) => answer,
    welcome: { title: "Welcome back!", description: "You've been logged in successfully." },
    failure: { title: "Login Failed", fallback: "Invalid email or password" },
  });

  return (
    <AuthFormCard
      title="Welcome Back"
      subtitle="Sign in to access your SEO tools"
      other={{ question: "Don't have an account?", to: routes.signup, link: "Sign up" }}
      form={form}
      resolver={resolver}
      mutation={mutation}
      submit={{ idle: "Sign In", pending: "Signing in..." }}
    >
      <EmailField {...field("email")} />
      <PasswordFormField label="Password" autoComplete="current-password" placeholder="Your password" {...field("password")} />
      <Forgot>
        <Link to={routes.forgotPassword}>Forgot password?</Link>
      </Forgot>
    </AuthFormCard>
  );
}
