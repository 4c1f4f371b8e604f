/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@seo/ui/testing/fetchMock";
import { generateInStep, renderWorkflowStep } from "@seo/ui/testing/renderWorkflowStep";
import { setupWorkflowStepTests } from "@seo/ui/testing/toolTests";
import DescriptoWorkflowStep from "./WorkflowStep";

const next = { label: "Continue to HookGenie", title: "HookGenie", final: false };
const prefill = {
  productName: "",
  keyFeatures: "",
  targetAudience: "Busy professionals",
  keywords: "eco yoga mat, thick yoga mat",
  tone: "professional",
};

setupWorkflowStepTests();

it("starts from the prefill, shows what was carried, generates, and completes with the step data", async () => {
  const { calls } = mockFetch({
    "POST /api/descripto": {
      body: { result: "ZenMat grips on every pose.", suggestions: ["Add size"], metaDescription: "ZenMat: the grippy eco mat." },
    },
  });
  const { onComplete, onChange } = renderWorkflowStep(DescriptoWorkflowStep, {
    next,
    prefill,
    prefillSource: "TrendSpy",
    carried: <aside aria-label="Data from TrendSpy">carried</aside>,
  });
  expect(screen.getByRole("complementary", { name: "Data from TrendSpy" })).toBeInTheDocument();
  expect(screen.getByLabelText("Target Audience")).toHaveValue("Busy professionals");
  expect(screen.getByLabelText("SEO Keywords")).toHaveValue("eco yoga mat, thick yoga mat");
  expect(screen.getByLabelText("Writing Tone")).toHaveValue("professional");
  expect(screen.getByText("Auto-filled from TrendSpy")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Continue to HookGenie/ })).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText("Product Name"), "ZenMat");
  await userEvent.type(screen.getByLabelText("Key Features"), "Natural rubber");
  const sent = await generateInStep(calls, "/api/descripto", "Generate Description", "Description Generated!");
  expect(screen.getByText("Review it, then continue to HookGenie.")).toBeInTheDocument();
  expect(sent).toEqual({
    productName: "ZenMat",
    keyFeatures: "Natural rubber",
    targetAudience: "Busy professionals",
    tone: "professional",
    keywords: "eco yoga mat, thick yoga mat",
  });
  expect(screen.getByRole("region", { name: "Generated Description" })).toHaveTextContent("ZenMat grips on every pose.");
  expect(onChange).toHaveBeenLastCalledWith(
    expect.objectContaining({ productName: "ZenMat", result: "ZenMat grips on every pose." }),
  );

  await userEvent.click(screen.getByRole("button", { name: /Continue to HookGenie/ }));
  await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  expect(onComplete.mock.calls[0]![0]).toMatchObject({
    productName: "ZenMat",
    result: "ZenMat grips on every pose.",
    suggestions: ["Add size"],
    metaDescription: "ZenMat: the grippy eco mat.",
  });
});

it("restores saved data over the prefill", () => {
  mockFetch({});
  const initialData = {
    productName: "ZenMat",
    keyFeatures: "Rubber",
    targetAudience: "Seniors (50+)",
    tone: "luxury",
    keywords: "k",
    result: "Saved text.",
    suggestions: [],
  };
  renderWorkflowStep(DescriptoWorkflowStep, { next, prefill, prefillSource: "TrendSpy", initialData });
  expect(screen.getByLabelText("Product Name")).toHaveValue("ZenMat");
  expect(screen.getByLabelText("Target Audience")).toHaveValue("Seniors (50+)");
  expect(screen.getByLabelText("Writing Tone")).toHaveValue("luxury");
  expect(screen.getByRole("region", { name: "Generated Description" })).toHaveTextContent("Saved text.");
  expect(screen.getByRole("button", { name: /Continue to HookGenie/ })).toBeInTheDocument();
});

it("reports a failed description", async () => {
  mockFetch({ "POST /api/descripto": { status: 500, body: { error: "x" } } });
  renderWorkflowStep(DescriptoWorkflowStep, { next });
  await userEvent.type(screen.getByLabelText("Product Name"), "A");
  await userEvent.type(screen.getByLabelText("Target Audience"), "B");
  await userEvent.type(screen.getByLabelText("Key Features"), "C");
  await userEvent.click(screen.getByRole("button", { name: "Generate Description" }));
  expect(await screen.findByText("Failed to generate description. Please try again.")).toBeInTheDocument();
});
