import { WORKFLOW_STEPS, type WorkflowStep } from "@seo/contracts/constants";
import styled, { css } from "styled-components";
import { STEP_META } from "./stepMeta";
import { VisuallyHidden } from "@seo/ui/VisuallyHidden";

type DotState = "done" | "current" | "todo";

const List = styled.ol<{ $compact: boolean }>`
  display: flex;
  align-items: ${({ $compact }) => ($compact ? "center" : "flex-start")};
  gap: ${({ $compact }) => ($compact ? "6px" : "0")};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $compact: boolean }>`
  ${({ $compact }) =>
    !$compact &&
    css`
      flex: 1;
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 6px;
      position: relative;
      min-width: 0;
      /* The connector line to the previous step. */
      &:not(:first-child)::before {
        content: "";
        position: absolute;
        top: 13px;
        right: 50%;
        width: 100%;
        height: 2px;
        background: ${({ theme }) => theme.colors.border};
        z-index: 0;
      }
      &[data-state="done"]:not(:first-child)::before,
      &[data-state="current"]:not(:first-child)::before {
        background: ${({ theme }) => theme.colors.primary};
      }
    `}
`;

const Dot = styled.span<{ $state: DotState; $accent: string; $compact: boolean }>`
  position: relative;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  border-radius: 50%;
  font-weight: 700;
  width: ${({ $compact }) => ($compact ? "10px" : "28px")};
  height: ${({ $compact }) => ($compact ? "10px" : "28px")};
  font-size: 0.75rem;
  transition:
    background 200ms ease,
    box-shadow 200ms ease;
  ${({ $state, $accent, theme }) =>
    $state === "done"
      ? css`
          background: ${theme.colors.success};
          color: #fff;
        `
      : $state === "current"
        ? css`
            background: ${$accent};
            color: #fff;
            box-shadow: 0 0 0 4px ${$accent}33;
          `
        : css`
            background: ${theme.colors.surfaceSunken};
            color: ${theme.colors.textSubtle};
            border: 1px solid ${theme.colors.border};
          `}
`;

const Name = styled.span<{ $state: DotState }>`
  font-size: 0.6875rem;
  letter-spacing: -0.01em;
  ${({ theme }) => theme.media.sm} {
    font-size: 0.75rem;
    letter-spacing: normal;
  }
  font-weight: ${({ $state }) => ($state === "current" ? 700 : 500)};
  color: ${({ theme, $state }) => ($state === "todo" ? theme.colors.textSubtle : theme.colors.text)};
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 100%;
`;

export interface StepDotsProps {
  done: Record<WorkflowStep, boolean>;
  /** The step on screen, highlighted when it has no data yet. */
  current?: WorkflowStep;
  /** Small dots without labels (project cards). */
  compact?: boolean;
}

/** Four dots, one per step: green when its data exists, the current step in its colour. */
export function StepDots({ done, current, compact = false }: StepDotsProps) {
  const count = WORKFLOW_STEPS.filter((s) => done[s]).length;
  return (
    <List $compact={compact} aria-label={`Workflow progress: ${count} of ${WORKFLOW_STEPS.length} steps`}>
      {WORKFLOW_STEPS.map((step) => {
        const meta = STEP_META[step];
        const state: DotState = step === current ? "current" : done[step] ? "done" : "todo";
        const status = done[step] ? "done" : step === current ? "in progress" : "not started";
        return (
          <Item key={step} $compact={compact} data-state={state} data-step={step} title={`${meta.name}: ${status}`}>
            <Dot $state={state} $accent={meta.accent} $compact={compact} aria-hidden="true">
              {compact ? null : done[step] && step !== current ? "✓" : meta.number}
            </Dot>
            {compact ? (
              <VisuallyHidden>{`${meta.name}: ${status}`}</VisuallyHidden>
            ) : (
              <Name $state={state}>
                {meta.name}
                <VisuallyHidden>{`: ${status}`}</VisuallyHidden>
              </Name>
            )}
          </Item>
        );
      })}
    </List>
  );
}
