// /trendspy: keyword and trend research (SPEC.md sections 2, 4, 5, 8): keyword opportunity cards,
// a keyword cloud, the trend analysis, strategic insights and category packs.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { trendspyRequestSchema, type TrendspyRequest, type TrendspyResponse, CATEGORIES } from "@seo/trendspy-contract";
import { isStandaloneWorkflowActive, writeHandoff } from "@seo/contracts/handoff";
import { ToolPage } from "@seo/ui/ToolPage";
import { Button } from "@seo/ui/Button";
import { Field, FieldError, Input, Label, Select } from "@seo/ui/Input";
import { SUBSCRIPTION_QUERY_KEY, useExportFormats } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
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
  usePlan,
} from "@seo/ui/toolPageParts";
import { analyzeTrends } from "../api/analyzeTrends";
import { CATEGORY_PACKS, handoffKeywords } from "../keywords";
import { KeywordCards, KeywordCloud } from "./KeywordInsights";

export const TRENDSPY_TEXTS = {
  title: "TrendSpy",
  description:
    "Find the keywords worth winning: search volume, difficulty, trend and intent for every idea, plus a strategy to rank.",
  submit: "Analyze Trends",
  pending: "Generating...",
  success: "Trend Analysis Complete!",
  successDescription: "Your keyword opportunities are ready.",
  failureTitle: "Generation Failed",
  failure: "Failed to analyze trends. Please try again.",
  sendOn: "Send to Descripto",
} as const;

const Icon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </svg>
);

const Packs = styled.div`
  display: grid;
  gap: 6px;
  max-height: 260px;
  overflow: auto;
  padding-right: 4px;
`;

const PackRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  strong {
    min-width: 110px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding: 3px 10px;
    font-size: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover {
      border-color: #3b82f6;
      color: #1d4ed8;
    }
  }
`;

const Collapsible = styled(ResultText)<{ $collapsed: boolean }>`
  ${({ $collapsed }) =>
    $collapsed &&
    `max-height: 22em;
     overflow: hidden;
     -webkit-mask-image: linear-gradient(to bottom, #000 75%, transparent);
     mask-image: linear-gradient(to bottom, #000 75%, transparent);`}
