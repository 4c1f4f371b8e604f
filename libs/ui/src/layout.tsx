// Building blocks shared by the four tool pages: the two-column layout, section headings, the idle
// panel, and the plan facts a tool page needs (access for the 'Try Free' label, plans that unlock
// the hand-off buttons).
import { useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";
import { HANDOFF_KEYS, handoffSchemas, type HandoffPayload, type HandoffReceiver } from "@seo/contracts/handoff";
import { useSubscription } from "@seo/ui/api";

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

/** The generate button's label: 'Try Free - {label}' when the user has no access. */
export function generateLabel(label: string, hasAccess: boolean): string {
  return hasAccess ? label : `Try Free - ${label}`;
}

/** What the page needs to know of the plan. Anonymous visitors have no subscription: no access. */
export function usePlan() {
  const { subscription, isLoading } = useSubscription();
  const plan = subscription?.plan ?? null;
  return {
    isLoading,
    hasAccess: isLoading || Boolean(subscription?.hasAccess),
    plan,
    /** The server lists hand-offs for this user (plans all and admin): the buttons and 'Complete Workflow'. */
    canHandOff: (subscription?.capabilities?.handoffs.length ?? 0) > 0,
  };
}

export function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The hand-off payload left for this page by the previous tool (SPEC.md section 3), read once for
 * the form's defaults and deleted once the page is on screen. Deleting it while rendering would
 * lose it whenever React throws a render away and renders again (an interrupted route transition,
 * a suspended child): the second render would find nothing and show an empty form.
 */
export function useHandoff<R extends HandoffReceiver>(receiver: R): HandoffPayload<R> | null {
  const [payload] = useState(() => peekHandoff(receiver));
  useEffect(() => {
    safeStorage()?.removeItem(HANDOFF_KEYS[receiver]);
  }, [receiver]);
  return payload;
}

function peekHandoff<R extends HandoffReceiver>(receiver: R): HandoffPayload<R> | null {
  const raw = safeStorage()?.getItem(HANDOFF_KEYS[receiver]);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = handoffSchemas[receiver].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as HandoffPayload<R>) : null;
  } catch {
    return null;
  }
}
