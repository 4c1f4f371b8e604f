import type { ReactNode } from "react";
import styled from "styled-components";
import type { WorkflowStep } from "@seo/contracts/constants";
import { Card } from "@seo/ui/Card";
import { FieldError, FieldHint, Label } from "@seo/ui/Input";
import { STEP_META } from "../../../components/stepMeta";

const Head = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  margin-bottom: 20px;
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.xl}; font-weight: 800; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
`;

const Icon = styled.span<{ $gradient: string; $accent: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 14px;
  color: #fff;
  background: ${({ $gradient }) => $gradient};
  box-shadow: 0 8px 22px ${({ $accent }) => $accent}55;
`;

const Eyebrow = styled.span<{ $accent: string }>`
  display: block;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ $accent }) => $accent};
`;

/** The card a step's form lives in, with the step's number, name and colour. */
export function StepCard({ step, title, description, icon, children }: {
  step: WorkflowStep;
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const meta = STEP_META[step];
  return (
    <Card as="section" aria-labelledby={`step-${step}-title`}>
      <Head>
        <Icon $gradient={meta.gradient} $accent={meta.accent} aria-hidden="true">{icon}</Icon>
        <div>
          <Eyebrow $accent={meta.accent}>{`Step ${meta.number} of 4`}</Eyebrow>
          <h2 id={`step-${step}-title`}>{title}</h2>
          <p>{description}</p>
        </div>
      </Head>
      {children}
    </Card>
  );
}

export const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

export const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 4px;
  > button { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} {
    > button { flex: 0 0 auto; }
  }
`;

export const ContinueBar = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 10px;
  margin-top: 20px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    align-items: center;
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;

const Counter = styled.span<{ $ok: boolean }>`
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.textSubtle)};
`;

/** A label, its control, and a hint, error or character counter. */
export function FormField({ id, label, error, hint, counter, children }: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  counter?: { value: number; max: number; min: number };
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {counter ? (
          <Counter $ok={counter.value >= counter.min && counter.value <= counter.max} aria-live="polite">
            {`${counter.value}/${counter.max}`}
          </Counter>
        ) : null}
      </LabelRow>
      {children}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : hint ? <FieldHint>{hint}</FieldHint> : null}
    </FieldBox>
  );
}

const Carried = styled.aside<{ $accent: string }>`
  border: 1px solid ${({ $accent }) => $accent}40;
  background: ${({ $accent }) => $accent}0d;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 14px 16px;
  margin-bottom: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 700;
    color: ${({ $accent }) => $accent};
  }
  dl { display: grid; gap: 6px; margin: 0; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
  div { display: flex; flex-wrap: wrap; gap: 4px 8px; }
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

/** What the previous step handed over, so the user sees where prefilled values came from. */
export function CarriedData({ from, title, items }: { from: WorkflowStep; title: string; items: [string, string][] }) {
  const shown = items.filter(([, v]) => v.trim() !== "");
  if (shown.length === 0) return null;
  return (
    <Carried $accent={STEP_META[from].accent} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {shown.map(([k, v]) => (
          <div key={k}>
            <dt>{k}:</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </Carried>
  );
}