`;

/** Lines shown before 'Show full analysis'. */
export const ANALYSIS_PREVIEW_LINES = 16;

/** The analysis text; a long one opens at its first lines with a toggle for the rest. */
function AnalysisText({ text }: { text: string }) {
  const long = text.split(/\r?\n/).length > ANALYSIS_PREVIEW_LINES || text.length > 1400;
  const [expanded, setExpanded] = useState(false);
  const collapsed = long && !expanded;
  return (
    <>
      <Collapsible id="t-analysis-text" data-testid="trend-analysis" $collapsed={collapsed}>
        {text}
      </Collapsible>
      {long && (
        <Button
          size="sm"
          variant="ghost"
          style={{ alignSelf: "flex-start" }}
          aria-expanded={expanded}
          aria-controls="t-analysis-text"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? "Show less" : "Show full analysis"}
        </Button>
      )}
    </>
  );
}

const isRefusal = (error: Error) => /^40[23]:/.test(error.message);

export default function TrendSpyPage() {
  const exportFormats = useExportFormats("trendspy");
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hasAccess, canHandOff } = usePlan();
  const form = useForm<TrendspyRequest>({
    resolver: zodResolver(trendspyRequestSchema),
    defaultValues: { niche: "", category: "" },
  });

  // The last good analysis stays on screen while a new one runs and when it fails (the failure is a
  // toast here, not a redirect), so a refused re-run never wipes the research the user has.
  const [shown, setShown] = useState<{ data: TrendspyResponse; input: TrendspyRequest } | null>(null);
  const analyze = useMutation<TrendspyResponse, Error, TrendspyRequest>({
    mutationFn: analyzeTrends,
    onSuccess: (data, input) => {
      setShown({ data, input });
      toast({ title: TRENDSPY_TEXTS.success, description: TRENDSPY_TEXTS.successDescription, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
    // SPEC.md section 8: TrendSpy reports the failure in a toast (the others redirect).
    onError: (error) =>
      toast({
        title: TRENDSPY_TEXTS.failureTitle,
        description: TRENDSPY_TEXTS.failure,
        variant: "destructive",
        action: isRefusal(error) ? (
          <Button size="sm" variant="light" onClick={() => navigate("/pricing")}>
            View Plans
          </Button>
        ) : undefined,
      }),
  });

  const storage = safeStorage();
  const showHandOff = canHandOff && Boolean(storage && isStandaloneWorkflowActive(storage));
  const sendToDescripto = () => {
    if (!storage || !shown) return;
    const { data, input } = shown;
    writeHandoff(storage, "descripto", {
      keywords: handoffKeywords(data),
      niche: input.niche,
      sourceData: { result: data.result, category: input.category || undefined, insights: data.insights },
    });
    navigate("/descripto");
  };

  const usePack = (category: string, niche: string) => {
    form.setValue("category", category as TrendspyRequest["category"]);
    form.setValue("niche", niche, { shouldValidate: form.formState.isSubmitted });
  };

  const { errors } = form.formState;
  const data = shown?.data;
  return (
    <ToolPage title={TRENDSPY_TEXTS.title} description={TRENDSPY_TEXTS.description} icon={<Icon />} gradient="trendspy">
      <Columns>
        <form aria-label="Trend research" noValidate onSubmit={form.handleSubmit((values) => analyze.mutate(values))}>
          <Stack>
            <Field>
              <Label htmlFor="t-niche">Target Niche</Label>
              <Input
                id="t-niche"
                placeholder="e.g. home coffee roasting"
                $invalid={Boolean(errors.niche)}
                aria-invalid={Boolean(errors.niche)}
                {...form.register("niche")}
              />
              {errors.niche && <FieldError>{errors.niche.message}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor="t-category">Category (Optional)</Label>
              <Select id="t-category" {...form.register("category")}>
                <option value="">Any category</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" variant="gradient" size="lg" fullWidth busy={analyze.isPending}>
              {analyze.isPending ? TRENDSPY_TEXTS.pending : generateLabel(TRENDSPY_TEXTS.submit, hasAccess)}
            </Button>
            <div>
              <Label as="p">Category packs</Label>
              <Packs role="group" aria-label="Category packs">
                {Object.entries(CATEGORY_PACKS).map(([category, niches]) => (
                  <PackRow key={category}>
                    <strong>{category}</strong>
                    {niches.map((n) => (
                      <button key={n} type="button" onClick={() => usePack(category, n)}>
                        {n}
                      </button>
                    ))}
                  </PackRow>
                ))}
              </Packs>
            </div>
          </Stack>
        </form>

        <Stack aria-live="polite">
          {data ? (
            <>
              {data.keywordData.length > 0 && (
                <Panel aria-labelledby="t-keywords">
                  <Actions>
                    <SectionTitle id="t-keywords">Keyword Opportunities</SectionTitle>
                    <ExportBar
                      data={data.keywordData}
                      filename="trendspy-keywords"
                      tool="TrendSpy"
                      formats={["copy", "csv"]}
                      unlocked={exportFormats}
                      label="Keywords"
                    />
                  </Actions>
                  <KeywordCards keywords={data.keywordData} />
                  <SectionTitle as="h3">Keyword Cloud</SectionTitle>
                  <KeywordCloud keywords={data.keywordData} />
                </Panel>
              )}
              <Panel aria-labelledby="t-analysis">
                <Actions>
                  <SectionTitle id="t-analysis">Trend Analysis</SectionTitle>
                  <ExportBar
                    data={data.result}
                    filename="trendspy-analysis"
                    tool="TrendSpy"
                    formats={["copy", "txt"]}
                    unlocked={exportFormats}
                    label="Analysis"
                  />
                </Actions>
                <AnalysisText text={data.result} />
              </Panel>
              {data.insights.length > 0 && (
                <Panel aria-labelledby="t-insights">
                  <SectionTitle id="t-insights">Strategic Insights</SectionTitle>
                  <BulletList>
                    {data.insights.map((i) => (
                      <li key={i}>{i}</li>
                    ))}
                  </BulletList>
                </Panel>
              )}
              {showHandOff && (
                <Actions>
                  <span />
                  <Button variant="secondary" onClick={sendToDescripto}>
                    {TRENDSPY_TEXTS.sendOn} →
                  </Button>
                </Actions>
              )}
            </>
          ) : (
            <IdlePanel title="Your keyword research appears here">
              Enter a niche (or pick one from a category pack), then press {TRENDSPY_TEXTS.submit}.
            </IdlePanel>
          )}
        </Stack>
      </Columns>
    </ToolPage>
  );
}
