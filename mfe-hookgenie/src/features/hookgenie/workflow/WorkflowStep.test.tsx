/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch } from "@seo/ui/testing/fetchMock";
import { generateInStep, renderWorkflowStep } from "@seo/ui/testing/renderWorkflowStep";
import { setupWorkflowStepTests } from "@seo/ui/testing/toolTests";
import HookgenieWorkflowStep from "./WorkflowStep";

const next = { label: "Complete with SeoSnapshot", title: "SeoSnapshot", final: false };

setupWorkflowStepTests();

it("starts from the prefill, generates, and completes without the structured headlines", async () => {
  const { calls } = mockFetch({
    "POST /api/hookgenie": {
      body: {
        result: "1. 'Grip Every Pose'\n2. Other",
        tips: ["Test both"],
        headlines: [{ text: "Grip Every Pose", score: 82, length: 15, limit: 60 }],
      },
    },
  });
  const { onComplete } = renderWorkflowStep(HookgenieWorkflowStep, {
    next,
    prefill: { topic: "ZenMat: Natural rubber", type: "headline", style: "compelling" },
    prefillSource: "Descripto",
  });
  expect(screen.getByLabelText("Topic/Product")).toHaveValue("ZenMat: Natural rubber");
  expect(screen.getByLabelText("Content Type")).toHaveValue("headline");
  expect(screen.getByLabelText("Style")).toHaveValue("compelling");

  const sent = await generateInStep(calls, "/api/hookgenie", "Generate Headlines", "Headlines Generated!");
  expect(screen.getByText("Pick your favourite, then audit it with SeoSnapshot.")).toBeInTheDocument();
  expect(sent).toEqual({
    topic: "ZenMat: Natural rubber",
    type: "headline",
    style: "compelling",
  });
  await userEvent.click(screen.getByRole("button", { name: /Complete with SeoSnapshot/ }));
  await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  const saved = onComplete.mock.calls[0]![0] as Record<string, unknown>;
  expect(saved).toMatchObject({ topic: "ZenMat: Natural rubber", result: "1. 'Grip Every Pose'\n2. Other", tips: ["Test both"] });
  expect(saved).not.toHaveProperty("headlines");
});

it("restores saved data, falling back to the default type and style for values outside the set", () => {
  mockFetch({});
  renderWorkflowStep(HookgenieWorkflowStep, {
    next,
    prefill: { topic: "ignored", type: "ad_copy", style: "urgent" },
    initialData: { topic: "ZenMat", type: "title", style: "professional", result: "1. Saved", tips: [] },
  });
  expect(screen.getByLabelText("Topic/Product")).toHaveValue("ZenMat");
  expect(screen.getByLabelText("Content Type")).toHaveValue("headline");
  expect(screen.getByLabelText("Style")).toHaveValue("compelling");
  expect(screen.getByRole("region", { name: "Generated Headlines" })).toHaveTextContent("1. Saved");
});

it("reports failed headlines", async () => {
  mockFetch({ "POST /api/hookgenie": { status: 500, body: { error: "x" } } });
  renderWorkflowStep(HookgenieWorkflowStep, { next, prefill: { topic: "ZenMat" } });
  await userEvent.click(screen.getByRole("button", { name: "Generate Headlines" }));
  expect(await screen.findByText("Failed to generate headlines. Please try again.")).toBeInTheDocument();
});
