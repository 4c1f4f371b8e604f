import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { WorkflowStep } from "@seo/contracts/constants";
import { clearStandaloneWorkflow } from "@seo/contracts/handoff";
import { WORKFLOW_ERROR_CODES, type UpdateProjectInput, type WorkflowProject } from "@seo/contracts/workflow";
import { errorBody } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { fetchProject, projectQueryKey, projectsQueryKey, updateProject } from "../../../lib/workflowProjectsApi";

/**
 * The service's own words when it refused the data as too large (retrying would not help), else
 * `fallback`.
 */
function saveFailure(error: unknown, fallback: string): string {
  const body = errorBody(error);
  const tooLarge =
    body?.code === WORKFLOW_ERROR_CODES.stepDataTooLarge || body?.code === WORKFLOW_ERROR_CODES.projectDataTooLarge;
  return tooLarge && typeof body?.error === "string" ? body.error : fallback;
}

/** One project, fetched fresh whenever the step screen opens. */
export function useWorkflowProject(id: number) {
  return useQuery({
    queryKey: projectQueryKey(id),
    queryFn: () => fetchProject(id),
    refetchOnMount: "always",
  });
}

/** Saves a step's data; on success the cached project reflects the change. */
export function useSaveProject(project: WorkflowProject | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UpdateProjectInput) => {
      if (!project) throw new Error("Missing project");
      await updateProject(project.id, patch);
      return patch;
    },
    onSuccess: (patch) => {
      if (!project) return;
      queryClient.setQueryData<WorkflowProject>(projectQueryKey(project.id), (old) =>
        old ? ({ ...old, ...patch, updatedAt: new Date().toISOString() } as WorkflowProject) : old,
      );
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}

/**
 * Saves a patch of the project, telling the user when there is no project or the save failed
 * (`failure`, unless the service refused the data as too large). Resolves the saved project, or null.
 */
function useSaveWithToasts(project: WorkflowProject | undefined) {
  const save = useSaveProject(project);
  const { toast } = useToast();
  const saveOrTell = async (patch: UpdateProjectInput, failure: string): Promise<WorkflowProject | null> => {
    if (!project) {
      toast({
        title: "Missing Project Data",
        description: "Unable to load project information for workflow",
        variant: "destructive",
      });
      return null;
    }
    try {
      await save.mutateAsync(patch);
    } catch (error) {
      toast({ title: "Error", description: saveFailure(error, failure), variant: "destructive" });
      return null;
    }
    return project;
  };
  return { saveOrTell, save, toast };
}

/**
 * "Moving on saves the current step's data and sets currentStep to the next step. If the save
 * fails the user stays on the step." Resolves whether it moved on.
 */
export function useContinueToStep(project: WorkflowProject | undefined) {
  const { saveOrTell, save } = useSaveWithToasts(project);
  const navigate = useNavigate();

  const continueTo = async (patch: UpdateProjectInput, next: WorkflowStep): Promise<boolean> => {
    const saved = await saveOrTell({ ...patch, currentStep: next }, "Failed to save progress. Please try again.");
    if (!saved) return false;
    navigate(`/workflow-projects/${saved.id}?step=${next}`);
    if (typeof window !== "undefined") window.scrollTo?.({ top: 0, behavior: "smooth" });
    return true;
  };

  return { continueTo, saving: save.isPending, save };
}

/**
 * "Completing the workflow saves the SeoSnapshot data, sets status to completed and currentStep to
 * completed, and returns to the project list." Resolves whether it completed.
 */
export function useCompleteWorkflow(project: WorkflowProject | undefined) {
  const { saveOrTell, toast } = useSaveWithToasts(project);
  const navigate = useNavigate();

  return async (patch: UpdateProjectInput): Promise<boolean> => {
    const saved = await saveOrTell(
      { ...patch, status: "completed", currentStep: "completed" },
      "Failed to complete workflow. Please try again.",
    );
    if (!saved) return false;
    try {
      clearStandaloneWorkflow(localStorage);
    } catch {
      // Storage unavailable: nothing to forget.
    }
    toast({
      title: "Workflow Complete!",
      description: `"${saved.projectName}" is finished. Export it any time.`,
      variant: "success",
    });
    navigate("/workflow-projects");
    return true;
  };
}
