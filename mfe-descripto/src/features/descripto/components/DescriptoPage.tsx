// /descripto: SEO product descriptions. The form on the left; the description and optimisation tips
// on the right, one tab per variant (Regenerate asks for another); keyword packs feed the keywords
// field. `?entry=<id>` opens a description from the history.
import { descriptoRequestSchema, descriptoResponseSchema, type DescriptoResponse } from "@seo/descripto-contract";
import { Button } from "@seo/ui/Button";
import { Badge } from "@seo/ui/Badge";
import { useExportFormats } from "@seo/ui/api";
import { ExportBar } from "@seo/export/ExportBar";
import { Actions, ListPanel, Panel, ResultText, SectionTitle } from "@seo/ui/layout";
import { useHandoff } from "@seo/ui/toolAccess";
import { useSendOn } from "@seo/ui/useSendOn";
import { useGenerateLabel } from "@seo/ui/useGenerateLabel";
import { entryFormStart, useHistoryEntry } from "@seo/ui/useHistoryEntry";
import { ToolResultsPage, useToolResults } from "@seo/ui/ToolResultsPage";
import { useGenerateDescription } from "../api/useGenerateDescription";
import { DescriptoForm } from "./DescriptoForm";
import { DescriptoIcon } from "./DescriptoIcon";

export const DESCRIPTO_TEXTS = {
  title: "Descripto",
  description: "Turn product features into SEO-optimised descriptions that sell, in the tone your brand speaks.",
  submit: "Generate Description",
  success: "Description Generated!",
  successDescription: "Your SEO-optimised product description is ready.",
  sendOn: "Send to HookGenie",
  ready: "Description ready",
} as const;

export default function DescriptoPage() {
  const submitLabel = useGenerateLabel(DESCRIPTO_TEXTS.submit);
  // Pre-filled from TrendSpy's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("descripto");
  const opened = useHistoryEntry("descripto", { input: descriptoRequestSchema, output: descriptoResponseSchema });
  const page = useToolResults(useGenerateDescription("page"), opened, () => ({
    title: DESCRIPTO_TEXTS.success,
    description: DESCRIPTO_TEXTS.successDescription,
    ready: DESCRIPTO_TEXTS.ready,
  }));
  const start = entryFormStart(
    opened,
    handoff ? { targetAudience: `${handoff.niche} enthusiasts`, keywords: handoff.keywords.join(", ") } : {},
  );

  const sendToHookGenie = useSendOn(
    "hookgenie",
    () => {
      const shown = page.results.current;
      return shown
        ? { topic: shown.input.productName, description: shown.output.result, keywords: shown.input.keywords ?? "" }
        : null;
    },
    { onlyInWorkflow: true },
  );

  return (
    <ToolResultsPage
      tool="descripto"
      texts={DESCRIPTO_TEXTS}
      icon={<DescriptoIcon />}
      page={page}
      form={<DescriptoForm key={start.key} {...page.formProps(start.defaultValues, submitLabel)} />}
      result={(v) => <DescriptionResult data={v.output} onSendOn={sendToHookGenie} />}
      idle={{
        title: "Your product description appears here",
        text: `Describe the product, pick a tone and keywords, then press ${DESCRIPTO_TEXTS.submit}.`,
      }}
    />
  );
}

/** The description with its SEO checks and exports, then the optimisation tips. */
function DescriptionResult({ data, onSendOn }: { data: DescriptoResponse; onSendOn: (() => void) | null }) {
  const exportFormats = useExportFormats("descripto");
  const failedChecks = data.seoChecks?.filter((c) => !c.passed) ?? [];
  const checkCount = data.seoChecks?.length ?? 0;
  return (
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
        <ResultText data-testid="description-result">{data.result}</ResultText>
        <Actions>
          <ExportBar
            data={data.result}
            filename="product-description"
            tool="Descripto"
            formats={["copy", "txt"]}
            unlocked={exportFormats}
          />
          {onSendOn && (
            <Button variant="secondary" onClick={onSendOn}>
              {DESCRIPTO_TEXTS.sendOn} →
            </Button>
          )}
        </Actions>
      </Panel>
      {data.suggestions.length > 0 && (
        <ListPanel id="d-tips" title="Optimization Tips" items={data.suggestions}>
          {failedChecks.map((c) => (
            <li key={c.id}>{c.message}</li>
          ))}
        </ListPanel>
      )}
    </>
  );
}
