// What a tool page says when the history entry in its address cannot be shown (deleted, another
// user's, or the request failed): a short notice above the empty form.
import styled from "styled-components";

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid #fcd34d;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffbeb;
  color: #78350f;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export function HistoryEntryNotice({ state }: { state: { status: string; notice?: string } }) {
  return state.notice ? (
    <Notice role="status" data-testid="history-entry-notice">
      {state.notice}
    </Notice>
  ) : null;
}
