import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema, type AccountActionResult, type ChangePasswordFormInput } from "@seo/contracts/account";
import { Button } from "@seo/ui/Button";
import { ActionMessage } from "../../../components/ActionMessage";
import { PasswordFormField } from "../../../components/PasswordField";
import { useChangePassword } from "../api/security";
import { useSectionForm } from "../hooks/useSectionForm";
import { AccountSection, Actions, SectionForm } from "./AccountSection";
import { fieldBinder } from "../../../lib/formField";

const resolver = zodResolver(changePasswordFormSchema);

export const PASSWORD_CHANGED = "Password changed. Your other sessions were signed out.";

export function PasswordSection() {
  const change = useChangePassword();
  const { form, onSubmit, outcome, pending } = useSectionForm<ChangePasswordFormInput, AccountActionResult>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    send: change.mutateAsync,
    success: (answer) => answer.message ?? PASSWORD_CHANGED,
    fallback: "We couldn't change your password. Please try again.",
    resetAfter: true,
  });
  const field = fieldBinder(form, "password");
  return (
    <AccountSection id="password" title="Password" description="Changing it signs out your other sessions.">
      <SectionForm noValidate onSubmit={onSubmit}>
        <PasswordFormField
          label="Current password"
          autoComplete="current-password"
          toggleName="current password"
          {...field("currentPassword")}
        />
        <PasswordFormField
          label="New password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          toggleName="new password"
          {...field("newPassword")}
        />
        <PasswordFormField
          label="Confirm new password"
          autoComplete="new-password"
          toggleName="confirm password"
          {...field("confirmPassword")}
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
