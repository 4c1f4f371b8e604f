// A tool's step, loaded at run time from its remote (`<remote>/WorkflowStep`). While it loads the
// screen says so; if the remote cannot be reached the step explains it and offers a retry, and the
// rest of the workflow (header, progress, back to projects) keeps working. Errors while the step
// renders are not caught here: they reach the screen's 'Error Loading Workflow' boundary.
import { lazy, Suspense, useState } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { Spinner } from "@seo/ui/Spinner";
import { loadWorkflowStep, type WorkflowStepComponent, type WorkflowStepProps } from "@seo/ui/workflowStep";
import { FlowIcon } from "../../../components/icons";
import { CenterState, IconBubble } from "../../../components/Page";

export const STEP_UNAVAILABLE_TITLE = "This step is temporarily unavailable";

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type RemoteStepProps = WorkflowStepProps & { remote: string; title: string };

export function RemoteStep(props: RemoteStepProps) {
  // Another step's remote starts over: its own load and retry.
  return <LoadingStep key={`${props.remote}/${props.title}`} {...props} />;
}

function LoadingStep({ remote, title, ...props }: RemoteStepProps) {
  // One lazy component per load, made when the step mounts and on each retry (React.lazy remembers
  // its first answer, so a retry needs a new one).
  const load = () =>
    lazy(async (): Promise<{ default: WorkflowStepComponent }> => {
      try {
        return { default: await loadWorkflowStep(remote) };
      } catch (error) {
        console.error(`The ${title} step could not be loaded from remote "${remote}"`, error);
        return { default: () => <StepUnavailable title={title} onRetry={() => setStep(load)} /> };
      }
    });
  const [Step, setStep] = useState(load);
  return (
    <Suspense fallback={<StepLoading title={title} />}>
      <Step {...props} />
    </Suspense>
  );
}

function StepLoading({ title }: { title: string }) {
  return (
    <Card>
      <CenterState role="status">
        <Spinner size={28} label={`Loading ${title}`} />
        <Muted>{`Loading ${title}...`}</Muted>
      </CenterState>
    </Card>
  );
}

function StepUnavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Card>
      <CenterState role="alert">
        <IconBubble>
          <FlowIcon size={26} />
        </IconBubble>
        <h2>{STEP_UNAVAILABLE_TITLE}</h2>
        <Muted>{`${title} could not be loaded. Your saved progress is safe — please try again in a moment.`}</Muted>
        <Button variant="primary" onClick={onRetry}>
          Try again
        </Button>
      </CenterState>
    </Card>
  );
}
