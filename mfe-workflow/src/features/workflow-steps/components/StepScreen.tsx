import { Component, useCallback, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { WORKFLOW_STEPS, type WorkflowStep } from "@seo/contracts/constants";
import { CURRENT_WORKFLOW_PROJECT_KEY, CURRENT_WORKFLOW_STEP_KEY, WORKFLOW_MODE_KEY } from "@seo/contracts/handoff";
import type { WorkflowProject } from "@seo/contracts/workflow";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { Spinner } from "@seo/ui/Spinner";
import { useToast, toast as raiseToast } from "@seo/ui/toastStore";
import { ArrowLeftIcon, FlowIcon, FolderIcon } from "../../../components/icons";
import { BackButtonRow, CenterState, GradientText, IconBubble, Page, PageTitle } from "../../../components/Page";
import { StepDots } from "../../../components/StepDots";
import { STEP_META } from "../../../components/stepMeta";
import { UpgradeRequired } from "../../../components/UpgradeRequired";
import { errorStatus } from "../../../lib/errorStatus";
import { planRefusal } from "../../../lib/planRefusal";
import { parseStepParam, projectProgress } from "../../../lib/projectProgress";
import { blogPostFilename, filenameSlug } from "../../../lib/fileNames";
import { STEP_DATA_FIELD } from "../../../lib/projectProgress";
import {
  carriedItems,
  continueAction,
  nextStep,
  projectBlogPost,
  readFinalStepData,
  savedStepData,
  stepPrefill,
  stepRemote,
} from "../../../lib/workflowSteps";
import { useResultActions } from "../hooks/useResultActions";
import { useCompleteWorkflow, useContinueToStep, useWorkflowProject } from "../hooks/useWorkflowProject";
import { BlogPostCard } from "./BlogPostCard";
import { CarriedData } from "./CarriedData";
import { RemoteStep } from "./RemoteStep";

const LIST_PATH = "/workflow-projects";

/** /workflow-projects/{projectId}?step=…: one step of one project. */
export function StepScreen({ projectId }: { projectId: string }) {
  const [params] = useSearchParams();
  const step = params.get("step");
  const id = /^\d+$/.test(projectId) ? Number(projectId) : null;

  if (id === null) return <ProjectNotFound />;
  if (step === null) return <InitializingWorkflow projectId={id} />;
  return (
    <WorkflowErrorBoundary>
      <ProjectStep id={id} step={parseStepParam(step)} />
    </WorkflowErrorBoundary>
  );
}

/**
 * A numeric id without a step starts the workflow at its first step, TrendSpy, saying
 * 'Initializing workflow...' while the project loads; the step screen then opens on the loaded
 * project (or explains why it cannot).
 */
export function InitializingWorkflow({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const project = useWorkflowProject(projectId);
  const settled = !project.isPending;
  useEffect(() => {
    if (settled) navigate(`${LIST_PATH}/${projectId}?step=trendspy`, { replace: true });
  }, [navigate, projectId, settled]);
  return (
    <Page>
      <CenterState role="status">
        <Spinner size={32} label="Initializing workflow" />
        <p>Initializing workflow...</p>
      </CenterState>
    </Page>
  );
}

function ProjectStep({ id, step }: { id: number; step: WorkflowStep }) {
  const project = useWorkflowProject(id);
  const navigate = useNavigate();
  const { toast } = useToast();
  const status = errorStatus(project.error);
  const missing = status === 404 || status === 400;
  const refusal = planRefusal(project.error);
  const reported = useRef(false);

  useEffect(() => {
    // A load failure other than "not found" (no session, server down) goes back to the list; a plan
    // without the workflow is explained on the spot.
    if (!project.isError || missing || refusal || reported.current) return;
    reported.current = true;
    toast({ title: "Error", description: "Failed to load workflow project", variant: "destructive" });
    navigate(LIST_PATH, { replace: true });
  }, [project.isError, missing, refusal, navigate, toast]);

  if (project.isPending) {
    return (
      <Page>
        <CenterState role="status">
          <Spinner size={32} label="Loading project" />
          <p>Loading your project...</p>
        </CenterState>
      </Page>
    );
  }
  if (refusal) {
    return (
      <Page>
        <UpgradeRequired refusal={refusal} />
      </Page>
    );
  }
  if (project.isError || !project.data) return <ProjectNotFound />;
  return <StepView project={project.data} step={step} />;
}

const Header = styled.header`
  display: grid;
  gap: 20px;
  margin-bottom: 24px;
`;

const StepName = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Progress = styled(Card)`
  padding: 16px 12px;
`;

function StepView({ project, step }: { project: WorkflowProject; step: WorkflowStep }) {
  const navigate = useNavigate();
  useEffect(() => rememberWorkflowSession(project.id, step), [project.id, step]);
  const progress = projectProgress(project);
  const meta = STEP_META[step];
  return (
    <Page>
      <BackButtonRow>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={() => navigate(LIST_PATH)}>
          Back to Projects
        </Button>
      </BackButtonRow>
      <Header>
        <div>
          <PageTitle>
            <GradientText>SEO Workflow:</GradientText> {project.projectName}
          </PageTitle>
          <StepName>{`Step ${meta.number} of 4 · ${meta.name}: ${meta.summary}`}</StepName>
        </div>
        <Progress $padding="none">
          <StepDots done={progress.done} current={step} />
        </Progress>
      </Header>
      {/* Keyed so each step's form starts from that step's saved or prefilled values. */}
      <ToolStep key={`${project.id}-${step}`} project={project} step={step} />
    </Page>
  );
}

/**
 * One step: the tool's form and result from its remote, given the step's saved data and the prefill
 * from earlier steps; the workflow saves what it completes with and moves on, and on the last step
 * adds the blog post and completes the project.
 */
function ToolStep({ project, step }: { project: WorkflowProject; step: WorkflowStep }) {
  const { continueTo } = useContinueToStep(project);
  const completeWorkflow = useCompleteWorkflow(project);
  const { copy, download } = useResultActions();
  const [current, setCurrent] = useState<unknown>(null);
  const [initialData] = useState(() => savedStepData(project, step));
  const next = nextStep(step);
  const meta = STEP_META[step];
  const { remote, title } = stepRemote(step);
  const prefill = stepPrefill(project, step);
  const carried = carriedItems(project, step);

  const onComplete = useCallback(
    async (data: unknown) => {
      const patch = { [STEP_DATA_FIELD[step]]: JSON.stringify(data) };
      return next ? continueTo(patch, next) : completeWorkflow(patch);
    },
    [step, next, continueTo, completeWorkflow],
  );
  const onChange = useCallback((data: unknown) => setCurrent(data), []);

  const audit = next ? null : readFinalStepData(current);
  return (
    <RemoteStep
      remote={remote}
      title={title}
      project={{ id: project.id, name: project.projectName, fileStem: filenameSlug(project.projectName) }}
      position={{ number: meta.number, total: WORKFLOW_STEPS.length, accent: meta.accent, gradient: meta.gradient }}
      initialData={initialData}
      prefill={prefill.values}
      prefillSource={prefill.source}
      carried={carried ? <CarriedData from={carried.from} title={carried.title} items={carried.items} /> : undefined}
      afterResult={
        audit ? (
          <BlogPostCard markdown={projectBlogPost(project, audit)} filename={blogPostFilename(project.projectName)} />
        ) : undefined
      }
      next={continueAction(step)}
      onComplete={onComplete}
      onChange={onChange}
      results={{ copy, download: (filename, text) => download(filename, text) }}
    />
  );
}

/** The workflow-mode flag, project and step the standalone tools read (their hand-off buttons). */
function rememberWorkflowSession(projectId: number, step: WorkflowStep) {
  try {
    localStorage.setItem(WORKFLOW_MODE_KEY, "true");
    localStorage.setItem(CURRENT_WORKFLOW_PROJECT_KEY, String(projectId));
    localStorage.setItem(CURRENT_WORKFLOW_STEP_KEY, step);
  } catch {
    // Storage can be unavailable (private mode, partner iframes); the workflow works without it.
  }
}

export function ProjectNotFound() {
  const navigate = useNavigate();
  return (
    <Page>
      <Card>
        <CenterState>
          <IconBubble>
            <FolderIcon size={26} />
          </IconBubble>
          <h2>Project Not Found</h2>
          <p>This workflow project doesn't exist or you don't have access to it.</p>
          <Button variant="primary" icon={<ArrowLeftIcon size={16} />} onClick={() => navigate(LIST_PATH)}>
            Back to Projects
          </Button>
        </CenterState>
      </Card>
    </Page>
  );
}

/** 'Error Loading Workflow' when a step fails to render, instead of a blank page. */
class WorkflowErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Workflow step failed to render", error, info.componentStack);
    raiseToast({
      title: "Error Loading Workflow",
      description: "Something went wrong while showing this step.",
      variant: "destructive",
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <WorkflowErrorFallback onReset={() => this.setState({ failed: false })} />;
  }
}

function WorkflowErrorFallback({ onReset }: { onReset: () => void }) {
  const navigate = useNavigate();
  return (
    <Page>
      <Card>
        <CenterState role="alert">
          <IconBubble>
            <FlowIcon size={26} />
          </IconBubble>
          <h2>Error Loading Workflow</h2>
          <p>Something went wrong while showing this step. Your saved progress is safe.</p>
          <Button
            variant="primary"
            onClick={() => {
              navigate(LIST_PATH);
              onReset();
            }}
          >
            Back to Projects
          </Button>
        </CenterState>
      </Card>
    </Page>
  );
}
