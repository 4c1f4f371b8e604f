// SeoSnapshot's step in the guided workflow (exposed as `mfe_seosnapshot/WorkflowStep`): the audit
// of the page title and meta description, with its score. The workflow adds what follows the result
// (the blog post) and completes the project.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "@seo/contracts/constants";
import { seosnapshotStepDataSchema, type SeosnapshotStepData } from "@seo/contracts/workflowStepData";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { StepIcon, TextAreaField, TextField } from "@seo/ui/workflowStepParts";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { auditSeo } from "../api/auditSeo";
import { ScoreCard } from "./ScoreCard";
import { parseSeoScore } from "./seoScore";

const formSchema = z.object({
  title: z.string().trim().min(1, "Required").max(300),
  description: z.string().trim().min(1, "Required").max(1000),
  url: z.union([z.literal(""), z.string().trim().url("Must be a valid URL").max(2048)]),
});
type FormValues = z.infer<typeof formSchema>;

const GaugeIcon = ({ size }: { size: number }) => (
  <StepIcon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3M8 11l2 2 4-4" />
  </StepIcon>
);

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(seosnapshotStepDataSchema, initialData, prefill);
  const values: FormValues = { title: from.title ?? "", description: from.description ?? "", url: from.url ?? "" };
  return { saved, values };
}

/** Step 4: the audit of the page title and meta description. */
export default function SeosnapshotWorkflowStep(props: WorkflowStepProps) {
  const { project, initialData, prefill } = props;
  const [start] = useState(() => startingValues(initialData, prefill));

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: start.values,
  });
  const title = form.watch("title") ?? "";
  const description = form.watch("description") ?? "";

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? start.saved : null,
    call: auditSeo,
    toResult: (values: FormValues, data): SeosnapshotStepData => ({
      ...values,
      result: data.result,
      recommendations: data.recommendations ?? [],
      generatedAt: new Date().toISOString(),
    }),
    success: (data) => ({ title: "SEO Analysis Complete!", description: `SEO Score: ${parseSeoScore(data.result)}/100` }),
    failure: "Failed to generate SEO analysis. Please try again.",
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  const { errors } = form.formState;
  const fields = (
    <>
      <TextField
        id="seosnapshot-title"
        label="Page Title"
        error={errors.title}
        hint={`Aim for ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters`}
        counter={{ value: title.length, min: TITLE_GUIDE.min, max: TITLE_GUIDE.max }}
        {...form.register("title")}
      />
      <TextAreaField
        id="seosnapshot-description"
        label="Meta Description"
        error={errors.description}
        hint={`Aim for ${DESCRIPTION_GUIDE.min}-${DESCRIPTION_GUIDE.max} characters`}
        counter={{ value: description.length, min: DESCRIPTION_GUIDE.min, max: DESCRIPTION_GUIDE.max }}
        rows={4}
        {...form.register("description")}
      />
      <TextField
        id="seosnapshot-url"
        label="Website URL (Optional)"
        error={errors.url}
        type="url"
        inputMode="url"
        placeholder="https://example.com/product"
        {...form.register("url")}
      />
    </>
  );

  return (
    <ToolWorkflowStep
      id="seosnapshot"
      step={props}
      title="SeoSnapshot Audit"
      description="Audit your page title and meta description, then get your blog post."
      icon={GaugeIcon}
      onSubmit={form.handleSubmit(run.generate)}
      fields={fields}
      run={run}
      submitLabel="Generate SEO Analysis"
      result={
        run.result && {
          title: "SEO Analysis",
          text: run.result.result,
          filename: `${project.fileStem}_seo_analysis`,
          before: <ScoreCard score={parseSeoScore(run.result.result)} />,
          details: <ResultList title="Recommendations" items={run.result.recommendations} />,
        }
      }
    />
  );
}
