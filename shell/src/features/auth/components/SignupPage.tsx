import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { signupFormSchema, type SignupFormInput } from "@seo/contracts/auth";
import { errorMessage, storeSessionId, USER_QUERY_KEY } from "@seo/ui/api";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { Button } from "@seo/ui/Button";
import { Field, FieldError, FieldRow, Input, Label } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import { signup } from "../api/signup";
import { AuthLayout, Form } from "./AuthLayout";
import { PasswordField } from "./PasswordField";

export const ACCOUNT_CREATED_TEXT = `Welcome to ${PRODUCT_NAME}! Your account is ready and you can now access the landing page.`;

export function SignupPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: async (data) => {
      if (!data.success) return;
      // Sign-up also signs in: keep the session like a login does.
      if (data.sessionId) storeSessionId(data.sessionId);
      toast({ title: "Account Created!", description: ACCOUNT_CREATED_TEXT });
      navigate("/");
      // Pick up the new user.
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
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
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <Form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
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
