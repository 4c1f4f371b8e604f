import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import type { LoginInput } from "@seo/contracts/auth";
import { errorMessage, storeSessionId } from "@seo/ui/api";
import { browserLocation } from "@seo/ui/browserLocation";
import { Button } from "@seo/ui/Button";
import { Field, FieldError, Input, Label } from "@seo/ui/Input";
import { toastAcrossReload, useToast } from "@seo/ui/toastStore";
import { login } from "../api/login";
import { lazyResolver } from "../lazyResolver";
import { AuthLayout, Form } from "./AuthLayout";
import { PasswordField } from "./PasswordField";
import { routes } from "../../../lib/routes";

/** Validation by the contract's schema, downloaded on the form's first focus (lazyResolver). */
const resolver = lazyResolver<LoginInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@seo/contracts/auth")]).then(([{ zodResolver }, { loginSchema }]) =>
    zodResolver(loginSchema),
  ),
);

export function LoginPage() {
  const { toast } = useToast();
  const form = useForm<LoginInput>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });
  const errors = form.formState.errors;

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ sessionId }) => {
      storeSessionId(sessionId);
      toastAcrossReload({ title: "Welcome back!", description: "You've been logged in successfully." });
      browserLocation.assign(routes.home);
    },
    onError: (error: Error) => {
      toast({ title: "Login Failed", description: errorMessage(error, "Invalid email or password"), variant: "destructive" });
    },
  });

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to access your SEO tools"
      footer={
        <>
          Don't have an account? <Link to={routes.signup}>Sign up</Link>
        </>
      }
    >
      <Form noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Field>
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            $invalid={!!errors.email}
            aria-invalid={!!errors.email || undefined}
            {...form.register("email")}
          />
          {errors.email && <FieldError>{errors.email.message}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="login-password">Password</Label>
          <PasswordField
            id="login-password"
            autoComplete="current-password"
            placeholder="Your password"
            invalid={!!errors.password}
            {...form.register("password")}
          />
          {errors.password && <FieldError>{errors.password.message}</FieldError>}
        </Field>
        <Button type="submit" size="lg" variant="gradient" fullWidth busy={mutation.isPending}>
          {mutation.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
