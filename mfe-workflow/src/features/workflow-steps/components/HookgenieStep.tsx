import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import styled from "styled-components";
import { CONTENT_TYPES, STYLES, type Headline } from "@seo/hookgenie-contract";
import type { WorkflowProject } from "@seo/contracts/workflow";
import { descriptoStepDataSchema, hookgenieStepDataSchema, trendspyStepDataSchema, type HookgenieStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Select, Textarea } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import { ArrowRightIcon, SparkIcon } from "../../../components/icons";
import { filenameSlug } from "../../../lib/fileNames";
import { hookgeniePrefill } from "../../../lib/prefill";
import { readStepData } from "../../../lib/stepData";
import { runHookgenie } from "../api/toolsApi";
import { useContinueToStep } from "../hooks/useWorkflowProject";
import { ResultPanel, SubList } from "./ResultPanel";
import { Actions, CarriedData, Columns, ContinueBar, FormField, Stack, StepCard } from "./StepLayout";

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
  li span { margin-left: 6px; font-size: 0.75rem; color: ${({ theme }) => theme.colors.textSubtle}; }
`;

const isType = (v: string): v is ContentType => (CONTENT_TYPES as readonly string[]).includes(v);
const isStyle = (v: string): v is Style => (STYLES as readonly string[]).includes(v);

/** Step 3: headlines from the description. */
export function HookgenieStep({ project }: { project: WorkflowProject }) {
  const saved = readStepData(hookgenieStepDataSchema, project.hookgenieData);
  const descripto = readStepData(descriptoStepDataSchema, project.descriptoData);
  const trend = readStepData(trendspyStepDataSchema, project.trendspyData);
  const { toast } = useToast();
  const { continueTo, saving } = useContinueToStep(project);
  const [generated, setGenerated] = useState<(HookgenieStepData & { headlines?: Headline[] }) | null>(saved?.result ? saved : null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: saved
      ? {
          topic: saved.topic,
          type: isType(saved.type) ? saved.type : "headline",
          style: isStyle(saved.style) ? saved.style : "compelling",
        }
      : hookgeniePrefill(trend, descripto),
  });

  const generate = useMutation({ mutationFn: runHookgenie });

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
        toast({ title: "Headlines Generated!", description: "Pick your favourite, then audit it with SeoSnapshot.", variant: "success" });
      },
      onError: () => {
        toast({ title: "Generation Failed", description: "Failed to generate headlines. Please try again.", variant: "destructive" });
      },
    });
  });

  const onContinue = () => {
    if (!generated) return;
    const { headlines: _headlines, ...data } = generated;
    void continueTo({ hookgenieData: JSON.stringify(data) }, "seosnapshot");
  };

  const { errors } = form.formState;
  return (
    <StepCard
      step="hookgenie"
      title="HookGenie Headlines"
      description="Create compelling headlines and titles from your description."
      icon={<SparkIcon size={22} />}
    >
      <CarriedData
        from="descripto"
        title="Data from Descripto"
        items={[
          ["Product", descripto?.productName ?? ""],
          ["Keywords", descripto?.keywords ?? ""],
        ]}
      />
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <FormField id="hookgenie-topic" label="Topic/Product" error={errors.topic?.message} hint="Prefilled from your description">
            <Textarea id="hookgenie-topic" rows={4} $invalid={Boolean(errors.topic)} aria-invalid={Boolean(errors.topic)} {...form.register("topic")} />
          </FormField>
          <Columns>
            <FormField id="hookgenie-type" label="Content Type">
              <Select id="hookgenie-type" {...form.register("type")}>
                {CONTENT_TYPES.map((t) => (
                  <option key={t} value={t}>{TYPE_LABELS[t]}</option>
                ))}
              </Select>
            </FormField>
            <FormField id="hookgenie-style" label="Style">
              <Select id="hookgenie-style" {...form.register("style")}>
                {STYLES.map((s) => (
                  <option key={s} value={s}>{STYLE_LABELS[s]}</option>
                ))}
              </Select>
            </FormField>
          </Columns>
          <Actions>
            <Button type="submit" variant="gradient" busy={generate.isPending} icon={generate.isPending ? undefined : <SparkIcon size={16} />}>
              {generate.isPending ? "Generating..." : "Generate Headlines"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ResultPanel title="Generated Headlines" text={generated.result} filename={`${filenameSlug(project.projectName)}_headlines`}>
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
          <ContinueBar>
            <Button variant="gradient" onClick={onContinue} busy={saving}>
              Complete with SeoSnapshot
              <ArrowRightIcon size={16} />
            </Button>
          </ContinueBar>
        </>
      ) : null}
    </StepCard>
  );
}
