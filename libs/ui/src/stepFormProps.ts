// What a tool's form gets in its workflow step, from the step's run (useWorkflowStepRun). Its own
// module, so a remote built with it still runs beside a host whose design system predates it.
import type { ReactNode } from "react";

/** The form in the step: its starting values, the run's call and pending state, and its button. */
export function stepFormProps<V, Start>(
  run: { generate(values: V): void; pending: boolean },
  defaultValues: Start,
  submitLabel: string,
  submitIcon: ReactNode,
) {
  return {
    screen: "workflow" as const,
    defaultValues,
    onSubmit: run.generate,
    pending: run.pending,
    submitLabel,
    submitIcon,
  };
}
