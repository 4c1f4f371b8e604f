// The layout parts the tool pages and the tools' workflow steps share: stacks, the page's two
// columns (form, then what it produced), panels with their headings, result text, bullet lists, the
// action row and the idle state shown before the first result.
import type { ReactNode } from "react";
import styled from "styled-components";

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

export const Stack = styled.div<{ $gap?: "sm" | "md" | "lg" }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = "md" }) => theme.space[$gap]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** Generated text as written, line breaks kept. */
export const ResultText = styled.div`
  white-space: pre-wrap;
  word-break: break-word;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const BulletList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 22px;
    line-height: ${({ theme }) => theme.typography.lineHeights.snug};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  li::before {
    content: "";
    position: absolute;
    left: 4px;
    top: 0.5em;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.gradients.brand};
  }
`;

/** A row of buttons (and a heading) spread across the width, wrapping on small screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const Idle = styled.div`
  display: grid;
  place-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 260px;
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textSubtle};
  strong {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

export function IdlePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Idle data-testid="idle-state">
      <div>
        <strong>{title}</strong>
        <p>{children}</p>
      </div>
    </Idle>
  );
}

/** A titled panel of bullet points (tips, insights); nothing when there are none. */
export function ListPanel({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly string[];
  children?: ReactNode;
}) {
  if (items.length === 0 && !children) return null;
  return (
    <Panel aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <BulletList>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
        {children}
      </BulletList>
    </Panel>
  );
}

/**
 * A tool page's body: the form on the left and, on the right, what it produced or, before the first
 * result, the idle panel saying what will appear there. The right column is a live region, so a
 * screen reader hears the result arrive.
 */
export function ToolWorkspace({
  form,
  result,
  idle,
}: {
  form: ReactNode;
  /** The result's panels, or null before the first result. */
  result: ReactNode | null;
  idle: { title: string; text: ReactNode };
}) {
  return (
    <Columns>
      {form}
      {/* Not a live region: a finished result is announced in a sentence (GenerationStatus) and
          takes the focus (resultFocus), rather than read out whole. */}
      <Stack>{result ?? <IdlePanel title={idle.title}>{idle.text}</IdlePanel>}</Stack>
    </Columns>
  );
}
