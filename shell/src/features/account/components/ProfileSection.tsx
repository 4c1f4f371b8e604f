import { zodResolver } from "@hookform/resolvers/zod";
import { profileSchema, type Account, type AccountActionResult, type ProfileInput } from "@seo/contracts/account";
import { Button } from "@seo/ui/Button";
import { TextField } from "@seo/ui/FormField";
import { FieldRow } from "@seo/ui/Input";
import { ActionMessage } from "../../../components/ActionMessage";
import { useUpdateProfile } from "../api/account";
import { useSectionForm } from "../hooks/useSectionForm";
import { AccountSection, Actions, SectionForm } from "./AccountSection";
import { fieldBinder } from "../../../lib/formField";

const resolver = zodResolver(profileSchema);

export function ProfileSection({ account }: { account: Account }) {
  const update = useUpdateProfile();
  const { form, onSubmit, outcome, pending } = useSectionForm<ProfileInput, AccountActionResult>({
    resolver,
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
    fields: ["firstName", "lastName"],
    send: update.mutateAsync,
    success: (answer) => answer.message ?? "Profile saved.",
    fallback: "We couldn't save your profile. Please try again.",
  });
  const field = fieldBinder(form, "profile");
  return (
    <AccountSection id="profile" title="Profile" description="Your name, as the app greets you.">
      <SectionForm noValidate onSubmit={onSubmit}>
        <FieldRow>
          <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        </FieldRow>
        <Actions>
          <Button type="submit" busy={pending}>
            Save
          </Button>
        </Actions>
        <ActionMessage {...outcome} />
      </SectionForm>
    </AccountSection>
  );
}
