// Descripto's step in the guided workflow (exposed as `mfe_descripto/WorkflowStep`): the product
// description, its form (the page's) prefilled by the workflow from the earlier steps.
import { useState } from "react";
import { TONES, type DescriptoRequest, type Tone } from "@seo/descripto-contract";
import { descriptoStepDataSchema, type DescriptoStepData } from "@seo/contracts/workflowStepData";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { stepFormProps } from "@seo/ui/stepFormProps";
import { useGenerateDescription } from "../api/useGenerateDescription";
import { DescriptoForm, type DescriptoValues } from "../components/DescriptoForm";
import { DescriptoIcon } from "../components/DescriptoIcon";

const SUBMIT = "Generate Description";

const asTone = (value: string | undefined): Tone =>
  (TONES as readonly string[]).includes(value ?? "") ? (value as Tone) : "professional";

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(descriptoStepDataSchema, initialData, prefill);
  const values: DescriptoRequest = {
    productName: from.productName ?? "",
    targetAudience: from.targetAudience ?? "",
    keyFeatures: from.keyFeatures ?? "",
    keywords: from.keywords ?? "",
    tone: asTone(from.tone),
  };
  return { saved, values };
}

/** Step 2: the product description, prefilled from the research. */
export default function DescriptoWorkflowStep(props: WorkflowStepProps) {
  const { project, initialData, prefill, prefillSource, next } = props;
  const [start] = useState(() => startingValues(initialData, prefill));
  const generate = useGenerateDescription("workflow");

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? start.saved : null,
    mutation: generate,
    toResult: ({ variant: _variant, ...values }: DescriptoValues, data): DescriptoStepData => ({
      ...values,
      result: data.result,
      suggestions: data.suggestions ?? [],
      ...(data.metaDescription ? { metaDescription: data.metaDescription } : {}),
      generatedAt: new Date().toISOString(),
    }),
    success: () => ({
      title: "Description Generated!",
      description: next.title ? `Review it, then continue to ${next.title}.` : "Review it, then continue.",
    }),
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  return (
    <ToolWorkflowStep
      id="descripto"
      step={props}
      title="Descripto Product Description"
      description="Write an SEO-optimised description using your research."
      icon={DescriptoIcon}
      form={
        <DescriptoForm
          {...stepFormProps(run, start.values, SUBMIT, <DescriptoIcon size={16} />)}
          autoFilledFrom={prefillSource}
        />
      }
      run={run}
      result={
        run.result && {
          title: "Generated Description",
          text: run.result.result,
          filename: `${project.fileStem}_description`,
          details: <ResultList title="Optimization Tips" items={run.result.suggestions} />,
        }
      }
    />
  );
}
