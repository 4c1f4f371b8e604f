import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WorkflowProject } from "@seo/contracts/workflow";
import { createProject, deleteProject, fetchProjects, projectQueryKey, projectsQueryKey } from "../../../lib/workflowProjectsApi";

/** The project list. Unlike the suite's defaults, this one query refetches on mount and on window focus. */
export function useProjects() {
  return useQuery({
    queryKey: projectsQueryKey,
    queryFn: fetchProjects,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectName: string) => createProject(projectName.trim()),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<WorkflowProject[]>(projectsQueryKey, (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: projectQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}
