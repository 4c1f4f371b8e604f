// Which e-mails the account gets: product e-mails can be switched off; receipts and security
// e-mails cannot.
import styled from "styled-components";
import type { Account } from "@seo/contracts/account";
import { ActionMessage } from "../../../components/ActionMessage";
import { actionFailure } from "../../../lib/accountActions";
import { useProductEmails } from "../api/account";
import { AccountSection } from "./AccountSection";

export const PRODUCT_EMAILS_LABEL = "Product e-mails (welcome, trial reminders)";

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
  label {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export function EmailsSection({ account }: { account: Account }) {
  const toggle = useProductEmails();
  const checked = toggle.isPending ? Boolean(toggle.variables) : account.productEmails;
  const outcome = toggle.isSuccess
    ? { success: toggle.data.message ?? (toggle.variables ? "Product e-mails are on." : "Product e-mails are off.") }
    : { error: toggle.isError ? actionFailure(toggle.error, "We couldn't save your choice. Please try again.").message : null };
  return (
    <AccountSection
      id="emails"
      title="E-mails"
      description="Receipts and security e-mails (confirmation links, password and address changes) are always sent."
    >
      <Choice>
        <input
          id="product-emails"
          type="checkbox"
          checked={checked}
          disabled={toggle.isPending}
          onChange={(e) => toggle.mutate(e.target.checked)}
        />
        <label htmlFor="product-emails">{PRODUCT_EMAILS_LABEL}</label>
      </Choice>
      <ActionMessage {...outcome} />
    </AccountSection>
  );
}
