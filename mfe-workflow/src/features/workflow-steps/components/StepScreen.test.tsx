/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, WORKFLOW_NOT_IN_PLAN } from "../../../testing/fetchMock";
import { project, renderWorkflow, setupWorkflowTests } from "../../../testing/renderWorkflow";
import { loadToolStepFromSource, preloadToolSteps } from "../../../testing/toolSteps";
import { SAMPLE_ANALYSIS, SAMPLE_ANSWER } from "@seo/trendspy-contract/testing/sampleAnswer";

// Each step is a lazy module (its remote) that then renders a whole form: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 });
beforeAll(preloadToolSteps);

setupWorkflowTests();
beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe("step screen routing", () => {
  it("falls back to TrendSpy for an unknown step", async () => {
    mockFetch({ "GET /api/workflow/projects/1": { body: project() } });
    renderWorkflow("/workflow-projects/1?step=bogus");
    expect(await screen.findByRole("heading", { name: /SEO Workflow:\s*Yoga Mat Launch/ })).toBeInTheDocument();
    // The step itself comes from the tool's remote, loaded at run time.
    expect(await screen.findByLabelText("Target Niche")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Analyze Trends" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Projects" })).toBeInTheDocument();
    expect(screen.getByLabelText("Workflow progress: 0 of 4 steps")).toBeInTheDocument();
    // The flags the standalone tools read.
    expect(localStorage.getItem("workflowMode")).toBe("true");
    expect(localStorage.getItem("currentWorkflowProject")).toBe("1");
  });

  it("starts a numeric project without a step at TrendSpy", async () => {
    mockFetch({ "GET /api/workflow/projects/1": { body: project() } });
    const view = renderWorkflow("/workflow-projects/1");
    // The hand-off screen shows until the redirect lands.
    await waitFor(() => expect(view.location()).toBe("/workflow-projects/1?step=trendspy"));
    expect(await screen.findByLabelText("Target Niche")).toBeInTheDocument();
  });

  it("shows 'Initializing workflow...' (not 'Loading your project...') until the project is there", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { fn } = mockFetch({ "GET /api/workflow/projects/5": { body: project({ id: 5 }) } });
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation(async (...args) => {
      await gate;
      return answer(...args);
    });
    const view = renderWorkflow("/workflow-projects/5");
    expect(screen.getByText("Initializing workflow...")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(view.location()).toBe("/workflow-projects/5");
    expect(screen.queryByText("Loading your project...")).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(view.location()).toBe("/workflow-projects/5?step=trendspy"));
    expect(await screen.findByLabelText("Target Niche")).toBeInTheDocument();
    expect(screen.queryByText("Loading your project...")).not.toBeInTheDocument();
  });

  it("shows 'Project Not Found' for a missing project", async () => {
    mockFetch({ "GET /api/workflow/projects/99": { status: 404, body: { error: "Project not found" } } });
    renderWorkflow("/workflow-projects/99?step=trendspy");
    expect(await screen.findByRole("heading", { name: "Project Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Projects" })).toBeInTheDocument();
  });

  it("shows 'Project Not Found' for an id that is not a number", () => {
    mockFetch({});
    renderWorkflow("/workflow-projects/abc");
    expect(screen.getByRole("heading", { name: "Project Not Found" })).toBeInTheDocument();
  });

  it("goes back to the list with an error when the project cannot be loaded", async () => {
    mockFetch({
      "GET /api/workflow/projects/1": { status: 500, body: { error: "down" } },
      "GET /api/workflow/projects": { body: [] },
    });
    const view = renderWorkflow("/workflow-projects/1?step=trendspy");
    expect(await screen.findByText("Failed to load workflow project")).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe("/workflow-projects"));
  });

  it("explains a plan without the workflow and offers the upgrade, without an error toast", async () => {
    mockFetch({ "GET /api/workflow/projects/1": WORKFLOW_NOT_IN_PLAN });
    const view = renderWorkflow("/workflow-projects/1?step=trendspy");
    expect(await screen.findByRole("heading", { name: "Upgrade to Pro to use the SEO Workflow" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to load workflow project")).not.toBeInTheDocument();
    expect(view.location()).toBe("/workflow-projects/1?step=trendspy");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(view.location()).toBe("/pricing");
  });
});

describe("saving a step and moving on", () => {
  const analysed = (selection: { selectedKeywords: string[]; selectedTargetAudience: string }) => ({
    niche: "yoga mats",
    category: "",
    ...SAMPLE_ANSWER,
    ...selection,
    generatedAt: "x",
  });

  it("saves the step's data with the next step, then opens that step prefilled from it", async () => {
    const saved = analysed({
      selectedKeywords: ["eco yoga mat", "thick yoga mat"],
      selectedTargetAudience: "Busy professionals",
    });
    const { calls } = mockFetch({
      "GET /api/workflow/projects/1": { body: project({ trendspyData: JSON.stringify(saved) }) },
      "PUT /api/workflow/projects/1": { body: { success: true } },
    });
    const view = renderWorkflow("/workflow-projects/1?step=trendspy");
    await userEvent.click(await screen.findByRole("button", { name: "Select Keywords & Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));

    await waitFor(() => expect(view.location()).toBe("/workflow-projects/1?step=descripto"));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.body).toMatchObject({ currentStep: "descripto" });
    expect(JSON.parse((put.body as { trendspyData: string }).trendspyData)).toMatchObject({
      niche: "yoga mats",
      result: SAMPLE_ANALYSIS,
      selectedKeywords: ["eco yoga mat", "thick yoga mat"],
      selectedTargetAudience: "Busy professionals",
    });
    expect(await screen.findByText("Data from TrendSpy")).toBeInTheDocument();
    expect(screen.getByLabelText("Target Audience")).toHaveValue("Busy professionals");
    expect(screen.getByLabelText("SEO Keywords")).toHaveValue("eco yoga mat, thick yoga mat");
    expect(screen.getByLabelText("Writing Tone")).toHaveValue("professional");
  });

  it("says which data is too large when the service refuses its size", async () => {
    const saved = analysed({ selectedKeywords: ["eco yoga mat"], selectedTargetAudience: "Seniors (50+)" });
    const reason = "trendspyData is too large: 70 KB of JSON, at most 64 KB per step";
    mockFetch({
      "GET /api/workflow/projects/1": { body: project({ trendspyData: JSON.stringify(saved) }) },
      "PUT /api/workflow/projects/1": {
        status: 413,
        body: { error: reason, code: "STEP_DATA_TOO_LARGE", issues: [{ path: "trendspyData", message: reason }] },
      },
    });
    const view = renderWorkflow("/workflow-projects/1?step=trendspy");
    await userEvent.click(await screen.findByRole("button", { name: "Select Keywords & Continue" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(view.location()).toBe("/workflow-projects/1?step=trendspy");
  });

  it("stays on the step when saving fails", async () => {
    const saved = analysed({ selectedKeywords: ["eco yoga mat"], selectedTargetAudience: "Seniors (50+)" });
    mockFetch({
      "GET /api/workflow/projects/1": { body: project({ trendspyData: JSON.stringify(saved) }) },
      "PUT /api/workflow/projects/1": { status: 500, body: { error: "db down" } },
    });
    const view = renderWorkflow("/workflow-projects/1?step=trendspy");
    await userEvent.click(await screen.findByRole("button", { name: "Select Keywords & Continue" }));
    expect(screen.getByRole("checkbox", { name: /eco yoga mat/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Seniors (50+)" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));

    expect(await screen.findByText("Failed to save progress. Please try again.")).toBeInTheDocument();
    expect(view.location()).toBe("/workflow-projects/1?step=trendspy");
    expect(screen.getByRole("button", { name: "Continue to Descripto" })).toBeEnabled();
  });
});

describe("prefills carried from step to step", () => {
  it("generate, save and hand over: product and main feature → topic, first headline → page title", async () => {
    let current = project({
      trendspyData: JSON.stringify({
        niche: "yoga mats",
        result: "- eco yoga mat:",
        selectedKeywords: [],
        selectedTargetAudience: "",
      }),
    });
    const { calls } = mockFetch({
      "GET /api/workflow/projects/1": () => ({ body: current }),
      "POST /api/descripto": { body: { result: "ZenMat grips on every pose.", suggestions: ["Add size"] } },
      "POST /api/hookgenie": { body: { result: "1. 'Grip Every Pose'\n2. Other", tips: ["Test both"] } },
      "PUT /api/workflow/projects/1": (body) => {
        current = { ...current, ...(body as object) };
        return { body: { success: true } };
      },
    });
    const view = renderWorkflow("/workflow-projects/1?step=descripto");
    // Fallbacks: '{niche} enthusiasts' and keywords derived from the analysis.
    expect(await screen.findByLabelText("Target Audience")).toHaveValue("yoga mats enthusiasts");
    expect(screen.getByLabelText("SEO Keywords")).toHaveValue("eco yoga mat");
    expect(screen.queryByRole("button", { name: /Continue to HookGenie/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Product Name"), "ZenMat");
    await userEvent.type(screen.getByLabelText("Key Features"), "Natural rubber");
    await userEvent.click(screen.getByRole("button", { name: "Generate Description" }));
    expect(await screen.findByText("Description Generated!")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/descripto")?.body).toEqual({
      productName: "ZenMat",
      keyFeatures: "Natural rubber",
      targetAudience: "yoga mats enthusiasts",
      tone: "professional",
      keywords: "eco yoga mat",
    });
    await userEvent.click(screen.getByRole("button", { name: /Continue to HookGenie/ }));
    await waitFor(() => expect(view.location()).toBe("/workflow-projects/1?step=hookgenie"));

    expect(await screen.findByLabelText("Topic/Product")).toHaveValue("ZenMat: Natural rubber"); // product and main feature, at most 60 characters
    expect(screen.getByLabelText("Content Type")).toHaveValue("headline");
    expect(screen.getByLabelText("Style")).toHaveValue("compelling");
    await userEvent.click(screen.getByRole("button", { name: "Generate Headlines" }));
    expect(await screen.findByText("Headlines Generated!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Complete with SeoSnapshot/ }));
    await waitFor(() => expect(view.location()).toBe("/workflow-projects/1?step=seosnapshot"));

    expect(await screen.findByLabelText("Page Title")).toHaveValue("Grip Every Pose");
    expect(screen.getByLabelText("Meta Description")).toHaveValue("ZenMat grips on every pose.");
    const puts = calls.filter((c) => c.method === "PUT").map((c) => c.body as Record<string, string>);
    expect(puts.map((p) => p.currentStep)).toEqual(["hookgenie", "seosnapshot"]);
    expect(JSON.parse(puts[0]!.descriptoData!)).toMatchObject({ productName: "ZenMat", result: "ZenMat grips on every pose." });
  });
});

describe("the last step: blog post and completion", () => {
  const full = project({
    trendspyData: JSON.stringify({
      niche: "yoga mats",
      selectedKeywords: ["eco yoga mat", "thick yoga mat"],
      selectedTargetAudience: "Seniors (50+)",
    }),
    descriptoData: JSON.stringify({
      productName: "ZenMat",
      keyFeatures: "Natural rubber\nNon-slip grip",
      targetAudience: "Seniors (50+)",
      tone: "professional",
      keywords: "eco yoga mat, thick yoga mat",
      result: "ZenMat is the eco yoga mat that grips.",
    }),
    hookgenieData: JSON.stringify({
      topic: "ZenMat",
      type: "headline",
      style: "compelling",
      result: '1. "Grip Calm With ZenMat"\n2. Another one',
    }),
  });

  it("prefills, scores, builds the blog post and completes the workflow", async () => {
    let current = full;
    const { calls } = mockFetch({
      "GET /api/workflow/projects/1": () => ({ body: current }),
      "GET /api/workflow/projects": () => ({ body: [current] }),
      "POST /api/seosnapshot": {
        body: {
          result: "SEO Score: 86/100\nTitle: good length.",
          scores: { overall: 86, title: 90, description: 80 },
          metrics: { titleLength: 22, titleOptimal: false, descriptionLength: 38, descriptionOptimal: false },
          recommendations: ["Lengthen the title."],
        },
      },
      "PUT /api/workflow/projects/1": (body) => {
        current = { ...current, ...(body as object), status: "completed", currentStep: "completed" };
        return { body: { success: true } };
      },
    });
    const view = renderWorkflow("/workflow-projects/1?step=seosnapshot");
    expect(await screen.findByLabelText("Page Title")).toHaveValue("Grip Calm With ZenMat");
    expect(screen.getByLabelText("Meta Description")).toHaveValue("ZenMat is the eco yoga mat that grips.");
    expect(screen.getByText("21/60")).toBeInTheDocument();
    const carried = screen.getByRole("complementary", { name: "Data from HookGenie" });
    expect(within(carried).getByText("ZenMat")).toBeInTheDocument();
    expect(within(carried).getByText("Grip Calm With ZenMat")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Generate SEO Analysis" }));
    expect(await screen.findByText("SEO Analysis Complete!")).toBeInTheDocument();
    const score = screen.getByLabelText("SEO Score");
    expect(score).toHaveAttribute("data-rating", "excellent");
    expect(within(score).getByText("86/100 · Excellent")).toBeInTheDocument();

    expect(screen.getByText("Your Complete Blog Post")).toBeInTheDocument();
    const md = screen.getByTestId("blog-post-markdown").textContent!;
    expect(md).toContain("# Grip Calm With ZenMat");
    expect(md).toContain("## Key Features\n\n- Natural rubber\n- Non-slip grip");
    expect(md).toContain("## SEO Keywords");
    expect(md).toContain("#ecoyogamat #thickyogamat");
    expect(screen.getByRole("button", { name: "Copy Blog Post" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download Markdown" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Complete Workflow" }));
    await waitFor(() => expect(view.location()).toBe("/workflow-projects"));
    expect(await screen.findByText("Workflow Complete!")).toBeInTheDocument();
    expect(localStorage.getItem("workflowMode")).toBeNull();
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.body).toMatchObject({ status: "completed", currentStep: "completed" });
    expect(JSON.parse((put.body as { seosnapshhotData: string }).seosnapshhotData)).toMatchObject({
      title: "Grip Calm With ZenMat",
      result: "SEO Score: 86/100\nTitle: good length.",
    });
  });

  it("copies the blog post, or asks to copy manually when the clipboard fails", async () => {
    const saved = { title: "Best Mat", description: "d", url: "", result: "Score: 70", recommendations: [] };
    mockFetch({ "GET /api/workflow/projects/1": { body: { ...full, seosnapshhotData: JSON.stringify(saved) } } });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWorkflow("/workflow-projects/1?step=seosnapshot");
    // Saved data is restored on re-entry: score card and blog post without a new analysis.
    expect(await screen.findByText("70/100 · Good")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy Blog Post" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("# Best Mat"));
    expect(await screen.findByText("Copied!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Copy Blog Post" }));
    expect(await screen.findByText("Copy Failed")).toBeInTheDocument();
    expect(screen.getByText("Please copy the content manually")).toBeInTheDocument();
  });

  it("stays when completing fails", async () => {
    mockFetch({
      "GET /api/workflow/projects/1": { body: full },
      "POST /api/seosnapshot": {
        body: {
          result: "Overall Score: 42",
          scores: { overall: 42, title: 40, description: 40 },
          metrics: { titleLength: 13, titleOptimal: false, descriptionLength: 20, descriptionOptimal: false },
          recommendations: [],
        },
      },
      "PUT /api/workflow/projects/1": { status: 500, body: { error: "x" } },
    });
    const view = renderWorkflow("/workflow-projects/1?step=seosnapshot");
    await userEvent.click(await screen.findByRole("button", { name: "Generate SEO Analysis" }));
    expect(await screen.findByText("42/100 · Need Improvement")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Complete Workflow" }));
    expect(await screen.findByText("Failed to complete workflow. Please try again.")).toBeInTheDocument();
    expect(view.location()).toBe("/workflow-projects/1?step=seosnapshot");
  });
});

describe("loading a step from its remote", () => {
  it("says the step is loading, then explains a remote that cannot load; the rest keeps working and Try again loads it", async () => {
    mockFetch({ "GET /api/workflow/projects/1": { body: project() } });
    let reachable = false;
    let release: () => void = () => {};
    const firstAttempt = new Promise<void>((r) => (release = r));
    const requested: string[] = [];
    const view = renderWorkflow("/workflow-projects/1?step=descripto", {
      loader: async (remote, exposed) => {
        requested.push(`${remote}/${exposed}`);
        await firstAttempt;
        if (!reachable) throw new Error("ScriptExternalLoadError: mf-manifest.json unreachable");
        return loadToolStepFromSource(remote, exposed);
      },
    });
    expect(await screen.findByText("Loading Descripto...")).toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { name: "This step is temporarily unavailable" })).toBeInTheDocument();
    expect(screen.getByText(/Descripto could not be loaded\. Your saved progress is safe/)).toBeInTheDocument();
    expect(requested).toEqual(["descripto/WorkflowStep"]);
    // The workflow around the step still works.
    expect(screen.getByRole("heading", { name: /SEO Workflow:\s*Yoga Mat Launch/ })).toBeInTheDocument();
    expect(screen.getByLabelText("Workflow progress: 0 of 4 steps")).toBeInTheDocument();

    reachable = true;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Product Name")).toBeInTheDocument();
    expect(screen.queryByText("This step is temporarily unavailable")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back to Projects" }));
    expect(view.location()).toBe("/workflow-projects");
  });

  it("asks each step's remote, as the registry names it, for its WorkflowStep", async () => {
    mockFetch({ "GET /api/workflow/projects/1": { body: project() } });
    const requested: string[] = [];
    renderWorkflow("/workflow-projects/1?step=seosnapshot", {
      loader: async (remote, exposed) => {
        requested.push(`${remote}/${exposed}`);
        return loadToolStepFromSource(remote, exposed);
      },
    });
    expect(await screen.findByLabelText("Page Title")).toBeInTheDocument();
    expect(requested).toEqual(["seosnapshot/WorkflowStep"]);
  });
});
