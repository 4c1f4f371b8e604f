import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema, type AccountActionResult, type ChangePasswordFormInput } from "@seo/contracts/account";
import { Button } from "@seo/ui/Button";
import { ActionMessage } from "../../../components/ActionMessage";
import { PasswordFormField } from "../../../components/PasswordField";
import { useChangePassword } from "../api/security";
import { useSectionForm } from "../hooks/useSectionForm";
import { AccountSection, Actions, SectionForm } from "./AccountSection";

const resolver = zodResolver(changePasswordFormSchema);

export const PASSWORD_CHANGED = "Password changed. Your other sessions were signed out.";

export function PasswordSection() {
  const change = useChangePassword();
  const { form, onSubmit, outcome, errors, pending } = useSectionForm<ChangePasswordFormInput, AccountActionResult>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    send: change.mutateAsync,
    success: (answer) => answer.message ?? PASSWORD_CHANGED,
    fallback: "We couldn't change your password. Please try again.",
    resetAfter: true,
  });
  return (
    <AccountSection id="password" title="Password" description="Changing it signs out your other sessions.">
      <SectionForm noValidate onSubmit={onSubmit}>
        <PasswordFormField
          id="password-currentPassword"
          label="Current password"
          autoComplete="current-password"
          toggleName="current password"
          error={errors.currentPassword}
          {...form.register("currentPassword")}
        />
        <PasswordFormField
          id="password-newPassword"
          label="New password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          toggleName="new password"
          error={errors.newPassword}
          {...form.register("newPassword")}
        />
        <PasswordFormField
          id="password-confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          toggleName="confirm password"
          error={errors.confirmPassword}
          {...form.register("confirmPassword")}
        />
        <Actions>
          <Button type="submit" busy={pending}>
            Change password
          </Button>
        </Actions>
        <ActionMessage {...outcome} />
      </SectionForm>
    </AccountSection>
  );
}
