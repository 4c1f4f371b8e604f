// What every tool's workflow step does around its form: restore the saved data or start from the
// prefill, run the tool (its use<Action> hook, which reports a failure), keep and report the result,
// toast success, and save the step when the user continues; plus the card that lays the form, the
// result and the continue button out. A tool's step keeps only its prefill mapping and how it
// renders its result. Nothing here names a tool.
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import styled from "styled-components";
import { useToast } from "@seo/ui/toastStore";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { ContinueBar, ContinueButton, ResultPanel, StepCard, SubList as SubListBox } from "@seo/ui/workflowStepParts";
import { isOfflineDraft, OfflineDraftNotice } from "@seo/ui/OfflineDraftNotice";

/** A schema the saved step data is read with (a zod schema fits). */
export interface StepDataSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * The saved step data when it parses (null otherwise), and where the form starts from: the saved data,
 * or the workflow's prefill when nothing is saved.
 */
export function readStepStart<T extends object>(
  schema: StepDataSchema<T>,
  initialData: unknown,
  prefill: Readonly<Record<string, string>> = {},
): { saved: T | null; from: Partial<Record<string, string>> } {
  const parsed = initialData == null ? null : schema.safeParse(initialData);
  const saved = parsed?.success ? parsed.data : null;
  return { saved, from: (saved ?? prefill) as Partial<Record<string, string>> };
}

export interface WorkflowStepRunOptions<V, R, G> {
  /** The result restored from the saved data, or null. */
  initial: G | null;
  /** The tool's call (its use<Action> hook), which reports its own failures. */
  mutation: Pick<UseMutationResult<R, Error, V>, "mutate" | "isPending">;
  /** The step's result from the form's values and the tool's answer. */
  toResult(values: V, response: R): G;
  /** Called with a fresh result, after it is kept. */
  onResult?(result: G): void;
  /** The success toast. */
  success(response: R): { title: string; description: string };
  /**
   * What the workflow gets (onChange) from the result; the result itself by default. A new function
   * is a new report, so keep it stable: a module-level function, or a useCallback over what else it
   * reads (then the workflow hears of those changes too).
   */
  report?(result: G | null): unknown;
  onChange: WorkflowStepProps["onChange"];
  onComplete: WorkflowStepProps["onComplete"];
}

const asIs = <T,>(value: T) => value;

/** The run of a tool in a workflow step: its result, the call, and the save. */
export function useWorkflowStepRun<V, R, G>(options: WorkflowStepRunOptions<V, R, G>) {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<G | null>(options.initial);
  // Whether the offline engine wrote the result on screen (a saved step's result does not say).
  const [offline, setOffline] = useState(false);

  const report = options.report ?? asIs;
  const reported = useMemo(() => report(result), [report, result]);
  const tellWorkflow = useEffectEvent((data: unknown) => options.onChange?.(data));
  useEffect(() => tellWorkflow(reported), [reported]);

  const generate = (values: V) => {
    options.mutation.mutate(values, {
      onSuccess: (response) => {
        const fresh = options.toResult(values, response);
        setResult(fresh);
        setOffline(isOfflineDraft(response));
        options.onResult?.(fresh);
        toast({ ...options.success(response), variant: "success" });
      },
    });
  };

  /** Saves the step's data (what `report` gives unless told otherwise) and moves on. */
  const save = async (data: unknown = reported) => {
    if (data == null) return;
    setSaving(true);
    try {
      await options.onComplete(data);
    } finally {
      setSaving(false);
    }
  };

  return { result, offline, generate, pending: options.mutation.isPending, saving, save, toast };
}

export interface ToolWorkflowStepProps {
  /** Unique on the page: names the card's heading. */
  id: string;
  step: Pick<WorkflowStepProps, "position" | "carried" | "afterResult" | "next" | "results">;
  title: string;
  description: string;
  icon(props: { size: number }): ReactNode;
  /** The tool's form, as its page shows it (screen "workflow"). */
  form: ReactNode;
  /** The step's run: whether the step is saving, the save, and whether the offline engine wrote the result. */
  run: { saving: boolean; save(): Promise<void>; offline?: boolean };
  /** The result, once there is one: its panel, what stands before it and the details inside it. */
  result: { title: string; text: string; filename: string; before?: ReactNode; details?: ReactNode } | null;
  /** Whether the continue button stands under the result; not when the step moves on another way. */
  continues?: boolean;
}

const NoticeSpacing = styled.div`
  margin-top: 24px;
`;

/** A tool's step card: its form, the generate button, the result panel and the continue button. */
export function ToolWorkflowStep({
  id,
  step,
  title,
  description,
  icon: Icon,
  form,
  run,
  result,
  continues = true,
}: ToolWorkflowStepProps) {
  return (
    <StepCard id={id} position={step.position} title={title} description={description} icon={<Icon size={22} />}>
      {step.carried}
      {form}

      {result ? (
        <>
          {result.before}
          {run.offline && (
            <NoticeSpacing>
              <OfflineDraftNotice />
            </NoticeSpacing>
          )}
          <ResultPanel title={result.title} text={result.text} filename={result.filename} actions={step.results}>
            {result.details}
          </ResultPanel>
          {step.afterResult}
          {continues ? (
            <ContinueBar>
              <ContinueButton next={step.next} onClick={() => void run.save()} busy={run.saving} />
            </ContinueBar>
          ) : null}
        </>
      ) : null}
    </StepCard>
  );
}

/** A titled bullet list of strings in a result (tips, recommendations); nothing when empty. */
export function ResultList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <SubListBox>
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </SubListBox>
  );
}
