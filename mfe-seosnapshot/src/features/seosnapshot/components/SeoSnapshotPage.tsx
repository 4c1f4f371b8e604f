// /seosnapshot: audit a meta title, meta description and optional URL (SPEC.md sections 2, 4, 5, 8).
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { seosnapshotRequestSchema, type SeosnapshotRequest, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { clearStandaloneWorkflow } from "@seo/contracts/handoff";
import { displayLength } from "@seo/contracts/graphemes";
import { ToolPage } from "@seo/ui/ToolPage";
import { Button } from "@seo/ui/Button";
import { Field, FieldError, FieldHint, Input, Label, Textarea } from "@seo/ui/Input";
import { SUBSCRIPTION_QUERY_KEY, useExportFormats } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { onGenerationFailure } from "@seo/ui/generationFailure";
import { ExportBar } from "@seo/export/ExportBar";
import { Actions, Columns, IdlePanel, Panel, SectionTitle, Stack, safeStorage, useHandoff, usePlan } from "@seo/ui/toolPageParts";
import { auditSeo } from "../api/auditSeo";
import { GUIDES, lengthStatus } from "../scoreBand";
import { SeoResults } from "./SeoResults";

export const SEOSNAPSHOT_TEXTS = {
  title: "SeoSnapshot",
  description:
    "Audit your meta title, description and URL in seconds: a score out of 100, how Google shows your result on desktop and mobile, and concrete fixes.",
  submit: "Audit SEO",
  pending: "Generating...",
  success: "SEO Audit Complete!",
  successDescription: (score: number) => `Your overall SEO score is ${score}/100.`,
  completeWorkflow: "Complete Workflow",
  workflowDone: "SEO Workflow Complete!",
  workflowDoneDescription: "Your content went through every tool. Find your plan and tools on the dashboard.",
} as const;

const Icon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11l2 2 4-4" />
  </svg>
);

const Counter = styled.span<{ $tone: "success" | "warning" | "danger" }>`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: 700;
  color: ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
`;

function LengthCounter({ value, guide, testId }: { value: string; guide: { min: number; max: number }; testId: string }) {
  // Counted as the audit counts (graphemes of the text a search result shows), so the two agree.
  const length = displayLength(value);
  const status = lengthStatus(length, guide);
  return (
    <Counter $tone={length === 0 ? "warning" : status.tone} data-testid={testId} aria-live="polite">
      {length}/{guide.max}
    </Counter>
  );
}

export default function SeoSnapshotPage() {
  const exportFormats = useExportFormats("seosnapshot");
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { canHandOff } = usePlan();
  // Pre-filled from HookGenie's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("seosnapshot");
  const form = useForm<SeosnapshotRequest>({
    resolver: zodResolver(seosnapshotRequestSchema),
    defaultValues: { title: handoff?.title ?? "", description: handoff?.description ?? "", url: handoff?.url ?? "" },
  });
  const [title = "", description = ""] = useWatch({ control: form.control, name: ["title", "description"] });
  const [audited, setAudited] = useState<SeosnapshotRequest | null>(null);

  const audit = useMutation<SeosnapshotResponse, Error, SeosnapshotRequest>({
    mutationFn: auditSeo,
    onSuccess: (data, input) => {
      setAudited(input);
      toast({
        title: SEOSNAPSHOT_TEXTS.success,
        description: SEOSNAPSHOT_TEXTS.successDescription(data.scores.overall),
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
    // SPEC.md section 8: a refusal is a hard redirect to /pricing; an outage is a toast.
    onError: (error) => onGenerationFailure(error, toast),
  });

  const completeWorkflow = () => {
    const storage = safeStorage();
    if (storage) clearStandaloneWorkflow(storage);
    toast({ title: SEOSNAPSHOT_TEXTS.workflowDone, description: SEOSNAPSHOT_TEXTS.workflowDoneDescription, variant: "success" });
    navigate("/dashboard");
  };

  const { errors } = form.formState;
  return (
    <ToolPage title={SEOSNAPSHOT_TEXTS.title} description={SEOSNAPSHOT_TEXTS.description} icon={<Icon />} gradient="seosnapshot">
      <Columns>
        <form aria-label="SEO audit" noValidate onSubmit={form.handleSubmit((values) => audit.mutate(values))}>
          <Stack>
            <Field>
              <LabelRow>
                <Label htmlFor="seo-title">Page Title</Label>
                <LengthCounter value={title} guide={GUIDES.title} testId="title-counter" />
              </LabelRow>
              <Input
                id="seo-title"
                placeholder="e.g. Organic Cotton T-Shirts for Kids | GreenThreads"
                $invalid={Boolean(errors.title)}
                aria-invalid={Boolean(errors.title)}
                {...form.register("title")}
              />
              {errors.title ? (
                <FieldError>{errors.title.message}</FieldError>
              ) : (
                <FieldHint>
                  Aim for {GUIDES.title.min}-{GUIDES.title.max} characters.
                </FieldHint>
              )}
            </Field>
            <Field>
              <LabelRow>
                <Label htmlFor="seo-description">Meta Description</Label>
                <LengthCounter value={description} guide={GUIDES.description} testId="description-counter" />
              </LabelRow>
              <Textarea
                id="seo-description"
                rows={4}
                placeholder="Summarise the page with its main keyword, a benefit and a call to action."
                $invalid={Boolean(errors.description)}
                aria-invalid={Boolean(errors.description)}
                {...form.register("description")}
              />
              {errors.description ? (
                <FieldError>{errors.description.message}</FieldError>
              ) : (
                <FieldHint>
                  Aim for {GUIDES.description.min}-{GUIDES.description.max} characters.
                </FieldHint>
              )}
            </Field>
            <Field>
              <Label htmlFor="seo-url">Website URL (Optional)</Label>
              <Input
                id="seo-url"
                type="url"
                inputMode="url"
                placeholder="https://www.example.com/page"
                $invalid={Boolean(errors.url)}
                aria-invalid={Boolean(errors.url)}
                {...form.register("url")}
              />
              {errors.url && <FieldError>{errors.url.message}</FieldError>}
            </Field>
            <Button type="submit" variant="gradient" size="lg" fullWidth busy={audit.isPending}>
              {audit.isPending ? SEOSNAPSHOT_TEXTS.pending : SEOSNAPSHOT_TEXTS.submit}
            </Button>
          </Stack>
        </form>

        <Stack aria-live="polite">
          {audit.data && audited ? (
            <>
              <SeoResults data={audit.data} input={audited} />
              <Panel aria-labelledby="seo-report">
                <SectionTitle id="seo-report">Full Report</SectionTitle>
                <Actions>
                  <ExportBar
                    data={audit.data.result}
                    filename="seo-snapshot-report"
                    tool="SeoSnapshot"
                    formats={["copy", "txt", "pdf"]}
                    unlocked={exportFormats}
                    label="Export report"
                  />
                  {canHandOff && (
                    <Button variant="gradient" onClick={completeWorkflow}>
                      {SEOSNAPSHOT_TEXTS.completeWorkflow}
                    </Button>
                  )}
                </Actions>
              </Panel>
            </>
          ) : (
            <IdlePanel title="Your SEO snapshot appears here">
              Enter a page title and meta description, then press {SEOSNAPSHOT_TEXTS.submit}.
            </IdlePanel>
          )}
        </Stack>
      </Columns>
    </ToolPage>
  );
}
