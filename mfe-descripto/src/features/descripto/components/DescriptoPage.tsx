// /descripto: SEO product descriptions (SPEC.md sections 2, 4, 5, 8). Form on the left; the
// description and optimisation tips on the right; keyword packs feed the keywords field.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import {
  descriptoRequestSchema,
  type DescriptoRequest,
  type DescriptoResponse,
  TARGET_AUDIENCES,
  TONES,
} from "@seo/descripto-contract";
import { isStandaloneWorkflowActive, writeHandoff } from "@seo/contracts/handoff";
import { ToolPage } from "@seo/ui/ToolPage";
import { Button } from "@seo/ui/Button";
import { Badge } from "@seo/ui/Badge";
import { Field, FieldError, FieldHint, Input, Label, Select, Textarea } from "@seo/ui/Input";
import { SUBSCRIPTION_QUERY_KEY, useExportFormats } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { onGenerationFailure } from "@seo/ui/generationFailure";
import { ExportBar } from "@seo/export/ExportBar";
import {
  Actions,
  BulletList,
  Columns,
  IdlePanel,
  Panel,
  ResultText,
  SectionTitle,
  Stack,
  generateLabel,
  safeStorage,
  useHandoff,
  usePlan,
} from "@seo/ui/toolPageParts";
import { generateDescription } from "../api/generateDescription";
import { addKeywords } from "../keywordField";
import { KeywordPacks } from "./KeywordPacks";

export const DESCRIPTO_TEXTS = {
  title: "Descripto",
  description: "Turn product features into SEO-optimised descriptions that sell, in the tone your brand speaks.",
  submit: "Generate Description",
  pending: "Generating...",
  success: "Description Generated!",
  successDescription: "Your SEO-optimised product description is ready.",
  sendOn: "Send to HookGenie",
} as const;

