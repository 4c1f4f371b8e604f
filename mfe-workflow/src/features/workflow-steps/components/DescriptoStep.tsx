import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { TONES, type Tone } from "@seo/descripto-contract";
import type { WorkflowProject } from "@seo/contracts/workflow";
import { descriptoStepDataSchema, trendspyStepDataSchema, type DescriptoStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Input, Select, Textarea } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import { ArrowRightIcon, PenIcon } from "../../../components/icons";
import { filenameSlug } from "../../../lib/fileNames";
import { descriptoPrefill } from "../../../lib/prefill";
import { readStepData } from "../../../lib/stepData";
import { runDescripto } from "../api/toolsApi";
import { useContinueToStep } from "../hooks/useWorkflowProject";
import { ResultPanel, SubList } from "./ResultPanel";
import { Actions, CarriedData, Columns, ContinueBar, FormField, Stack, StepCard } from "./StepLayout";

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

/** Step 2: the product description, prefilled from TrendSpy. */
export function DescriptoStep({ project }: { project: WorkflowProject }) {
  const saved = readStepData(descriptoStepDataSchema, project.descriptoData);
  const trend = readStepData(trendspyStepDataSchema, project.trendspyData);
  const { toast } = useToast();
  const { continueTo, saving } = useContinueToStep(project);
  const [generated, setGenerated] = useState<DescriptoStepData | null>(saved?.result ? saved : null);

  const prefill = descriptoPrefill(trend);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onChange",
    defaultValues: saved
      ? {
          productName: saved.productName,
          targetAudience: saved.targetAudience,
          keyFeatures: saved.keyFeatures,
          keywords: saved.keywords,
          tone: (TONES as readonly string[]).includes(saved.tone) ? (saved.tone as Tone) : "professional",
        }
      : prefill,
  });

  const generate = useMutation({ mutationFn: runDescripto });

  const onGenerate = form.handleSubmit((values) => {
    generate.mutate(values, {
      onSuccess: (data) => {
        setGenerated({
          ...values,
          result: data.result,
          suggestions: data.suggestions ?? [],
          ...(data.metaDescription ? { metaDescription: data.metaDescription } : {}),
          generatedAt: new Date().toISOString(),
        });
        toast({ title: "Description Generated!", description: "Review it, then continue to HookGenie.", variant: "success" });
      },
      onError: () => {
        toast({ title: "Generation Failed", description: "Failed to generate description. Please try again.", variant: "destructive" });
      },
    });
  });

  const onContinue = () => {
    if (!generated) return;
    void continueTo({ descriptoData: JSON.stringify(generated) }, "hookgenie");
  };

  const { errors } = form.formState;
  return (
    <StepCard
      step="descripto"
      title="Descripto Product Description"
      description="Write an SEO-optimised description using your research."
      icon={<PenIcon size={22} />}
    >
      <CarriedData
        from="trendspy"
        title="Data from TrendSpy"
        items={[
          ["Niche", trend?.niche ?? ""],
          ["Category", trend?.category ?? ""],
          ["Selected keywords", trend?.selectedKeywords.join(", ") ?? ""],
          ["Target audience", trend?.selectedTargetAudience ?? ""],
        ]}
      />
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <Columns>
            <FormField id="descripto-product" label="Product Name" error={errors.productName?.message}>
              <Input id="descripto-product" placeholder="e.g., ZenGrip Eco Yoga Mat" $invalid={Boolean(errors.productName)} aria-invalid={Boolean(errors.productName)} {...form.register("productName")} />
            </FormField>
            <FormField id="descripto-audience" label="Target Audience" error={errors.targetAudience?.message} hint="Auto-filled from TrendSpy">
              <Input id="descripto-audience" $invalid={Boolean(errors.targetAudience)} aria-invalid={Boolean(errors.targetAudience)} {...form.register("targetAudience")} />
            </FormField>
          </Columns>
          <FormField id="descripto-features" label="Key Features" error={errors.keyFeatures?.message} hint="One per line works best">
            <Textarea id="descripto-features" rows={4} placeholder={"Non-slip natural rubber\n6 mm cushioning\nFree carry strap"} $invalid={Boolean(errors.keyFeatures)} aria-invalid={Boolean(errors.keyFeatures)} {...form.register("keyFeatures")} />
          </FormField>
          <Columns>
            <FormField id="descripto-keywords" label="SEO Keywords" error={errors.keywords?.message} hint="Auto-filled from TrendSpy, comma separated">
              <Input id="descripto-keywords" {...form.register("keywords")} />
            </FormField>
            <FormField id="descripto-tone" label="Writing Tone">
              <Select id="descripto-tone" {...form.register("tone")}>
                {TONES.map((t) => (
                  <option key={t} value={t}>{TONE_LABELS[t]}</option>
                ))}
              </Select>
            </FormField>
          </Columns>
          <Actions>
            <Button type="submit" variant="gradient" busy={generate.isPending} icon={generate.isPending ? undefined : <PenIcon size={16} />}>
              {generate.isPending ? "Generating..." : "Generate Description"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ResultPanel title="Generated Description" text={generated.result} filename={`${filenameSlug(project.projectName)}_description`}>
            {generated.suggestions.length > 0 ? (
              <SubList>
                <h4>Optimization Tips</h4>
                <ul>
                  {generated.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </SubList>
            ) : null}
          </ResultPanel>
          <ContinueBar>
            <Button variant="gradient" onClick={onContinue} busy={saving}>
              Continue to HookGenie
              <ArrowRightIcon size={16} />
            </Button>
          </ContinueBar>
        </>
      ) : null}
    </StepCard>
  );
}
