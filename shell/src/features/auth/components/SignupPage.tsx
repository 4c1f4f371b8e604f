import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import type { SignupFormInput } from "@seo/contracts/auth";
import { errorMessage, storeSessionId } from "@seo/ui/api";
import { browserLocation } from "@seo/ui/browserLocation";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { Button } from "@seo/ui/Button";
import { Field, FieldError, FieldRow, Input, Label } from "@seo/ui/Input";
import { toastAcrossReload, useToast } from "@seo/ui/toastStore";
import { signup } from "../api/signup";
import { lazyResolver } from "../lazyResolver";
import { AuthLayout, Form } from "./AuthLayout";
import { PasswordField } from "./PasswordField";
import { routes } from "../../../lib/routes";

/** Validation by the contract's schema, downloaded on the form's first focus (lazyResolver). */
const resolver = lazyResolver<SignupFormInput>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@seo/contracts/auth")]).then(
    ([{ zodResolver }, { signupFormSchema }]) => zodResolver(signupFormSchema),
  ),
);

export const ACCOUNT_CREATED_TEXT = `Welcome to ${PRODUCT_NAME}! Your account is ready and you can now access the landing page.`;

export function SignupPage() {
  const { toast } = useToast();
  const form = useForm<SignupFormInput>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (data) => {
      if (!data.success) return;
      // Sign-up also signs in: keep the session like a login does.
      if (data.sessionId) storeSessionId(data.sessionId);
      // A full page load, as after a login: the signed-in app starts fresh with the new session
      // (the signed-out pages are a smaller bundle of their own, shell/src/site).
      toastAcrossReload({ title: "Account Created!", description: ACCOUNT_CREATED_TEXT });
      browserLocation.assign(routes.home);
    },
    onError: (error: unknown) => {
      toast({
        title: "Signup Failed",
        description: errorMessage(error, "An error occurred while creating your account"),
        variant: "destructive",
      });
    },
  });

  return (
    <AuthLayout
      title="Create Account"
      subtitle="Join to start optimizing your SEO"
      footer={
        <>
          Already have an account? <Link to={routes.login}>Sign in</Link>
        </>
      }
    >
      <Form noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <FieldRow>
          <Field>
            <Label htmlFor="signup-firstName">First name</Label>
            <Input
              id="signup-firstName"
              autoComplete="given-name"
              placeholder="Jane"
              $invalid={!!errors.firstName}
              aria-invalid={!!errors.firstName || undefined}
              {...form.register("firstName")}
            />
            {errors.firstName && <FieldError>{errors.firstName.message}</FieldError>}
          </Field>
          <Field>
            <Label htmlFor="signup-lastName">Last name</Label>
            <Input
              id="signup-lastName"
              autoComplete="family-name"
              placeholder="Doe"
              $invalid={!!errors.lastName}
              aria-invalid={!!errors.lastName || undefined}
              {...form.register("lastName")}
            />
            {errors.lastName && <FieldError>{errors.lastName.message}</FieldError>}
          </Field>
        </FieldRow>
        <Field>
          <Label htmlFor="signup-email">Email</Label>
          <Input
            id="signup-email"
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
          <Label htmlFor="signup-password">Password</Label>
          <PasswordField
            id="signup-password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            invalid={!!errors.password}
            {...form.register("password")}
          />
          {errors.password && <FieldError>{errors.password.message}</FieldError>}
        </Field>
        <Field>
          <Label htmlFor="signup-confirmPassword">Confirm password</Label>
          <PasswordField
            id="signup-confirmPassword"
            autoComplete="new-password"
            placeholder="Repeat your password"
            toggleName="confirm password"
            invalid={!!errors.confirmPassword}
            {...form.register("confirmPassword")}
          />
          {errors.confirmPassword && <FieldError>{errors.confirmPassword.message}</FieldError>}
        </Field>
        <Button type="submit" size="lg" variant="gradient" fullWidth busy={mutation.isPending}>
          {mutation.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
