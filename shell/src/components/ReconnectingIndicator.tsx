// A quiet pill shown while the session check (or the plan behind the signed-in pages) keeps failing
// for a transient reason (docs/decisions/0002-sessions-server-side.md): the user stays signed in, the page keeps what it
// has, and the pill goes once the server answers again.
import styled, { keyframes } from "styled-components";

export const RECONNECTING_TEXT = "Reconnecting…";

const pulse = keyframes`
  0%, 100% { opacity: 0.35; }
  50% { opacity: 1; }
`;

const Pill = styled.div`
  position: fixed;
  z-index: 60;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.sm});
  left: 50%;
  transform: translateX(-50%);
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  white-space: nowrap;
  pointer-events: none;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.warning};
  animation: ${pulse} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function ReconnectingIndicator() {
  return (
    <Pill role="status" aria-live="polite" data-testid="reconnecting">
      <Dot aria-hidden="true" />
      {RECONNECTING_TEXT}
    </Pill>
  );
}
