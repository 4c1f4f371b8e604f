// SeoSnapshot's step in the guided workflow (exposed as `mfe_seosnapshot/WorkflowStep`): the audit
// of the page title and meta description, with its score. The workflow adds what follows the result
// (the blog post) and completes the project.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "@seo/contracts/constants";
import { seosnapshotStepDataSchema, type SeosnapshotStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Input, Textarea } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import {
  Actions,
  ContinueBar,
  ContinueButton,
  FormField,
  ResultPanel,
  Stack,
  StepCard,
  StepIcon,
  SubList,
} from "@seo/ui/workflowStepParts";
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

function startingValues(
  initialData: unknown,
  prefill: Readonly<Record<string, string>>,
): { saved: SeosnapshotStepData | null; values: FormValues } {
  const parsed = initialData == null ? null : seosnapshotStepDataSchema.safeParse(initialData);
  const saved = parsed?.success ? parsed.data : null;
  const from = saved ?? prefill;
  return { saved, values: { title: from.title ?? "", description: from.description ?? "", url: from.url ?? "" } };
}

/** Step 4: the audit of the page title and meta description. */
export default function SeosnapshotWorkflowStep({
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
  const [generated, setGenerated] = useState<SeosnapshotStepData | null>(start.saved?.result ? start.saved : null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: start.values,
  });
  const title = form.watch("title") ?? "";
  const description = form.watch("description") ?? "";

  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => reportChange.current?.(generated), [generated]);

  const generate = useMutation({ mutationFn: auditSeo });

  const onGenerate = form.handleSubmit((values) => {
    generate.mutate(values, {
      onSuccess: (data) => {
        setGenerated({
          ...values,
          result: data.result,
          recommendations: data.recommendations ?? [],
          generatedAt: new Date().toISOString(),
        });
        toast({
          title: "SEO Analysis Complete!",
          description: `SEO Score: ${parseSeoScore(data.result)}/100`,
          variant: "success",
        });
      },
      onError: () => {
        toast({
          title: "Generation Failed",
          description: "Failed to generate SEO analysis. Please try again.",
          variant: "destructive",
        });
      },
    });
  });

  const onContinue = async () => {
    if (!generated) return;
    setSaving(true);
    try {
      await onComplete(generated);
    } finally {
      setSaving(false);
    }
  };

  const { errors } = form.formState;
  return (
    <StepCard
      id="seosnapshot"
      position={position}
      title="SeoSnapshot Audit"
      description="Audit your page title and meta description, then get your blog post."
      icon={<GaugeIcon size={22} />}
    >
      {carried}
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <FormField
            id="seosnapshot-title"
            label="Page Title"
            error={errors.title?.message}
            hint={`Aim for ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters`}
            counter={{ value: title.length, min: TITLE_GUIDE.min, max: TITLE_GUIDE.max }}
          >
            <Input
              id="seosnapshot-title"
              $invalid={Boolean(errors.title)}
              aria-invalid={Boolean(errors.title)}
              {...form.register("title")}
            />
          </FormField>
          <FormField
            id="seosnapshot-description"
            label="Meta Description"
            error={errors.description?.message}
            hint={`Aim for ${DESCRIPTION_GUIDE.min}-${DESCRIPTION_GUIDE.max} characters`}
            counter={{ value: description.length, min: DESCRIPTION_GUIDE.min, max: DESCRIPTION_GUIDE.max }}
          >
            <Textarea
              id="seosnapshot-description"
              rows={4}
              $invalid={Boolean(errors.description)}
              aria-invalid={Boolean(errors.description)}
              {...form.register("description")}
            />
          </FormField>
          <FormField id="seosnapshot-url" label="Website URL (Optional)" error={errors.url?.message}>
            <Input
              id="seosnapshot-url"
              type="url"
              inputMode="url"
              placeholder="https://example.com/product"
              $invalid={Boolean(errors.url)}
              aria-invalid={Boolean(errors.url)}
              {...form.register("url")}
            />
          </FormField>
          <Actions>
            <Button
              type="submit"
              variant="gradient"
              busy={generate.isPending}
              icon={generate.isPending ? undefined : <GaugeIcon size={16} />}
            >
              {generate.isPending ? "Generating..." : "Generate SEO Analysis"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ScoreCard score={parseSeoScore(generated.result)} />
          <ResultPanel
            title="SEO Analysis"
            text={generated.result}
            filename={`${project.fileStem}_seo_analysis`}
            actions={results}
          >
            {generated.recommendations.length > 0 ? (
              <SubList>
                <h4>Recommendations</h4>
                <ul>
                  {generated.recommendations.map((r) => (
                    <li key={r}>{r}</li>
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
