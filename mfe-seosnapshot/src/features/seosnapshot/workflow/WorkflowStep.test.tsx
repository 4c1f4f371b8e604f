/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@seo/ui/testing/fetchMock";
import { generateInStep, renderWorkflowStep } from "@seo/ui/testing/renderWorkflowStep";
import { setupWorkflowStepTests } from "@seo/ui/testing/toolTests";
import SeosnapshotWorkflowStep from "./WorkflowStep";

const next = { label: "Complete Workflow", title: null, final: true };
const prefill = { title: "Grip Calm With ZenMat", description: "ZenMat is the eco yoga mat that grips.", url: "" };

setupWorkflowStepTests();

/** The service's answer for the prefill's title (21 characters) and description (38). */
const audit = (result: string, scores: { overall: number; title: number; description: number }, recommendations: string[]) => ({
  result,
  scores,
  metrics: { titleLength: 21, titleOptimal: false, descriptionLength: 38, descriptionOptimal: false },
  recommendations,
});

it("starts from the prefill, scores, shows what the workflow adds after the result, and completes", async () => {
  const { calls } = mockFetch({
    "POST /api/seosnapshot": {
      body: audit("SEO Score: 86/100\nTitle: good length.", { overall: 86, title: 90, description: 80 }, ["Lengthen the title."]),
    },
  });
  const { onComplete, onChange } = renderWorkflowStep(SeosnapshotWorkflowStep, {
    next,
    prefill,
    prefillSource: "HookGenie",
    afterResult: <p>the blog post</p>,
  });
  expect(screen.getByLabelText("Page Title")).toHaveValue("Grip Calm With ZenMat");
  expect(screen.getByLabelText("Meta Description")).toHaveValue("ZenMat is the eco yoga mat that grips.");
  expect(screen.getByText("21/60")).toBeInTheDocument();
  expect(screen.queryByText("the blog post")).not.toBeInTheDocument();

  const sent = await generateInStep(calls, "/api/seosnapshot", "Generate SEO Analysis", "SEO Analysis Complete!");
  expect(screen.getByText("SEO Score: 86/100")).toBeInTheDocument();
  expect(sent).toEqual({
    title: prefill.title,
    description: prefill.description,
  });
  const score = screen.getByLabelText("SEO Score");
  expect(score).toHaveAttribute("data-rating", "excellent");
  expect(within(score).getByText("86/100 · Excellent")).toBeInTheDocument();
  expect(screen.getByText("the blog post")).toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: "Grip Calm With ZenMat", result: "SEO Score: 86/100\nTitle: good length." }),
  );

  await userEvent.click(screen.getByRole("button", { name: "Complete Workflow" }));
  await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  expect(onComplete.mock.calls[0]![0]).toMatchObject({
    title: "Grip Calm With ZenMat",
    result: "SEO Score: 86/100\nTitle: good length.",
    recommendations: ["Lengthen the title."],
  });
});

it("restores a saved audit: score card without a new analysis, reported to the workflow", () => {
  mockFetch({});
  const initialData = { title: "Best Mat", description: "d", url: "", result: "Score: 42", recommendations: [] };
  const { onChange } = renderWorkflowStep(SeosnapshotWorkflowStep, { next, prefill, initialData });
  expect(screen.getByLabelText("Page Title")).toHaveValue("Best Mat");
  expect(screen.getByText("42/100 · Need Improvement")).toBeInTheDocument();
  expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ title: "Best Mat" }));
});

it("reports a failed analysis", async () => {
  mockFetch({ "POST /api/seosnapshot": { status: 500, body: { error: "x" } } });
  renderWorkflowStep(SeosnapshotWorkflowStep, { next, prefill });
  await userEvent.click(screen.getByRole("button", { name: "Generate SEO Analysis" }));
  expect(await screen.findByText("Failed to generate SEO analysis. Please try again.")).toBeInTheDocument();
});

it("sends the focus keyphrase typed in the step, and none when the field is left empty", async () => {
  const { calls } = mockFetch({
    "POST /api/seosnapshot": { body: audit("SEO Score: 70/100", { overall: 70, title: 70, description: 70 }, []) },
  });
  renderWorkflowStep(SeosnapshotWorkflowStep, { next, prefill });
  expect(
    screen.getByText("The search phrase this page should rank for; left empty, the audit infers one from the title"),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Focus keyphrase (optional)"), "eco yoga mat");
  expect(await generateInStep(calls, "/api/seosnapshot", "Generate SEO Analysis", "SEO Analysis Complete!")).toEqual({
    title: prefill.title,
    description: prefill.description,
    focusKeyphrase: "eco yoga mat",
  });
});
