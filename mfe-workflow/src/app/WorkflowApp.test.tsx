/** @jest-environment jsdom */
import { configure, act, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { clearToasts } from "@seo/ui/Toast";
import { mount } from "../mount";
import { mockFetch } from "../testing/fetchMock";
import { project } from "../testing/renderWorkflow";
import { preloadToolSteps, provideToolSteps } from "../testing/toolSteps";
import WorkflowApp from "./WorkflowApp";

// Each step is a lazy module (its remote) that then renders a whole form: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 });
beforeAll(preloadToolSteps);

beforeEach(() => {
  // The shell's part: it installs the remote loader the steps are loaded with.
  provideToolSteps();
  localStorage.setItem("sessionId", "s");
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

/** The shell's routes for the remote. */
function ShellRoutes({ path }: { path: string }) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/workflow-projects" element={<WorkflowApp />} />
          <Route path="/workflow-projects/:projectId/*" element={<WorkflowApp />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

describe("WorkflowApp inside the shell's routes", () => {
  it("shows the list at /workflow-projects", async () => {
    mockFetch({ "GET /api/workflow/projects": { body: [] } });
    render(<ShellRoutes path="/workflow-projects" />);
    expect(await screen.findByText("No Projects Yet")).toBeInTheDocument();
  });

  it("shows a step at /workflow-projects/:projectId", async () => {
    mockFetch({ "GET /api/workflow/projects/3": { body: project({ id: 3 }) } });
    render(<ShellRoutes path="/workflow-projects/3?step=hookgenie" />);
    expect(await screen.findByRole("button", { name: "Generate Headlines" })).toBeInTheDocument();
  });

  it("renders without host providers (theme and react-query are supplied)", async () => {
    mockFetch({ "GET /api/workflow/projects": { body: [] } });
    render(
      <MemoryRouter initialEntries={["/workflow-projects"]}>
        <WorkflowApp />
      </MemoryRouter>,
    );
    expect(await screen.findByText("No Projects Yet")).toBeInTheDocument();
  });
});

describe("mount()", () => {
  it("renders into an element at the given path and unmounts", async () => {
    mockFetch({ "GET /api/workflow/projects/5": { body: project({ id: 5, projectName: "Partner Project" }) } });
    const el = document.createElement("div");
    document.body.appendChild(el);
    let unmount!: () => void;
    act(() => {
      unmount = mount(el, { initialPath: "/workflow-projects/5?step=trendspy" });
    });
    await waitFor(() => expect(within(el).getByRole("heading", { name: /SEO Workflow:\s*Partner Project/ })).toBeInTheDocument());
    act(() => unmount());
    expect(el).toBeEmptyDOMElement();
    el.remove();
  });
});
