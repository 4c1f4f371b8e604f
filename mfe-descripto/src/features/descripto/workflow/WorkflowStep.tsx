// Descripto's step in the guided workflow (exposed as `mfe_descripto/WorkflowStep`): the product
// description, its form prefilled by the workflow from the earlier steps.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { TONES, type Tone } from "@seo/descripto-contract";
import { descriptoStepDataSchema, type DescriptoStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Input, Select, Textarea } from "@seo/ui/Input";
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

function startingValues(
  initialData: unknown,
  prefill: Readonly<Record<string, string>>,
): { saved: DescriptoStepData | null; values: FormValues } {
  const parsed = initialData == null ? null : descriptoStepDataSchema.safeParse(initialData);
  const saved = parsed?.success ? parsed.data : null;
  const from = saved ?? prefill;
  return {
    saved,
    values: {
      productName: from.productName ?? "",
      targetAudience: from.targetAudience ?? "",
      keyFeatures: from.keyFeatures ?? "",
      keywords: from.keywords ?? "",
      tone: asTone(from.tone),
    },
  };
}

/** Step 2: the product description, prefilled from the research. */
export default function DescriptoWorkflowStep({
  project,
  position,
  initialData,
  prefill,
  prefillSource,
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
  const [generated, setGenerated] = useState<DescriptoStepData | null>(start.saved?.result ? start.saved : null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: "onChange",
    defaultValues: start.values,
  });

  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => reportChange.current?.(generated), [generated]);

  const generate = useMutation({ mutationFn: generateDescription });

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
        toast({
          title: "Description Generated!",
          description: next.title ? `Review it, then continue to ${next.title}.` : "Review it, then continue.",
          variant: "success",
        });
      },
      onError: () => {
        toast({
          title: "Generation Failed",
          description: "Failed to generate description. Please try again.",
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

  const autoFilled = prefillSource ? `Auto-filled from ${prefillSource}` : undefined;
  const { errors } = form.formState;
  return (
    <StepCard
      id="descripto"
      position={position}
      title="Descripto Product Description"
      description="Write an SEO-optimised description using your research."
      icon={<PenIcon size={22} />}
    >
      {carried}
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <Columns>
            <FormField id="descripto-product" label="Product Name" error={errors.productName?.message}>
              <Input
                id="descripto-product"
                placeholder="e.g., ZenGrip Eco Yoga Mat"
                $invalid={Boolean(errors.productName)}
                aria-invalid={Boolean(errors.productName)}
                {...form.register("productName")}
              />
            </FormField>
            <FormField id="descripto-audience" label="Target Audience" error={errors.targetAudience?.message} hint={autoFilled}>
              <Input
                id="descripto-audience"
                $invalid={Boolean(errors.targetAudience)}
                aria-invalid={Boolean(errors.targetAudience)}
                {...form.register("targetAudience")}
              />
            </FormField>
          </Columns>
          <FormField
            id="descripto-features"
            label="Key Features"
            error={errors.keyFeatures?.message}
            hint="One per line works best"
          >
            <Textarea
              id="descripto-features"
              rows={4}
              placeholder={"Non-slip natural rubber\n6 mm cushioning\nFree carry strap"}
              $invalid={Boolean(errors.keyFeatures)}
              aria-invalid={Boolean(errors.keyFeatures)}
              {...form.register("keyFeatures")}
            />
          </FormField>
          <Columns>
            <FormField
              id="descripto-keywords"
              label="SEO Keywords"
              error={errors.keywords?.message}
              hint={autoFilled ? `${autoFilled}, comma separated` : "Comma separated"}
            >
              <Input id="descripto-keywords" {...form.register("keywords")} />
            </FormField>
            <FormField id="descripto-tone" label="Writing Tone">
              <Select id="descripto-tone" {...form.register("tone")}>
                {TONES.map((t) => (
                  <option key={t} value={t}>
                    {TONE_LABELS[t]}
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
              icon={generate.isPending ? undefined : <PenIcon size={16} />}
            >
              {generate.isPending ? "Generating..." : "Generate Description"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ResultPanel
            title="Generated Description"
            text={generated.result}
            filename={`${project.fileStem}_description`}
            actions={results}
          >
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
          {afterResult}
          <ContinueBar>
            <ContinueButton next={next} onClick={() => void onContinue()} busy={saving} />
          </ContinueBar>
        </>
      ) : null}
    </StepCard>
  );
}
