/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@seo/ui/testing/fetchMock";
import { generateInStep, renderWorkflowStep } from "@seo/ui/testing/renderWorkflowStep";
import { setupWorkflowStepTests } from "@seo/ui/testing/toolTests";
import TrendspyWorkflowStep from "./WorkflowStep";
import { SAMPLE_ANALYSIS, SAMPLE_ANSWER } from "@seo/trendspy-contract/testing/sampleAnswer";

const next = { label: "Continue to Descripto", title: "Descripto", final: false };

setupWorkflowStepTests();

it("asks for an analysis before the selection", async () => {
  mockFetch({});
  renderWorkflowStep(TrendspyWorkflowStep, { next });
  expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Select Keywords & Continue" }));
  expect(await screen.findByText("Generate Analysis First")).toBeInTheDocument();
  expect(screen.getByText("Please generate trend analysis before proceeding.")).toBeInTheDocument();
});

it("analyzes, selects at most 3 keywords, requires an audience, then completes with the step data", async () => {
  const { calls } = mockFetch({ "POST /api/trendspy": { body: SAMPLE_ANSWER } });
  const { onComplete, onChange, results } = renderWorkflowStep(TrendspyWorkflowStep, { next });
  await userEvent.type(screen.getByLabelText("Target Niche"), "yoga mats");
  expect(await generateInStep(calls, "/api/trendspy", "Analyze Trends", "Trend Analysis Complete!")).toEqual({
    niche: "yoga mats",
  });
  // Nothing is saved yet, so the button has not become 'Re-analyze Trends' (it does once saved data exists).
  expect(screen.getByRole("button", { name: "Analyze Trends" })).toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ niche: "yoga mats", result: SAMPLE_ANALYSIS, selectedKeywords: [] }),
  );
  // An estimate: the band and the label, no number.
  expect(screen.getByTestId("estimate-label")).toHaveTextContent("estimate — connect a data source for volumes");
  expect(screen.getByText("medium interest (estimate)")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Copy Trend Analysis" }));
  expect(results.copy).toHaveBeenCalledWith(SAMPLE_ANALYSIS);
  await userEvent.click(screen.getByRole("button", { name: "Export Trend Analysis as TXT" }));
  expect(results.download).toHaveBeenCalledWith("yoga_mat_launch_trendspy_analysis.txt", SAMPLE_ANALYSIS);

  await userEvent.click(screen.getByRole("button", { name: "Select Keywords & Continue" }));
  expect(screen.getByText(/Descripto will be prefilled with them\./)).toBeInTheDocument();
  expect(screen.getByText("Selected: 0/3 keywords")).toBeInTheDocument();
  expect(screen.getAllByRole("checkbox").map((b) => b.closest("label")?.textContent)).toEqual([
    expect.stringContaining("eco yoga mat"),
    "non slip yoga mat",
    "thick yoga mat",
    "yoga mat for beginners",
  ]);
  await userEvent.click(screen.getByRole("checkbox", { name: /eco yoga mat/ }));
  await userEvent.click(screen.getByRole("checkbox", { name: "non slip yoga mat" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "thick yoga mat" }));
  expect(screen.getByText("Selected: 3/3 keywords")).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: "yoga mat for beginners" })).toBeDisabled();

  await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));
  expect(await screen.findByText("Selection Required")).toBeInTheDocument();
  expect(screen.getByText("Please select at least 1 keyword and target audience before continuing.")).toBeInTheDocument();
  expect(onComplete).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole("radio", { name: "Busy professionals" }));
  await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));
  await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  const saved = onComplete.mock.calls[0]![0] as Record<string, unknown>;
  expect(saved).toMatchObject({
    niche: "yoga mats",
    result: SAMPLE_ANALYSIS,
    selectedKeywords: ["eco yoga mat", "non slip yoga mat", "thick yoga mat"],
    selectedTargetAudience: "Busy professionals",
  });
  expect(saved.category).toBe("");
  expect(typeof saved.generatedAt).toBe("string");
});

/** Saved step data: the sample analysis of "yoga mats" with one keyword and an audience picked. */
const savedStep = (category: string) => ({
  niche: "yoga mats",
  category,
  ...SAMPLE_ANSWER,
  selectedKeywords: ["eco yoga mat"],
  selectedTargetAudience: "Seniors (50+)",
  generatedAt: "x",
});

it("restores saved data ('Re-analyze Trends'), and Back returns from the selection to the analysis", async () => {
  mockFetch({});
  const initialData = savedStep("Fashion");
  renderWorkflowStep(TrendspyWorkflowStep, { next, initialData });
  expect(screen.getByRole("button", { name: "Re-analyze Trends" })).toBeInTheDocument();
  expect(screen.getByLabelText("Target Niche")).toHaveValue("yoga mats");
  expect(screen.getByLabelText("Category (Optional)")).toHaveValue("Fashion");
  await userEvent.click(screen.getByRole("button", { name: "Select Keywords & Continue" }));
  expect(screen.getByRole("checkbox", { name: /eco yoga mat/ })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Seniors (50+)" })).toBeChecked();
  await userEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(screen.getByRole("button", { name: "Re-analyze Trends" })).toBeInTheDocument();
});

it("stays on the selection, ready to try again, when the workflow could not save", async () => {
  mockFetch({});
  const initialData = savedStep("");
  const { onComplete } = renderWorkflowStep(TrendspyWorkflowStep, { next, initialData, onComplete: jest.fn(async () => false) });
  await userEvent.click(screen.getByRole("button", { name: "Select Keywords & Continue" }));
  await userEvent.click(screen.getByRole("button", { name: "Continue to Descripto" }));
  await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  expect(screen.getByRole("button", { name: "Continue to Descripto" })).toBeEnabled();
});

it("reports a failed analysis", async () => {
  mockFetch({ "POST /api/trendspy": { status: 502, body: { error: "upstream" } } });
  renderWorkflowStep(TrendspyWorkflowStep, { next });
  await userEvent.type(screen.getByLabelText("Target Niche"), "yoga");
  await userEvent.click(screen.getByRole("button", { name: "Analyze Trends" }));
  expect(await screen.findByText("Failed to analyze trends. Please try again.")).toBeInTheDocument();
});
