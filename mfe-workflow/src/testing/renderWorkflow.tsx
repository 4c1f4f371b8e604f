import { render } from "@testing-library/react";
import { clearToasts } from "@seo/ui/Toast";
import { MemoryRouter, useLocation } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { createQueryClient } from "@seo/ui/queryClient";
import type { RemoteModuleLoader } from "@seo/ui/remoteModules";
import WorkflowApp from "../app/WorkflowApp";
import { loadToolStepFromSource, provideToolSteps } from "./toolSteps";

/** Shows the router's location so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the workflow as the shell does: inside the suite's providers and a router, with the
 * host's remote loader installed (by default the tools' steps from source).
 */
export function renderWorkflow(path: string, { loader = loadToolStepFromSource }: { loader?: RemoteModuleLoader } = {}) {
  provideToolSteps(loader);
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <WorkflowApp />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient, location: () => utils.getByTestId("location").textContent };
}

/** Before each test: a stored session and console.error recorded (a test can say nothing was logged); after it, no toasts. */
export function setupWorkflowTests() {
  beforeEach(() => {
    localStorage.setItem("sessionId", "test-session");
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    clearToasts();
    jest.restoreAllMocks();
  });
}

export const project = (over: Partial<import("@seo/contracts/workflow").WorkflowProject> = {}) => ({
  id: 1,
  projectName: "Yoga Mat Launch",
  status: "in_progress" as const,
  currentStep: "trendspy" as const,
  trendspyData: null,
  descriptoData: null,
  hookgenieData: null,
  seosnapshhotData: null,
  createdAt: "2025-03-14T10:00:00.000Z",
  updatedAt: "2025-03-14T10:00:00.000Z",
  ...over,
});
