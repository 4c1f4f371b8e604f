/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, WORKFLOW_NOT_IN_PLAN } from "../../../testing/fetchMock";
import { project, renderWorkflow, setupWorkflowTests } from "../../../testing/renderWorkflow";

const data = (o: object) => JSON.stringify(o);

/** jsdom's Blob has no text(); FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

setupWorkflowTests();

describe("project list", () => {
  it("shows the title, the explainer and the empty state", async () => {
    mockFetch({ "GET /api/workflow/projects": { body: [] } });
    renderWorkflow("/workflow-projects");
    expect(screen.getByRole("heading", { name: "SEO Workflow Projects" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Why Use the Workflow System?")).toBeInTheDocument();
    expect(await screen.findByText("No Projects Yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Your First Project" })).toBeInTheDocument();
  });

  it("shows an empty list when the call fails", async () => {
    mockFetch({ "GET /api/workflow/projects": { status: 500, body: { error: "down" } } });
    renderWorkflow("/workflow-projects");
    expect(await screen.findByText("No Projects Yet")).toBeInTheDocument();
  });

  it("explains a plan without the workflow instead of an empty list nobody can fill", async () => {
    mockFetch({ "GET /api/workflow/projects": WORKFLOW_NOT_IN_PLAN });
    const view = renderWorkflow("/workflow-projects");
    expect(await screen.findByRole("heading", { name: "Upgrade to Pro to use the SEO Workflow" })).toBeInTheDocument();
    expect(screen.getByText("Why Use the Workflow System?")).toBeInTheDocument();
    expect(screen.queryByText("No Projects Yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New Project" })).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(view.location()).toBe("/pricing");
  });

  it("shows each project with its status, date, progress and the right button", async () => {
    mockFetch({
      "GET /api/workflow/projects": {
        body: [
          project({ id: 1, projectName: "Fresh" }),
          project({ id: 2, projectName: "Halfway", trendspyData: data({ niche: "x" }), descriptoData: data({ result: "y" }) }),
          project({
            id: 3,
            projectName: "Done",
            status: "completed",
            currentStep: "completed",
            trendspyData: data({ a: 1 }),
            descriptoData: data({ a: 1 }),
            hookgenieData: data({ a: 1 }),
            seosnapshhotData: data({ a: 1 }),
          }),
        ],
      },
    });
    renderWorkflow("/workflow-projects");
    const cards = await screen.findAllByTestId("project-card");
    expect(cards).toHaveLength(3);
    const [fresh, halfway, done] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(fresh).getByText("0/4 steps")).toBeInTheDocument();
    expect(within(fresh).getByText("In Progress")).toBeInTheDocument();
    expect(within(fresh).getByRole("button", { name: /Start/ })).toBeInTheDocument();
    expect(within(fresh).getByText("Mar 14, 2025")).toBeInTheDocument();

    expect(within(halfway).getByText("2/4 steps")).toBeInTheDocument();
    expect(within(halfway).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(within(halfway).getByLabelText("Workflow progress: 2 of 4 steps")).toBeInTheDocument();
    expect(within(halfway).getByText("TrendSpy: done")).toBeInTheDocument();
    expect(within(halfway).getByText("HookGenie: not started")).toBeInTheDocument();
    expect(within(halfway).getByRole("button", { name: /Continue/ })).toBeInTheDocument();

    expect(within(done).getByText("4/4 steps")).toBeInTheDocument();
    expect(within(done).getByText("Completed")).toBeInTheDocument();
    expect(within(done).getByRole("button", { name: "Export" })).toBeInTheDocument();
    // The name opens the project: a completed one at its results, which its Export button cannot show.
    expect(within(done).getByRole("link", { name: "Done" })).toHaveAttribute("href", "/workflow-projects/3?step=seosnapshot");
    expect(within(halfway).getByRole("link", { name: "Halfway" })).toHaveAttribute("href", "/workflow-projects/2?step=hookgenie");
  });

  it("continues a project at its first step without data", async () => {
    mockFetch({
      "GET /api/workflow/projects": { body: [project({ id: 2, trendspyData: data({ niche: "x" }) })] },
      "GET /api/workflow/projects/2": { body: project({ id: 2, trendspyData: data({ niche: "x" }) }) },
    });
    const view = renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: /Continue/ }));
    expect(view.location()).toBe("/workflow-projects/2?step=descripto");
  });

  it("exports a completed project as JSON", async () => {
    const createObjectURL = jest.fn((_blob: Blob) => "blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    mockFetch({
      "GET /api/workflow/projects": {
        body: [project({ status: "completed", trendspyData: data({ niche: "yoga" }), seosnapshhotData: data({ title: "T" }) })],
      },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(click).toHaveBeenCalled();
    const blob = createObjectURL.mock.calls[0]![0];
    const json = JSON.parse(await readBlob(blob));
    expect(json).toMatchObject({
      name: "Yoga Mat Launch",
      createdAt: "2025-03-14T10:00:00.000Z",
      status: "completed",
      trendspyData: { niche: "yoga" },
      descriptoData: null,
      seosnapshotData: { title: "T" },
    });
    expect(await screen.findByText("Export Successful")).toBeInTheDocument();
  });
});

describe("create project dialog", () => {
  it("is disabled while the name is blank, then creates and opens the project at TrendSpy", async () => {
    const { calls } = mockFetch({
      "GET /api/workflow/projects": { body: [] },
      "POST /api/workflow/projects": { status: 201, body: project({ id: 7, projectName: "Spring Sale" }) },
      "GET /api/workflow/projects/7": { body: project({ id: 7, projectName: "Spring Sale" }) },
    });
    const view = renderWorkflow("/workflow-projects");
    await userEvent.click(screen.getByRole("button", { name: "New Project" }));
    const dialog = screen.getByRole("dialog", { name: "Create New SEO Project" });
    const create = within(dialog).getByRole("button", { name: "Create Project" });
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Project Name"), "   ");
    expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText("Project Name"), "Spring Sale");
    expect(create).toBeEnabled();
    await userEvent.click(create);

    await waitFor(() => expect(view.location()).toBe("/workflow-projects/7?step=trendspy"));
    expect(calls).toContainEqual({ method: "POST", path: "/api/workflow/projects", body: { projectName: "Spring Sale" } });
    expect(await screen.findByText("Project Created")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: /SEO Workflow:\s*Spring Sale/ })).toBeInTheDocument();
  });

  it("shows the server's message when creation fails", async () => {
    mockFetch({
      "GET /api/workflow/projects": { body: [] },
      "POST /api/workflow/projects": { status: 403, body: { error: "The workflow is part of the Pro plan" } },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "Create Your First Project" }));
    await userEvent.type(screen.getByLabelText("Project Name"), "X");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    expect(await screen.findByText("The workflow is part of the Pro plan")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Create New SEO Project" })).toBeInTheDocument();
  });
});

describe("deleting a project", () => {
  it("asks first, deletes, and confirms with 'Project Deleted'", async () => {
    let list = [project({ id: 4, projectName: "Old Campaign" })];
    const { calls } = mockFetch({
      "GET /api/workflow/projects": () => ({ body: list }),
      "DELETE /api/workflow/projects/4": () => {
        list = [];
        return { body: { success: true } };
      },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Old Campaign" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete this project?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete Project" }));

    expect(await screen.findByText("Project Deleted")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/workflow/projects/4")).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("project-card")).not.toBeInTheDocument());
    expect(screen.getByText("No Projects Yet")).toBeInTheDocument();
  });

  it("reports a failed delete", async () => {
    mockFetch({
      "GET /api/workflow/projects": { body: [project({ id: 4, projectName: "Old Campaign" })] },
      "DELETE /api/workflow/projects/4": { status: 500, body: { error: "boom" } },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Old Campaign" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Project" }));
    expect(await screen.findByText("Failed to delete project.")).toBeInTheDocument();
    expect(screen.getByTestId("project-card")).toBeInTheDocument();
  });
});

describe("a long project list", () => {
  /** A project as the paged list sends it: no step data, the saved steps named. */
  const summary = (id: number, completedSteps: string[] = [], over: object = {}) => {
    const { trendspyData: _t, descriptoData: _d, hookgenieData: _h, seosnapshhotData: _s, ...rest } = project({ id });
    return {
      ...rest,
      projectName: `Project ${id}`,
      progress: { completedSteps, filled: completedSteps.length, total: 4, nextStep: "trendspy" },
      ...over,
    };
  };
  const page = (ids: number[], nextCursor: string | null, projectCount = 45, maxProjects = 100) => ({
    projects: ids.map((id) => summary(id)),
    nextCursor,
    projectCount,
    maxProjects,
  });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => to - i);

  it("asks for one page and loads the next ones with 'Load more projects'", async () => {
    const { calls } = mockFetch({
      "GET /api/workflow/projects?limit=20": { body: page(range(26, 45), "c1") },
      "GET /api/workflow/projects?limit=20&cursor=c1": { body: page(range(6, 25), "c2") },
      "GET /api/workflow/projects?limit=20&cursor=c2": { body: page(range(1, 5), null) },
    });
    renderWorkflow("/workflow-projects");
    expect(await screen.findAllByTestId("project-card")).toHaveLength(20);
    expect(screen.getByText("45 projects")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more projects" }));
    await waitFor(() => expect(screen.getAllByTestId("project-card")).toHaveLength(40));
    await userEvent.click(screen.getByRole("button", { name: "Load more projects" }));
    await waitFor(() => expect(screen.getAllByTestId("project-card")).toHaveLength(45));
    expect(screen.queryByRole("button", { name: "Load more projects" })).not.toBeInTheDocument();
    const names = screen.getAllByTestId("project-card").map((c) => c.getAttribute("aria-label"));
    expect(names[0]).toBe("Project 45");
    expect(names[44]).toBe("Project 1");
    expect(calls.filter((c) => c.method === "GET").map((c) => c.path)).toEqual([
      "/api/workflow/projects?limit=20",
      "/api/workflow/projects?limit=20&cursor=c1",
      "/api/workflow/projects?limit=20&cursor=c2",
    ]);
  });

  it("shows a summary's progress from the steps the service says are saved", async () => {
    mockFetch({
      "GET /api/workflow/projects?limit=20": {
        body: { ...page([], null, 1), projects: [summary(2, ["trendspy", "descripto"], { projectName: "Halfway" })] },
      },
    });
    const view = renderWorkflow("/workflow-projects");
    const card = await screen.findByTestId("project-card");
    expect(within(card).getByText("2/4 steps")).toBeInTheDocument();
    expect(within(card).getByText("TrendSpy: done")).toBeInTheDocument();
    expect(within(card).getByText("HookGenie: not started")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Halfway" })).toHaveAttribute("href", "/workflow-projects/2?step=hookgenie");
    await userEvent.click(within(card).getByRole("button", { name: /Continue/ }));
    expect(view.location()).toBe("/workflow-projects/2?step=hookgenie");
  });

  it("exports a completed project from the list by loading its data first", async () => {
    const createObjectURL = jest.fn((_blob: Blob) => "blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const done = summary(9, ["trendspy", "descripto", "hookgenie", "seosnapshot"], { status: "completed" });
    mockFetch({
      "GET /api/workflow/projects?limit=20": { body: { ...page([], null, 1), projects: [done] } },
      "GET /api/workflow/projects/9": {
        body: project({
          id: 9,
          status: "completed",
          trendspyData: data({ niche: "tea" }),
          seosnapshhotData: data({ title: "T" }),
        }),
      },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(await screen.findByText("Export Successful")).toBeInTheDocument();
    const json = JSON.parse(await readBlob(createObjectURL.mock.calls[0]![0]));
    expect(json).toMatchObject({ trendspyData: { niche: "tea" }, seosnapshotData: { title: "T" } });
  });

  it("disables 'New Project' at the limit and says why", async () => {
    mockFetch({ "GET /api/workflow/projects?limit=20": { body: page(range(81, 100), "c1", 100, 100) } });
    renderWorkflow("/workflow-projects");
    await screen.findAllByTestId("project-card");
    const button = screen.getByRole("button", { name: "New Project" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("You have reached the limit of 100 projects: delete one to create another");
    expect(screen.getByText("You have reached the limit of 100 projects: delete one to create another")).toBeVisible();
  });

  it("shows the refusal when the limit is reached meanwhile, and then disables 'New Project'", async () => {
    let count = 99;
    mockFetch({
      "GET /api/workflow/projects?limit=20": () => ({ body: page(range(81, 99), "c1", count, 100) }),
      "POST /api/workflow/projects": () => {
        count = 100; // another tab created the hundredth
        return {
          status: 409,
          body: {
            error: "You have reached the limit of 100 projects: delete one to create another",
            code: "PROJECT_LIMIT_REACHED",
          },
        };
      },
    });
    renderWorkflow("/workflow-projects");
    await userEvent.click(await screen.findByRole("button", { name: "New Project" }));
    await userEvent.type(screen.getByLabelText("Project Name"), "One more");
    await userEvent.click(screen.getByRole("button", { name: "Create Project" }));
    const reason = "You have reached the limit of 100 projects: delete one to create another";
    expect(await screen.findByText(reason, { selector: "li *" })).toBeInTheDocument(); // the toast
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "New Project" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "New Project" })).toHaveAccessibleDescription(reason);
  });
});
