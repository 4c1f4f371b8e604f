// The danger zone: deleting the account, confirmed in a dialog with the password and the typed word.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import styled from "styled-components";
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema, type DeleteAccountInput } from "@seo/contracts/account";
import { Button } from "@seo/ui/Button";
import { Dialog } from "@seo/ui/Dialog";
import { TextField } from "@seo/ui/FormField";
import { ActionMessage } from "../../../components/ActionMessage";
import { PasswordFormField } from "../../../components/PasswordField";
import { useDeleteAccount } from "../api/deleteAccount";
import { useSectionForm } from "../hooks/useSectionForm";
import { AccountSection, Actions, SectionForm } from "./AccountSection";
import { fieldBinder } from "../../../lib/formField";

const resolver = zodResolver(deleteAccountSchema);

export const DELETE_CONSEQUENCES =
  "Deleting your account cancels any subscription at once, deletes your workflow projects, generation history and bulk runs, and cannot be undone.";

const DialogActions = styled(Actions)`
  justify-content: flex-end;
  flex-direction: column-reverse;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
  }
`;

function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const { form, onSubmit, outcome, pending } = useSectionForm<DeleteAccountInput, unknown>({
    resolver,
    defaultValues: { password: "", confirmation: "" },
    fields: ["password", "confirmation"],
    send: remove.mutateAsync,
    onSuccess: onDeleted,
    fallback: "We couldn't delete your account. Please try again.",
  });
  const field = fieldBinder(form, "delete");
  return (
    <Dialog title="Delete your account?" role="alertdialog" closeButton={false} onClose={() => !pending && onClose()}>
      <SectionForm noValidate onSubmit={onSubmit}>
        <p>{DELETE_CONSEQUENCES}</p>
        <PasswordFormField label="Password" autoComplete="current-password" {...field("password")} />
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          spellCheck={false}
          {...field("confirmation")}
        />
        <ActionMessage error={outcome.error} />
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" busy={pending}>
            Delete my account
          </Button>
        </DialogActions>
      </SectionForm>
    </Dialog>
  );
}

export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection id="delete" title="Delete account" description={DELETE_CONSEQUENCES} danger>
      <Actions>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Actions>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </AccountSection>
  );
}
