import { useContext, useState, type ReactNode } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { ThemeContext, ThemeProvider } from "styled-components";
import { createQueryClient } from "@seo/ui/queryClient";
import { theme } from "@seo/ui/theme";
import { ProjectListPage } from "../features/projects/components/ProjectListPage";
import { StepScreen } from "../features/workflow-steps/components/StepScreen";

export const WORKFLOW_BASE = "/workflow-projects";

/**
 * The workflow's routes. The shell mounts this at both `/workflow-projects` and
 * `/workflow-projects/:projectId/*`; standalone and partner mounts render it at the router's root.
 * Nested <Routes> would match relative to whichever parent route happened to match, so the
 * screen is chosen from the full location against absolute patterns, the same in every host.
 */
export function WorkflowRoutes() {
  const { pathname } = useLocation();
  const step = matchPath({ path: `${WORKFLOW_BASE}/:projectId/*` }, pathname);
  if (step?.params.projectId) return <StepScreen key={step.params.projectId} projectId={step.params.projectId} />;
  return <ProjectListPage />;
}

/**
 * Supplies react-query and the theme only when the host did not (the shell and AppProviders do),
 * so the remote also renders inside a bare host.
 */
function EnsureProviders({ children }: { children: ReactNode }) {
  const hostClient = useContext(QueryClientContext);
  const hostTheme = useContext(ThemeContext);
  const [ownClient] = useState(() => (hostClient ? null : createQueryClient()));
  let tree = children;
  if (!hostTheme) tree = <ThemeProvider theme={theme}>{tree}</ThemeProvider>;
  if (ownClient) tree = <QueryClientProvider client={ownClient}>{tree}</QueryClientProvider>;
  return <>{tree}</>;
}

/** The remote's page: `mfe_workflow/WorkflowApp`, rendered inside the host's router. */
export default function WorkflowApp() {
  return (
    <EnsureProviders>
      <WorkflowRoutes />
    </EnsureProviders>
  );
}