const Icon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function DescriptoPage() {
  const exportFormats = useExportFormats("descripto");
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hasAccess, canHandOff } = usePlan();
  // Pre-filled from TrendSpy's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("descripto");
  const form = useForm<DescriptoRequest>({
    resolver: zodResolver(descriptoRequestSchema),
    mode: "onChange",
    defaultValues: {
      productName: "",
      keyFeatures: "",
      targetAudience: handoff ? `${handoff.niche} enthusiasts` : "",
      tone: "professional",
      keywords: handoff ? handoff.keywords.join(", ") : "",
    },
  });

  const generate = useMutation<DescriptoResponse, Error, DescriptoRequest>({
    mutationFn: generateDescription,
    onSuccess: () => {
      toast({ title: DESCRIPTO_TEXTS.success, description: DESCRIPTO_TEXTS.successDescription, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
    // SPEC.md section 8: a refusal is a hard redirect to /pricing; an outage is a toast.
    onError: (error) => onGenerationFailure(error, toast),
  });

  const storage = safeStorage();
  const showHandOff = canHandOff && Boolean(storage && isStandaloneWorkflowActive(storage));
  const sendToHookGenie = () => {
    if (!storage || !generate.data) return;
    const values = form.getValues();
    writeHandoff(storage, "hookgenie", {
      topic: values.productName,
      description: generate.data.result,
      keywords: values.keywords ?? "",
    });
    navigate("/hookgenie");
  };

  const addToKeywords = (keywords: readonly string[]) =>
    form.setValue("keywords", addKeywords(form.getValues("keywords") ?? "", keywords), {
      shouldValidate: true,
      shouldDirty: true,
    });

  const { errors } = form.formState;
  const failedChecks = generate.data?.seoChecks?.filter((c) => !c.passed) ?? [];
  const checkCount = generate.data?.seoChecks?.length ?? 0;
  return (
    <ToolPage title={DESCRIPTO_TEXTS.title} description={DESCRIPTO_TEXTS.description} icon={<Icon />} gradient="descripto">
      <Columns>
        <form aria-label="Product description" noValidate onSubmit={form.handleSubmit((values) => generate.mutate(values))}>
          <Stack>
            <Field>
              <Label htmlFor="d-product">Product Name</Label>
              <Input
                id="d-product"
                placeholder="e.g. AeroFit Running Shoes"
                $invalid={Boolean(errors.productName)}
                aria-invalid={Boolean(errors.productName)}
                {...form.register("productName")}
              />
              {errors.productName && <FieldError>{errors.productName.message}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor="d-features">Key Features</Label>
              <Textarea
                id="d-features"
                rows={4}
                placeholder={"Breathable mesh upper\nCarbon plate for energy return\n240 g"}
                $invalid={Boolean(errors.keyFeatures)}
                aria-invalid={Boolean(errors.keyFeatures)}
                {...form.register("keyFeatures")}
              />
              {errors.keyFeatures ? (
                <FieldError>{errors.keyFeatures.message}</FieldError>
              ) : (
                <FieldHint>One feature per line or comma separated.</FieldHint>
              )}
            </Field>
            <Field>
              <Label htmlFor="d-audience">Target Audience</Label>
              <Input
                id="d-audience"
                list="d-audiences"
                placeholder="e.g. Busy professionals"
                $invalid={Boolean(errors.targetAudience)}
                aria-invalid={Boolean(errors.targetAudience)}
                {...form.register("targetAudience")}
              />
              <datalist id="d-audiences">
                {TARGET_AUDIENCES.map((a) => (
                  <option key={a} value={a} />
                ))}
              </datalist>
              {errors.targetAudience && <FieldError>{errors.targetAudience.message}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor="d-tone">Writing Tone</Label>
              <Select id="d-tone" {...form.register("tone")}>
                {TONES.map((t) => (
                  <option key={t} value={t}>
                    {capitalize(t)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor="d-keywords">SEO Keywords</Label>
              <Input id="d-keywords" placeholder="comma, separated, keywords" {...form.register("keywords")} />
              {errors.keywords ? (
                <FieldError>{errors.keywords.message}</FieldError>
              ) : (
                <FieldHint>Optional. Or pick from a keyword pack:</FieldHint>
              )}
            </Field>
            <KeywordPacks onAdd={addToKeywords} />
            <Button type="submit" variant="gradient" size="lg" fullWidth busy={generate.isPending}>
              {generate.isPending ? DESCRIPTO_TEXTS.pending : generateLabel(DESCRIPTO_TEXTS.submit, hasAccess)}
            </Button>
          </Stack>
        </form>

        <Stack aria-live="polite">
          {generate.data ? (
            <>
              <Panel aria-labelledby="d-result">
                <Actions>
                  <SectionTitle id="d-result">Generated Description</SectionTitle>
                  {checkCount > 0 && (
                    <Badge $tone={failedChecks.length === 0 ? "success" : "warning"}>
                      SEO checks {checkCount - failedChecks.length}/{checkCount} passed
                    </Badge>
                  )}
                </Actions>
                <ResultText data-testid="description-result">{generate.data.result}</ResultText>
                <Actions>
                  <ExportBar
                    data={generate.data.result}
                    filename="product-description"
                    tool="Descripto"
                    formats={["copy", "txt"]}
                    unlocked={exportFormats}
                  />
                  {showHandOff && (
                    <Button variant="secondary" onClick={sendToHookGenie}>
                      {DESCRIPTO_TEXTS.sendOn} →
                    </Button>
                  )}
                </Actions>
              </Panel>
              {generate.data.suggestions.length > 0 && (
                <Panel aria-labelledby="d-tips">
                  <SectionTitle id="d-tips">Optimization Tips</SectionTitle>
                  <BulletList>
                    {generate.data.suggestions.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                    {failedChecks.map((c) => (
                      <li key={c.id}>{c.message}</li>
                    ))}
                  </BulletList>
                </Panel>
              )}
            </>
          ) : (
            <IdlePanel title="Your product description appears here">
              Describe the product, pick a tone and keywords, then press {DESCRIPTO_TEXTS.submit}.
            </IdlePanel>
          )}
        </Stack>
      </Columns>
    </ToolPage>
  );
}
