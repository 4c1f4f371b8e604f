// /trendspy: keyword and trend research: keyword opportunity cards, a keyword cloud, the trend
// analysis, strategic insights and category packs; one tab per variant (Regenerate: the same ideas
// from another angle). `?entry=<id>` opens a research from the history.
import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { ESTIMATE_LABEL, trendspyRequestSchema, trendspyResponseSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import { Button } from "@seo/ui/Button";
import { useExportFormats } from "@seo/ui/api";
import { ExportBar } from "@seo/export/ExportBar";
import { Actions, ListPanel, Panel, ResultText, SectionTitle } from "@seo/ui/layout";
import { useSendOn } from "@seo/ui/useSendOn";
import { useGenerateLabel } from "@seo/ui/useGenerateLabel";
import { entryFormStart, useHistoryEntry } from "@seo/ui/useHistoryEntry";
import { ToolResultsPage, useToolResults } from "@seo/ui/ToolResultsPage";
import { useAnalyzeTrends } from "../api/useAnalyzeTrends";
import { handoffKeywords, keywordCopyText, keywordExportRows } from "../keywords";
import { KeywordCards, KeywordCloud } from "./KeywordInsights";
import { TrendSpyForm } from "./TrendSpyForm";
import { ExpandToggle } from "./ExpandToggle";
import { TrendSpyIcon } from "./TrendSpyIcon";

export const TRENDSPY_TEXTS = {
  title: "TrendSpy",
  description:
    "Find the keywords worth winning: ideas with intent and relative interest, search volume, difficulty and CPC from a connected keyword-data provider, plus a strategy to rank.",
  submit: "Analyze Trends",
  success: "Trend Analysis Complete!",
  successDescription: "Your keyword opportunities are ready.",
  sendOn: "Send to Descripto",
  ready: (keywords: number) =>
    keywords > 0 ? `${keywords} keyword ${keywords === 1 ? "opportunity" : "opportunities"} ready` : "Trend analysis ready",
} as const;

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
        <ExpandToggle
          expanded={expanded}
          controls="t-analysis-text"
          onToggle={() => setExpanded((e) => !e)}
          style={{ alignSelf: "flex-start" }}
        >
          {expanded ? "Show less" : "Show full analysis"}
        </ExpandToggle>
      )}
    </>
  );
}

export default function TrendSpyPage() {
  const submitLabel = useGenerateLabel(TRENDSPY_TEXTS.submit);
  const opened = useHistoryEntry("trendspy", { input: trendspyRequestSchema, output: trendspyResponseSchema });
  // The analyses stay on screen while a new one runs and when it fails (a refusal is said beside the
  // button, an outage is a toast), so a refused re-run never wipes the research the user has.
  const page = useToolResults(useAnalyzeTrends("page"), opened, (data) => ({
    title: TRENDSPY_TEXTS.success,
    description: TRENDSPY_TEXTS.successDescription,
    ready: TRENDSPY_TEXTS.ready(data.keywordData.length),
  }));
  const start = entryFormStart(opened, {});

  const sendToDescripto = useSendOn(
    "descripto",
    () => {
      const shown = page.results.current;
      if (!shown) return null;
      const { output: data, input } = shown;
      return {
        keywords: handoffKeywords(data),
        niche: input.niche,
        sourceData: { result: data.result, category: input.category || undefined, insights: data.insights },
      };
    },
    { onlyInWorkflow: true },
  );

  return (
    <ToolResultsPage
      tool="trendspy"
      texts={TRENDSPY_TEXTS}
      icon={<TrendSpyIcon />}
      page={page}
      form={<TrendSpyForm key={start.key} {...page.formProps(start.defaultValues, submitLabel)} />}
      result={(v) => <ResearchResult data={v.output} onSendOn={sendToDescripto} />}
      idle={{
        title: "Your keyword research appears here",
        text: `Enter a niche (or pick one from a category pack), then press ${TRENDSPY_TEXTS.submit}.`,
      }}
    />
  );
}

type ExportBarProps = Parameters<typeof ExportBar>[0];

/** A result panel: its heading with the export bar of what it shows, then the content. */
function ExportedPanel({
  id,
  title,
  exported,
  children,
}: {
  id: string;
  title: string;
  exported: Omit<ExportBarProps, "tool" | "unlocked">;
  children: ReactNode;
}) {
  const exportFormats = useExportFormats("trendspy");
  return (
    <Panel aria-labelledby={id}>
      <Actions>
        <SectionTitle id={id}>{title}</SectionTitle>
        <ExportBar tool="TrendSpy" unlocked={exportFormats} {...exported} />
      </Actions>
      {children}
    </Panel>
  );
}

/** Where the keyword figures come from: the provider and its market, or the estimate label; and why data is missing. */
function DataSourceNote({ data }: { data: TrendspyResponse }) {
  const label = data.dataLabel ?? (data.keywordData.some((k) => k.estimate) ? ESTIMATE_LABEL : undefined);
  return (
    <>
      {label && (
        <p data-testid="data-source" data-source={data.dataSource ?? "estimate"}>
          <strong>{label}</strong>
        </p>
      )}
      {data.notice && <p data-testid="data-notice">{data.notice}</p>}
    </>
  );
}

/** Keyword cards and cloud, the analysis and the insights, each with its exports. */
function ResearchResult({ data, onSendOn }: { data: TrendspyResponse; onSendOn: (() => void) | null }) {
  return (
    <>
      {data.keywordData.length > 0 && (
        <ExportedPanel
          id="t-keywords"
          title="Keyword Opportunities"
          exported={{
            data: keywordCopyText(data),
            csvData: keywordExportRows(data),
            filename: "trendspy-keywords",
            formats: ["copy", "csv"],
            label: "Keywords",
          }}
        >
          <DataSourceNote data={data} />
          <KeywordCards keywords={data.keywordData} />
          <SectionTitle as="h3">Keyword Cloud</SectionTitle>
          <KeywordCloud keywords={data.keywordData} />
        </ExportedPanel>
      )}
      <ExportedPanel
        id="t-analysis"
        title="Trend Analysis"
        exported={{ data: data.result, filename: "trendspy-analysis", formats: ["copy", "txt"], label: "Analysis" }}
      >
        <AnalysisText text={data.result} />
      </ExportedPanel>
      <ListPanel id="t-insights" title="Strategic Insights" items={data.insights} />
      {onSendOn && (
        <Actions>
          <span />
          <Button variant="secondary" onClick={onSendOn}>
            {TRENDSPY_TEXTS.sendOn} →
          </Button>
        </Actions>
      )}
    </>
  );
}
