// /unsubscribe?token=... (the link in a product e-mail's footer): stops product e-mails with one
// button, signed in or not. Opening the page changes nothing: mail scanners open links too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { ActionMessage } from "../../../components/ActionMessage";
import { AuthLayout, OutcomePage } from "../../../components/AuthLayout";
import { actionFailure, invalidateAccount, postAccountAction } from "../../../lib/accountActions";
import { useLinkToken } from "../../../lib/linkToken";
import { routes } from "../../../lib/routes";

// The label is long for a phone's width: it wraps rather than overflow.
const WideButton = styled(Button)`
  height: auto;
  min-height: 52px;
  padding-top: 12px;
  padding-bottom: 12px;
  white-space: normal;
  line-height: 1.3;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const UNSUBSCRIBED = "You won't receive product e-mails any more. Receipts and security e-mails still reach you.";
const FAILED = "We couldn't update your e-mail preferences. Please try again.";

export function UnsubscribePage() {
  const link = useLinkToken();
  const queryClient = useQueryClient();
  const unsubscribe = useMutation({
    mutationFn: (token: string) => postAccountAction("unsubscribe", { token }),
    // Signed in, the account page's choice has changed too.
    onSuccess: () => invalidateAccount(queryClient),
  });
  const failure = unsubscribe.isError ? actionFailure(unsubscribe.error, FAILED) : null;

  if (link.status === "invalid" || (failure && failure.message === link.invalidMessage)) {
    return (
      <OutcomePage title="This link can't be used" tone="alert" message={link.invalidMessage}>
        <p>
          You can change which e-mails you get on your <Link to={routes.account}>account page</Link>.
        </p>
      </OutcomePage>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <OutcomePage title="You're unsubscribed" message={UNSUBSCRIBED}>
        <Link to={routes.home}>Back to the home page</Link>
      </OutcomePage>
    );
  }
  return (
    <AuthLayout
      title="Product e-mails"
      subtitle="Stop the welcome and trial-reminder e-mails. Receipts and security e-mails are always sent."
    >
      <Stack>
        <WideButton
          variant="gradient"
          size="lg"
          fullWidth
          busy={unsubscribe.isPending}
          disabled={link.status !== "valid"}
          onClick={() => unsubscribe.mutate(link.token)}
        >
          Unsubscribe from product e-mails
        </WideButton>
        <ActionMessage error={failure?.message} />
      </Stack>
    </AuthLayout>
  );
}
