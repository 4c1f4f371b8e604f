// What an action came to, under its form or button: a success in a status region that stays in the
// page (a live region announces changes, not its own arrival), a failure as an alert.
import { useEffect, useRef, type ReactNode } from "react";
import styled from "styled-components";

const Status = styled.p`
  color: ${({ theme }) => theme.colors.successText};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  /* Empty, it takes no place in the form's gaps but stays a live region. */
  &:empty {
    position: absolute;
  }
`;

export const ErrorBox = styled.p`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export interface ActionOutcome {
  success?: string | null;
  error?: string | null;
}

export function ActionMessage({ success, error }: ActionOutcome) {
  return (
    <>
      <Status role="status">{error ? "" : (success ?? "")}</Status>
      {error ? <ErrorBox role="alert">{error}</ErrorBox> : null}
    </>
  );
}

const OutcomeBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:focus {
    outline: none;
  }
`;

/**
 * A page's outcome in place of its form ("Check your e-mail", "Your e-mail is confirmed."): the
 * message takes the focus when it appears, so it is read at once, then the ways on.
 */
export function Outcome({
  message,
  tone = "status",
  children,
}: {
  message: ReactNode;
  tone?: "status" | "alert";
  children?: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <OutcomeBox>
      <p ref={ref} tabIndex={-1} role={tone}>
        {message}
      </p>
      {children}
    </OutcomeBox>
  );
}
