import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { WORKFLOW_ERROR_CODES } from "@seo/contracts/workflow";
import { errorBody } from "@seo/ui/api";
import {
  createProject,
  deleteProject,
  fetchProjectPage,
  projectQueryKey,
  projectsQueryKey,
  type ProjectListPage,
} from "../../../lib/workflowProjectsApi";

/**
 * The project list, a page at a time (newest first). Unlike the suite's defaults, this one query
 * refetches on mount and on window focus.
 */
export function useProjects() {
  return useInfiniteQuery({
    queryKey: projectsQueryKey,
    queryFn: ({ pageParam }) => fetchProjectPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
    onError: (error) => {
      // Refused at the limit (perhaps from another tab): the list learns the count and says so.
      if (errorBody(error)?.code === WORKFLOW_ERROR_CODES.projectLimitReached) {
        void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
      }
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<InfiniteData<ProjectListPage, string | undefined>>(projectsQueryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                projects: page.projects.filter((p) => p.id !== id),
                projectCount: page.projectCount === undefined ? undefined : Math.max(0, page.projectCount - 1),
              })),
            }
          : data,
      );
      queryClient.removeQueries({ queryKey: projectQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey, exact: true });
    },
  });
}
