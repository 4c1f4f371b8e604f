import { WORKFLOW_STEPS } from "@seo/contracts/constants";
import { Card } from "@seo/ui/Card";
import { PlainList } from "@seo/ui/PlainList";
import styled from "styled-components";
import { STEP_META } from "../../../components/stepMeta";
import { CheckIcon } from "../../../components/icons";

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    gap: 32px;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  margin: 0 0 14px;
`;

const Steps = styled(PlainList).attrs({ as: "ol" })`
  gap: 10px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Step = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  span.summary {
    display: block;
    margin-top: 2px;
    line-height: 1.45;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Number = styled.span<{ $gradient: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;
  background: ${({ $gradient }) => $gradient};
  color: #fff;
  font-weight: 800;
  font-size: 0.875rem;
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  li > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BENEFITS = [
  { title: "Guided Process", text: "Follow a proven order, one focused step at a time." },
  { title: "Data Flow", text: "Each step prefills the next with your keywords, copy and headlines." },
  { title: "Progress Tracking", text: "See at a glance which steps of every project are done." },
  { title: "Complete Pipeline", text: "Finish with an audited, ready-to-publish blog post draft." },
];

/** What the four steps do and why the workflow helps. */
export function WorkflowExplainer() {
  return (
    <Card as="section" aria-labelledby="workflow-explainer-title">
      <Grid>
        <div>
          <Heading id="workflow-explainer-title">How the 4-Step Workflow Works</Heading>
          <Steps>
            {WORKFLOW_STEPS.map((step) => {
              const meta = STEP_META[step];
              return (
                <Step key={step}>
                  <Number $gradient={meta.gradient} aria-hidden="true">
                    {meta.number}
                  </Number>
                  <div>
                    <strong>{meta.name}</strong>
                    <span className="summary">{meta.summary}</span>
                  </div>
                </Step>
              );
            })}
          </Steps>
        </div>
        <div>
          <Heading>Why Use the Workflow System?</Heading>
          <Benefits>
            {BENEFITS.map((b) => (
              <li key={b.title}>
                <CheckIcon />
                <div>
                  <strong>{b.title}:</strong> <span>{b.text}</span>
                </div>
              </li>
            ))}
          </Benefits>
        </div>
      </Grid>
    </Card>
  );
}
