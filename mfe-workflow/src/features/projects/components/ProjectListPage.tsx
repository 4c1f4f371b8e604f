import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { projectLimitMessage } from "@seo/contracts/workflow";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { PlainList } from "@seo/ui/PlainList";
import { Spinner } from "@seo/ui/Spinner";
import { useToast } from "@seo/ui/toastStore";
import { downloadFile } from "@seo/export/browserExport";
import { ArrowLeftIcon, FolderIcon, PlusIcon } from "../../../components/icons";
import {
  BackButtonRow,
  CenterState,
  GradientText,
  IconBubble,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
} from "../../../components/Page";
import { UpgradeRequired } from "../../../components/UpgradeRequired";
import { projectExportFilename } from "../../../lib/fileNames";
import { planRefusal } from "../../../lib/planRefusal";
import { projectStepPath } from "../../../lib/projectProgress";
import { buildProjectExport } from "../../../lib/projectExport";
import { fetchProject, hasStepData, projectQueryKey, type ProjectListItem } from "../../../lib/workflowProjectsApi";
import { useDeleteProject, useProjects } from "../hooks/useProjects";
import { CreateProjectDialog } from "./CreateProjectDialog";
import { DeleteProjectDialog } from "./DeleteProjectDialog";
import { ProjectCard } from "./ProjectCard";
import { WorkflowExplainer } from "./WorkflowExplainer";

const Section = styled.section`
  margin-top: 32px;
`;

const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 700;
    margin: 0;
  }
  span {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Grid = styled(PlainList)`
  gap: 16px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  > button {
    width: 100%;
  }
  ${({ theme }) => theme.media.md} {
    align-items: flex-end;
    > button {
      width: auto;
    }
  }
`;

/** Why "New Project" is off: visible, and the button's description for screen readers. */
const LimitNote = styled.p`
  margin: 0;
  max-width: 320px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.md} {
    text-align: right;
  }
`;

const MoreRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 24px;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const LIMIT_NOTE_ID = "workflow-project-limit";

/** /workflow-projects: the user's workflow projects. */
export function ProjectListPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const projects = useProjects();
  const remove = useDeleteProject();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  const pages = projects.data?.pages ?? [];
  const list = pages.flatMap((page) => page.projects);
  const refusal = planRefusal(projects.error);
  // The allowance as the service last reported it (a service without pages reports none).
  const projectCount = pages[0]?.projectCount ?? list.length;
  const maxProjects = pages[0]?.maxProjects;
  const atLimit = maxProjects !== undefined && projectCount >= maxProjects;

  const open = (project: ProjectListItem) => navigate(projectStepPath(project));

  const exportProject = useExportProject();

  const confirmDelete = (project: ProjectListItem) => {
    remove.mutate(project.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: "Project Deleted", description: `"${project.projectName}" has been removed.` });
      },
      onError: () => {
        setToDelete(null);
        toast({ title: "Error", description: "Failed to delete project.", variant: "destructive" });
      },
    });
  };

  return (
    <Page>
      <BackButtonRow>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={() => navigate("/dashboard")}>
          Back to Dashboard
        </Button>
      </BackButtonRow>
      <ListHeader
        canCreate={!refusal}
        limitNote={atLimit ? projectLimitMessage(maxProjects) : null}
        onCreate={() => setCreating(true)}
      />

      {refusal ? (
        <>
          <UpgradeRequired refusal={refusal} showBack={false} />
          <Section>
            <WorkflowExplainer />
          </Section>
        </>
      ) : (
        <>
          <WorkflowExplainer />

          <ProjectsSection
            projects={projects}
            list={list}
            projectCount={projectCount}
            onCreate={() => setCreating(true)}
            onOpen={open}
            onExport={(p) => void exportProject(p)}
            onDelete={setToDelete}
          />
        </>
      )}

      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteProjectDialog
        project={toDelete}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}

/** Exports a project as JSON, fetching its data first when the list holds only its summary. */
function useExportProject() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return async (item: ProjectListItem) => {
    try {
      // The list has summaries; the export needs the project's data.
      const project = hasStepData(item)
        ? item
        : await queryClient.fetchQuery({ queryKey: projectQueryKey(item.id), queryFn: () => fetchProject(item.id) });
      const json = JSON.stringify(buildProjectExport(project), null, 2);
      downloadFile(json, projectExportFilename(project.projectName), "application/json;charset=utf-8");
      toast({ title: "Export Successful", description: "File exported as JSON", variant: "success" });
    } catch {
      toast({ title: "Export Failed", description: "There was an error exporting your content", variant: "destructive" });
    }
  };
}

/** "Your Projects": the count, then a spinner, the empty state, or the cards with 'Load more'. */
function ProjectsSection({
  projects,
  list,
  projectCount,
  onCreate,
  onOpen,
  onExport,
  onDelete,
}: {
  projects: ReturnType<typeof useProjects>;
  list: ProjectListItem[];
  projectCount: number;
  onCreate(): void;
  onOpen(project: ProjectListItem): void;
  onExport(project: ProjectListItem): void;
  onDelete(project: ProjectListItem): void;
}) {
  return (
    <Section aria-labelledby="workflow-projects-heading">
      <SectionHeader>
        <h2 id="workflow-projects-heading">Your Projects</h2>
        {projectCount > 0 ? <span>{projectCount === 1 ? "1 project" : `${projectCount} projects`}</span> : null}
      </SectionHeader>

      {projects.isPending ? (
        <CenterState>
          <Spinner size={32} label="Loading projects" />
        </CenterState>
      ) : list.length === 0 ? (
        <Card $muted>
          <CenterState>
            <IconBubble>
              <FolderIcon size={26} />
            </IconBubble>
            <h2>No Projects Yet</h2>
            <p>Create a project to run TrendSpy, Descripto, HookGenie and SeoSnapshot in one guided flow.</p>
            <Button variant="gradient" icon={<PlusIcon size={16} />} onClick={onCreate}>
              Create Your First Project
            </Button>
          </CenterState>
        </Card>
      ) : (
        <>
          <Grid>
            {list.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} onOpen={onOpen} onExport={onExport} onDelete={onDelete} />
              </li>
            ))}
          </Grid>
          {projects.hasNextPage ? (
            <MoreRow>
              {projects.isFetchNextPageError ? <p role="alert">Failed to load more projects.</p> : null}
              <Button variant="outline" busy={projects.isFetchingNextPage} onClick={() => void projects.fetchNextPage()}>
                Load more projects
              </Button>
            </MoreRow>
          ) : null}
        </>
      )}
    </Section>
  );
}

/** The title, and 'New Project' unless the plan has no workflow; at the plan's limit it says why it is off. */
function ListHeader({ canCreate, limitNote, onCreate }: { canCreate: boolean; limitNote: string | null; onCreate(): void }) {
  return (
    <PageHeader>
      <div>
        <PageTitle>
          <GradientText>SEO Workflow Projects</GradientText>
        </PageTitle>
        <PageSubtitle>Research, write, hook and audit: one guided pipeline per project.</PageSubtitle>
      </div>
      {canCreate ? (
        <HeaderActions>
          <Button
            variant="gradient"
            icon={<PlusIcon size={16} />}
            onClick={onCreate}
            disabled={limitNote !== null}
            aria-describedby={limitNote !== null ? LIMIT_NOTE_ID : undefined}
          >
            New Project
          </Button>
          {limitNote !== null ? <LimitNote id={LIMIT_NOTE_ID}>{limitNote}</LimitNote> : null}
        </HeaderActions>
      ) : null}
    </PageHeader>
  );
}
