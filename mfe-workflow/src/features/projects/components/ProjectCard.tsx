import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { ProgressBar } from "@seo/ui/ProgressBar";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { CalendarIcon, DownloadIcon, ArrowRightIcon, TrashIcon } from "../../../components/icons";
import { StepDots } from "../../../components/StepDots";
import { cardAction, listItemProgress, projectStepPath } from "../../../lib/projectProgress";
import type { ProjectListItem } from "../../../lib/workflowProjectsApi";

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The name opens the project too, so a completed one (whose button exports) can still be viewed. */
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ProgressBlock = styled.div`
  margin: 18px 0 16px;
  display: grid;
  gap: 8px;
`;

const ProgressLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: auto;
  > :first-child {
    flex: 1;
  }
`;

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export interface ProjectCardProps {
  project: ProjectListItem;
  onOpen: (project: ProjectListItem) => void;
  onExport: (project: ProjectListItem) => void;
  onDelete: (project: ProjectListItem) => void;
}

export function ProjectCard({ project, onOpen, onExport, onDelete }: ProjectCardProps) {
  const progress = listItemProgress(project);
  const action = cardAction(project);
  const completed = project.status === "completed";
  return (
    <Article as="article" $interactive aria-label={project.projectName} data-testid="project-card">
      <Top>
        <div style={{ minWidth: 0 }}>
          <Name>
            <NameLink to={projectStepPath(project)} title={completed ? "View results" : "Open project"}>
              {project.projectName}
            </NameLink>
          </Name>
          <Meta>
            <CalendarIcon size={14} />
            <span>
              Created <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
            </span>
          </Meta>
        </div>
        <Badge $tone={completed ? "success" : "info"} $size="sm">
          {completed ? "Completed" : "In Progress"}
        </Badge>
      </Top>

      <ProgressBlock>
        <ProgressLine>
          <span>Progress</span>
          <strong>{`${progress.completedSteps}/${progress.totalSteps} steps`}</strong>
        </ProgressLine>
        <ProgressBar
          value={progress.completedSteps}
          max={progress.totalSteps}
          label={`${project.projectName} progress`}
          height={8}
        />
        <StepDots done={progress.done} compact />
      </ProgressBlock>

      <Actions>
        {action === "export" ? (
          <Button variant="outline" icon={<DownloadIcon size={16} />} onClick={() => onExport(project)}>
            Export
          </Button>
        ) : (
          <Button variant={action === "start" ? "gradient" : "primary"} onClick={() => onOpen(project)}>
            {action === "start" ? "Start" : "Continue"}
            <ArrowRightIcon size={16} />
          </Button>
        )}
        <Button
          variant="ghost"
          aria-label={`Delete ${project.projectName}`}
          title="Delete project"
          onClick={() => onDelete(project)}
        >
          <TrashIcon size={16} />
        </Button>
      </Actions>
    </Article>
  );
}
