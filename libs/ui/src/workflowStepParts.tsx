// The frame every workflow step shares (its card, result panel and continue button), so each tool's
// step looks like the others without copying them; fields and layout parts are the pages' own
// (FormField, layout). Steps get their position, colours and
// result actions from the workflow through WorkflowStepProps.
import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, CopyIcon, DownloadIcon, StrokeIcon } from "@seo/ui/icons";
import { Actions, ResultText } from "@seo/ui/layout";
import { readableOnLight } from "@seo/ui/theme";
import type { StepResultActions, WorkflowStepProps } from "@seo/ui/workflowStep";

/** A 24x24 stroke icon in currentColor (the steps draw their own icons with it). */
export const StepIcon = StrokeIcon;
export { ArrowLeftIcon, ArrowRightIcon };

const Head = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  margin-bottom: 20px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 800;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
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
  color: ${({ $accent }) => readableOnLight($accent)};
`;

/** The card a step's form lives in, with the step's number and colour. */
export function StepCard({
  id,
  position,
  title,
  description,
  icon,
  children,
}: {
  /** Unique on the page: names the card's heading. */
  id: string;
  position: WorkflowStepProps["position"];
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`step-${id}-title`}>
      <Head>
        <Icon $gradient={position.gradient} $accent={position.accent} aria-hidden="true">
          {icon}
        </Icon>
        <div>
          <Eyebrow $accent={position.accent}>{`Step ${position.number} of ${position.total}`}</Eyebrow>
          <h2 id={`step-${id}-title`}>{title}</h2>
          <p>{description}</p>
        </div>
      </Head>
      {children}
    </Card>
  );
}

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

/** The button that saves the step and moves on, as the workflow labels it. */
export function ContinueButton({ next, onClick, busy }: { next: WorkflowStepProps["next"]; onClick: () => void; busy: boolean }) {
  if (next.final) {
    return (
      <Button variant="gradient" size="lg" icon={<CheckIcon size={18} />} onClick={onClick} busy={busy}>
        {next.label}
      </Button>
    );
  }
  return (
    <Button variant="gradient" onClick={onClick} busy={busy}>
      {next.label}
      <ArrowRightIcon size={16} />
    </Button>
  );
}

const Panel = styled.section`
  margin-top: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

// The result's heading and its copy and export buttons, on one row.
const Bar = styled(Actions)`
  padding: 10px 12px 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: 700;
  }
`;

const Tools = styled.div`
  display: flex;
  gap: 6px;
`;

const Body = styled.div`
  padding: 16px;
  display: grid;
  gap: 16px;
`;

export const SubList = styled.div`
  h4 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 700;
  }
  > ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A generated result with the workflow's two exports of a result: copy and TXT. */
export function ResultPanel({
  title,
  text,
  filename,
  actions,
  children,
}: {
  title: string;
  text: string;
  /** The download's name without extension. */
  filename: string;
  actions: StepResultActions;
  children?: ReactNode;
}) {
  return (
    <Panel aria-label={title}>
      <Bar>
        <h3>{title}</h3>
        <Tools>
          <Button
            size="sm"
            variant="outline"
            icon={<CopyIcon size={14} />}
            onClick={() => void actions.copy(text)}
            aria-label={`Copy ${title}`}
          >
            Copy
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon={<DownloadIcon size={14} />}
            onClick={() => actions.download(`${filename}.txt`, text)}
            aria-label={`Export ${title} as TXT`}
          >
            TXT
          </Button>
        </Tools>
      </Bar>
      <Body>
        <ResultText>{text}</ResultText>
        {children}
      </Body>
    </Panel>
  );
}
