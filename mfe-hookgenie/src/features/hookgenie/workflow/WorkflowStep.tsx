// HookGenie's step in the guided workflow (exposed as `mfe_hookgenie/WorkflowStep`): headlines from
// the description, with the workflow screen's type and style set (DESIGN.md decision 3).
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import styled from "styled-components";
import { CONTENT_TYPES, STYLES } from "@seo/hookgenie-contract";
import type { Headline } from "@seo/hookgenie-contract";
import { hookgenieStepDataSchema, type HookgenieStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Select, Textarea } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import {
  Actions,
  Columns,
  ContinueBar,
  ContinueButton,
  FormField,
  ResultPanel,
  Stack,
  StepCard,
  StepIcon,
  SubList,
} from "@seo/ui/workflowStepParts";
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

function startingValues(
  initialData: unknown,
  prefill: Readonly<Record<string, string>>,
): { saved: HookgenieStepData | null; values: FormValues } {
  const parsed = initialData == null ? null : hookgenieStepDataSchema.safeParse(initialData);
  const saved = parsed?.success ? parsed.data : null;
  const from = saved ?? prefill;
  return {
    saved,
    values: {
      topic: from.topic ?? "",
      type: isType(from.type) ? from.type : "headline",
      style: isStyle(from.style) ? from.style : "compelling",
    },
  };
}

type Generated = HookgenieStepData & { headlines?: Headline[] };

/** What is saved: the form, the result and the tips (the structured headlines are not). */
function stepData(generated: Generated | null): HookgenieStepData | null {
  if (!generated) return null;
  const { headlines: _headlines, ...data } = generated;
  return data;
}

/** Step 3: headlines from the description. */
export default function HookgenieWorkflowStep({
  project,
  position,
  initialData,
  prefill,
  carried,
  afterResult,
  next,
  onComplete,
  onChange,
  results,
}: WorkflowStepProps) {
  const [start] = useState(() => startingValues(initialData, prefill));
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(start.saved?.result ? start.saved : null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: start.values,
  });

  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => reportChange.current?.(stepData(generated)), [generated]);

  const generate = useMutation({ mutationFn: generateHeadlines });

  const onGenerate = form.handleSubmit((values) => {
    generate.mutate(values, {
      onSuccess: (data) => {
        setGenerated({
          ...values,
          result: data.result,
          tips: data.tips ?? [],
          headlines: data.headlines,
          generatedAt: new Date().toISOString(),
        });
        toast({
          title: "Headlines Generated!",
          description: next.title ? `Pick your favourite, then audit it with ${next.title}.` : "Pick your favourite.",
          variant: "success",
        });
      },
      onError: () => {
        toast({
          title: "Generation Failed",
          description: "Failed to generate headlines. Please try again.",
          variant: "destructive",
        });
      },
    });
  });

  const onContinue = async () => {
    const data = stepData(generated);
    if (!data) return;
    setSaving(true);
    try {
      await onComplete(data);
    } finally {
      setSaving(false);
    }
  };

  const { errors } = form.formState;
  return (
    <StepCard
      id="hookgenie"
      position={position}
      title="HookGenie Headlines"
      description="Create compelling headlines and titles from your description."
      icon={<SparkIcon size={22} />}
    >
      {carried}
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <FormField
            id="hookgenie-topic"
            label="Topic/Product"
            error={errors.topic?.message}
            hint="Prefilled from your description"
          >
            <Textarea
              id="hookgenie-topic"
              rows={4}
              $invalid={Boolean(errors.topic)}
              aria-invalid={Boolean(errors.topic)}
              {...form.register("topic")}
            />
          </FormField>
          <Columns>
            <FormField id="hookgenie-type" label="Content Type">
              <Select id="hookgenie-type" {...form.register("type")}>
                {CONTENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="hookgenie-style" label="Style">
              <Select id="hookgenie-style" {...form.register("style")}>
                {STYLES.map((s) => (
                  <option key={s} value={s}>
                    {STYLE_LABELS[s]}
                  </option>
                ))}
              </Select>
            </FormField>
          </Columns>
          <Actions>
            <Button
              type="submit"
              variant="gradient"
              busy={generate.isPending}
              icon={generate.isPending ? undefined : <SparkIcon size={16} />}
            >
              {generate.isPending ? "Generating..." : "Generate Headlines"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ResultPanel
            title="Generated Headlines"
            text={generated.result}
            filename={`${project.fileStem}_headlines`}
            actions={results}
          >
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
            {generated.tips.length > 0 ? (
              <SubList>
                <h4>Writing Tips</h4>
                <ul>
                  {generated.tips.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </SubList>
            ) : null}
          </ResultPanel>
          {afterResult}
          <ContinueBar>
            <ContinueButton next={next} onClick={() => void onContinue()} busy={saving} />
          </ContinueBar>
        </>
      ) : null}
    </StepCard>
  );
}
