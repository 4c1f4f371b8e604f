// Descripto's step in the guided workflow (exposed as `mfe_descripto/WorkflowStep`): the product
// description, its form prefilled by the workflow from the earlier steps.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { TONES, type Tone } from "@seo/descripto-contract";
import { descriptoStepDataSchema, type DescriptoStepData } from "@seo/contracts/workflowStepData";
import { Input } from "@seo/ui/Input";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { Columns, FormField, SelectField, StepIcon, TextAreaField, TextField } from "@seo/ui/workflowStepParts";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { generateDescription } from "../api/generateDescription";

const formSchema = z.object({
  productName: z.string().trim().min(1, "Required").max(200),
  targetAudience: z.string().trim().min(1, "Required").max(500),
  keyFeatures: z.string().trim().min(1, "Required").max(4000),
  keywords: z.string().max(1000),
  tone: z.enum(TONES),
});
type FormValues = z.infer<typeof formSchema>;

const TONE_LABELS: Record<Tone, string> = {
  professional: "Professional",
  casual: "Casual",
  enthusiastic: "Enthusiastic",
  luxury: "Luxury",
  technical: "Technical",
};

const PenIcon = ({ size }: { size: number }) => (
  <StepIcon size={size}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </StepIcon>
);

const asTone = (value: string | undefined): Tone =>
  (TONES as readonly string[]).includes(value ?? "") ? (value as Tone) : "professional";

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(descriptoStepDataSchema, initialData, prefill);
  const values: FormValues = {
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

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onChange",
    defaultValues: start.values,
  });

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? start.saved : null,
    call: generateDescription,
    toResult: (values: FormValues, data): DescriptoStepData => ({
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
    failure: "Failed to generate description. Please try again.",
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  const autoFilled = prefillSource ? `Auto-filled from ${prefillSource}` : undefined;
  const { errors } = form.formState;
  const fields = (
    <>
      <Columns>
        <TextField
          id="descripto-product"
          label="Product Name"
          error={errors.productName}
          placeholder="e.g., ZenGrip Eco Yoga Mat"
          {...form.register("productName")}
        />
        <TextField
          id="descripto-audience"
          label="Target Audience"
          error={errors.targetAudience}
          hint={autoFilled}
          {...form.register("targetAudience")}
        />
      </Columns>
      <TextAreaField
        id="descripto-features"
        label="Key Features"
        error={errors.keyFeatures}
        hint="One per line works best"
        rows={4}
        placeholder={"Non-slip natural rubber\n6 mm cushioning\nFree carry strap"}
        {...form.register("keyFeatures")}
      />
      <Columns>
        <FormField
          id="descripto-keywords"
          label="SEO Keywords"
          error={errors.keywords?.message}
          hint={autoFilled ? `${autoFilled}, comma separated` : "Comma separated"}
        >
          <Input id="descripto-keywords" {...form.register("keywords")} />
        </FormField>
        <SelectField id="descripto-tone" label="Writing Tone" options={TONES} labels={TONE_LABELS} {...form.register("tone")} />
      </Columns>
    </>
  );

  return (
    <ToolWorkflowStep
      id="descripto"
      step={props}
      title="Descripto Product Description"
      description="Write an SEO-optimised description using your research."
      icon={PenIcon}
      onSubmit={form.handleSubmit(run.generate)}
      fields={fields}
      run={run}
      submitLabel="Generate Description"
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
