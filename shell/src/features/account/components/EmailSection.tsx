// The sign-in address: confirmed or not (with a new link), an address change waiting for its
// link, and the change itself (a new address and the current password).
import { zodResolver } from "@hookform/resolvers/zod";
import { changeEmailSchema, type Account, type AccountActionResult, type ChangeEmailInput } from "@seo/contracts/account";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { TextField } from "@seo/ui/FormField";
import { ActionMessage } from "../../../components/ActionMessage";
import { ResendVerification } from "../../../components/EmailVerification";
import { PasswordFormField } from "../../../components/PasswordField";
import { useChangeEmail } from "../api/security";
import { useSectionForm } from "../hooks/useSectionForm";
import { AccountSection, Actions, SectionForm } from "./AccountSection";
import { fieldBinder } from "../../../lib/formField";

const resolver = zodResolver(changeEmailSchema);

export const emailChangeSent = (newEmail: string) => `We've sent a link to ${newEmail}. Your address changes when you open it.`;

function CurrentAddress({ account }: { account: Account }) {
  return (
    <>
      <p>
        <strong>{account.email}</strong>{" "}
        <Badge $tone={account.emailVerified ? "success" : "warning"}>
          {account.emailVerified ? "Confirmed" : "Not confirmed"}
        </Badge>
      </p>
      {!account.emailVerified && <ResendVerification />}
      {account.pendingEmail && (
        <p data-testid="pending-email">
          Waiting for confirmation of <strong>{account.pendingEmail}</strong>
        </p>
      )}
    </>
  );
}

export function EmailSection({ account }: { account: Account }) {
  const change = useChangeEmail();
  const { form, onSubmit, outcome, pending } = useSectionForm<ChangeEmailInput, AccountActionResult>({
    resolver,
    defaultValues: { newEmail: "", currentPassword: "" },
    fields: ["newEmail", "currentPassword"],
    send: change.mutateAsync,
    success: (answer, values) => answer.message ?? emailChangeSent(values.newEmail),
    fallback: "We couldn't change your e-mail. Please try again.",
    resetAfter: true,
  });
  const field = fieldBinder(form, "email");
  return (
    <AccountSection id="email" title="E-mail">
      <CurrentAddress account={account} />
      <SectionForm noValidate onSubmit={onSubmit}>
        <TextField label="New e-mail" type="email" autoComplete="email" {...field("newEmail")} />
        <PasswordFormField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
        <Actions>
          <Button type="submit" busy={pending}>
            Change e-mail
          </Button>
        </Actions>
        <ActionMessage {...outcome} />
      </SectionForm>
    </AccountSection>
  );
}
