// Confirming the e-mail address, where the shell asks for it: the "Resend" button (a new link to
// the account's address), the dashboard's banner while the address is not confirmed, and the
// notice that replaces a trial start's or a purchase's failure when the server refused it for that
// reason (403 email_unverified: the Pro trial and purchases need a confirmed address).
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { actionFailure, postAccountAction } from "../lib/accountActions";

const RESEND_FAILED = "We couldn't send a new link. Please try again.";

/** POST /api/auth/resend-verification (signed in): a new link to the account's address. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => postAccountAction("resendVerification") });
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** The button and, in a status region, the server's answer ("We've sent a new link to ...") or its error. */
export function ResendVerification({ label = "Resend" }: { label?: string }) {
  const resend = useResendVerification();
  const outcome = resend.isSuccess
    ? (resend.data.message ?? "We've sent a new link.")
    : resend.isError
      ? actionFailure(resend.error, RESEND_FAILED).message
      : "";
  return (
    <Row>
      <Button size="sm" variant="outline" busy={resend.isPending} onClick={() => resend.mutate()}>
        {label}
      </Button>
      <span role="status">{outcome}</span>
    </Row>
  );
}

const Box = styled.div<{ $tone: "warning" | "danger" }>`
  display: grid;
  gap: 10px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ $tone }) => ($tone === "warning" ? "#fde68a" : "#fecaca")};
  background: ${({ theme, $tone }) => ($tone === "warning" ? theme.colors.warningSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === "warning" ? theme.colors.warningText : theme.colors.dangerText)};
  text-align: left;
  overflow-wrap: anywhere;
  p {
    color: inherit;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The dashboard's reminder while the address is not confirmed. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <Box $tone="warning" data-testid="verify-email-banner">
      <p>
        Confirm your e-mail address: we sent a link to <strong>{email}</strong>. The Pro trial and purchases need a confirmed
        address.
      </p>
      <ResendVerification />
    </Box>
  );
}

/**
 * The server's refusal of a trial or a purchase for an unconfirmed address, with a way to get a new
 * link. It takes the focus when it appears, so it is seen and read wherever the button was.
 */
export function EmailUnverifiedNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Box $tone="danger" ref={ref} tabIndex={-1} data-testid="email-unverified">
      <p role="alert">{message}</p>
      <ResendVerification label="Resend link" />
    </Box>
  );
}
