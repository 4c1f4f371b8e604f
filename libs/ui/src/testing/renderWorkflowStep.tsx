// Renders a tool's workflow step as the workflow does, with WorkflowStepProps a test can override;
// the callbacks are jest mocks so a test sees what the step completes with. generateInStep runs its tool.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { AppProviders } from "@seo/ui/AppProviders";
import { createQueryClient } from "@seo/ui/queryClient";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";

export function renderWorkflowStep(Step: ComponentType<WorkflowStepProps>, overrides: Partial<WorkflowStepProps> = {}) {
  const onComplete = jest.fn<Promise<boolean>, [unknown]>(async () => true);
  const onChange = jest.fn<void, [unknown]>();
  const results = { copy: jest.fn(), download: jest.fn() };
  const props: WorkflowStepProps = {
    project: { id: 1, name: "Yoga Mat Launch", fileStem: "yoga_mat_launch" },
    position: { number: 1, total: 4, accent: "#3b82f6", gradient: "linear-gradient(#3b82f6, #06b6d4)" },
    initialData: null,
    prefill: {},
    prefillSource: null,
    next: { label: "Continue", title: "Next Tool", final: false },
    onComplete,
    onChange,
    results,
    ...overrides,
  };
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <Step {...props} />
    </AppProviders>,
  );
  return { ...utils, props, onComplete: props.onComplete as typeof onComplete, onChange, results };
}

/** Presses the step's generate button and waits for its success message: the body the step posted to its tool's `path`. */
export async function generateInStep(
  calls: readonly { method: string; path: string; body: unknown }[],
  path: string,
  button: string,
  success: string,
) {
  await userEvent.click(screen.getByRole("button", { name: button }));
  expect(await screen.findByText(success)).toBeInTheDocument();
  return calls.find((c) => c.method === "POST" && c.path === path)?.body;
}
