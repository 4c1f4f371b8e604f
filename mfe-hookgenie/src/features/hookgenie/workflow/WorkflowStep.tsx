// HookGenie's step in the guided workflow (exposed as `mfe_hookgenie/WorkflowStep`): headlines from
// the description, with the workflow screen's type and style set (DESIGN.md decision 3).
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import styled from "styled-components";
import { CONTENT_TYPES, STYLES } from "@seo/hookgenie-contract";
import type { Headline } from "@seo/hookgenie-contract";
import { hookgenieStepDataSchema, type HookgenieStepData } from "@seo/contracts/workflowStepData";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { Columns, SelectField, StepIcon, TextAreaField } from "@seo/ui/workflowStepParts";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { generateHeadlines } from "../api/generateHeadlines";

type ContentType = (typeof CONTENT_TYPES)[number];
type Style = (typeof STYLES)[number];

const formSchema = z.object({
  topic: z.string().trim().min(1, "Required").max(500),
  type: z.enum(CONTENT_TYPES),
  style: z.enum(STYLES),
});
type FormValues = z.infer<typeof formSchema>;

const TYPE_LABELS: Record<ContentType, string> = {
  headline: "Headline",
  subject_line: "Subject Line",
  social_media: "Social Media",
  ad_copy: "Ad Copy",
};
const STYLE_LABELS: Record<Style, string> = {
  compelling: "Compelling",
  urgent: "Urgent",
  curious: "Curious",
  benefit_driven: "Benefit Driven",
  emotional: "Emotional",
};

const Headlines = styled.ol`
  margin: 0;
  padding-left: 22px;
  display: grid;
  gap: 6px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  li span {
    margin-left: 6px;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const SparkIcon = ({ size }: { size: number }) => (
  <StepIcon size={size}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9ZM19 17l.8 2.2L22 20l-2.2.8L19 23l-.8-2.2L16 20l2.2-.8Z" />
  </StepIcon>
);

const isType = (v: string | undefined): v is ContentType => (CONTENT_TYPES as readonly string[]).includes(v ?? "");
const isStyle = (v: string | undefined): v is Style => (STYLES as readonly string[]).includes(v ?? "");

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(hookgenieStepDataSchema, initialData, prefill);
  const values: FormValues = {
    topic: from.topic ?? "",
    type: isType(from.type) ? from.type : "headline",
    style: isStyle(from.style) ? from.style : "compelling",
  };
  return { saved, values };
}

type Generated = HookgenieStepData & { headlines?: Headline[] };

/** What is saved: the form, the result and the tips (the structured headlines are not). */
function stepData(generated: Generated | null): HookgenieStepData | null {
  if (!generated) return null;
  const { headlines: _headlines, ...data } = generated;
  return data;
}

/** Step 3: headlines from the description. */
export default function HookgenieWorkflowStep(props: WorkflowStepProps) {
  const { project, initialData, prefill, next } = props;
  const [start] = useState(() => startingValues(initialData, prefill));

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: start.values,
  });

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? (start.saved as Generated) : null,
    call: generateHeadlines,
    toResult: (values: FormValues, data): Generated => ({
      ...values,
      result: data.result,
      tips: data.tips ?? [],
      headlines: data.headlines,
      generatedAt: new Date().toISOString(),
    }),
    success: () => ({
      title: "Headlines Generated!",
      description: next.title ? `Pick your favourite, then audit it with ${next.title}.` : "Pick your favourite.",
    }),
    failure: "Failed to generate headlines. Please try again.",
    report: stepData,
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  const { errors } = form.formState;
  const fields = (
    <>
      <TextAreaField
        id="hookgenie-topic"
        label="Topic/Product"
        error={errors.topic}
        hint="Prefilled from your description"
        rows={4}
        {...form.register("topic")}
      />
      <Columns>
        <SelectField
          id="hookgenie-type"
          label="Content Type"
          options={CONTENT_TYPES}
          labels={TYPE_LABELS}
          {...form.register("type")}
        />
        <SelectField id="hookgenie-style" label="Style" options={STYLES} labels={STYLE_LABELS} {...form.register("style")} />
      </Columns>
    </>
  );

  const generated = run.result;
  return (
    <ToolWorkflowStep
      id="hookgenie"
      step={props}
      title="HookGenie Headlines"
      description="Create compelling headlines and titles from your description."
      icon={SparkIcon}
      onSubmit={form.handleSubmit(run.generate)}
      fields={fields}
      run={run}
      submitLabel="Generate Headlines"
      result={
        generated && {
          title: "Generated Headlines",
          text: generated.result,
          filename: `${project.fileStem}_headlines`,
          details: (
            <>
              {generated.headlines && generated.headlines.length > 0 && !generated.result.trim() ? (
                <Headlines>
                  {generated.headlines.map((h) => (
                    <li key={h.text}>
                      {h.text}
                      <span>{`${h.length}/${h.limit}`}</span>
                    </li>
                  ))}
                </Headlines>
              ) : null}
              <ResultList title="Writing Tips" items={generated.tips} />
            </>
          ),
        }
      }
    />
  );
}
