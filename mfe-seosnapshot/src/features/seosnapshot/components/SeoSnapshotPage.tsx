// /seosnapshot: audit a meta title, meta description and optional URL, or a live page fetched from
// its URL (the mode switch); one tab per variant (Regenerate: the same audit with other suggested
// rewrites). `?entry=<id>` opens an audit from the history.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  LIVE_FAILURE_CODES,
  seosnapshotAnyRequestSchema,
  seosnapshotResponseSchema,
  type AuditMode,
  type SeosnapshotAnyRequest,
  type SeosnapshotRequest,
  type SeosnapshotResponse,
} from "@seo/seosnapshot-contract";
import { errorBody, errorMessage } from "@seo/ui/api";
import { clearStandaloneWorkflow } from "@seo/contracts/handoff";
import { Button } from "@seo/ui/Button";
import { useExportFormats } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { ExportBar } from "@seo/export/ExportBar";
import { Actions, SectionTitle } from "@seo/ui/layout";
import { safeStorage, useHandoff, usePlan } from "@seo/ui/toolAccess";
import type { Variant } from "@seo/ui/useVariants";
import { entryFormStart, useHistoryEntry } from "@seo/ui/useHistoryEntry";
import { ToolResultsPage, useToolResults } from "@seo/ui/ToolResultsPage";
import { useAuditSeo } from "../api/useAuditSeo";
import { seoReportPdf } from "../reportPdf";
import { SeoResults } from "./SeoResults";
import { SeoSnapshotForm } from "./SeoSnapshotForm";
import { SeoSnapshotIcon } from "./SeoSnapshotIcon";
import { AuditModeSwitch } from "./AuditModeSwitch";
import { LivePageForm } from "./LivePageForm";
import { LiveResults } from "./LiveResults";

export const SEOSNAPSHOT_TEXTS = {
  title: "SeoSnapshot",
  description:
    "Audit your meta title, description and URL in seconds: a score out of 100, how Google shows your result on desktop and mobile, and concrete fixes.",
  submit: "Audit SEO",
  success: "SEO Audit Complete!",
  successDescription: (score: number) => `Your overall SEO score is ${score}/100.`,
  resultTitle: "Audit Results",
  ready: (score: number) => `SEO audit ready: score ${score}/100`,
  completeWorkflow: "Complete Workflow",
  workflowDone: "SEO Workflow Complete!",
  workflowDoneDescription: "Your content went through every tool. Find your plan and tools on the dashboard.",
} as const;

export default function SeoSnapshotPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { canHandOff } = usePlan();
  // Pre-filled from HookGenie's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("seosnapshot");
  const opened = useHistoryEntry("seosnapshot", { input: seosnapshotAnyRequestSchema, output: seosnapshotResponseSchema });
  const audit = useAuditSeo("page");
  const page = useToolResults(audit, opened, (data) => ({
    title: SEOSNAPSHOT_TEXTS.success,
    description: SEOSNAPSHOT_TEXTS.successDescription(data.scores.overall),
    ready: SEOSNAPSHOT_TEXTS.ready(data.scores.overall),
  }));
  const start = entryFormStart<SeosnapshotAnyRequest, SeosnapshotResponse>(opened, handoff ?? {});
  const startMode: AuditMode = start.defaultValues.mode === "live" ? "live" : "snippet";
  const [chosenMode, setMode] = useState<{ key: string; mode: AuditMode } | null>(null);
  // A newly opened history entry brings its own mode; the user's choice holds until then.
  const mode = chosenMode?.key === start.key ? chosenMode.mode : startMode;

  const completeWorkflow = () => {
    const storage = safeStorage();
    if (storage) clearStandaloneWorkflow(storage);
    toast({ title: SEOSNAPSHOT_TEXTS.workflowDone, description: SEOSNAPSHOT_TEXTS.workflowDoneDescription, variant: "success" });
    navigate("/dashboard");
  };

  return (
    <ToolResultsPage
      tool="seosnapshot"
      texts={SEOSNAPSHOT_TEXTS}
      icon={<SeoSnapshotIcon />}
      page={page}
      form={
        <>
          <AuditModeSwitch mode={mode} onChange={(m) => setMode({ key: start.key, mode: m })} />
          {mode === "live" ? (
            <LivePageForm
              key={`live-${start.key}`}
              {...page.formProps(
                start.defaultValues.mode === "live" ? start.defaultValues : { url: start.defaultValues.url ?? "" },
                SEOSNAPSHOT_TEXTS.submit,
              )}
              failure={liveFailureOf(audit.error, audit.variables)}
            />
          ) : (
            <SeoSnapshotForm
              key={start.key}
              {...page.formProps(
                start.defaultValues.mode === "live" ? {} : (start.defaultValues as Partial<SeosnapshotRequest>),
                SEOSNAPSHOT_TEXTS.submit,
              )}
            />
          )}
        </>
      }
      result={(v) => <AuditResult variant={v} onCompleteWorkflow={canHandOff ? completeWorkflow : null} />}
      idle={{
        title: "Your SEO snapshot appears here",
        text:
          mode === "live"
            ? `Enter the page's URL, then press ${SEOSNAPSHOT_TEXTS.submit}.`
            : `Enter a page title and meta description, then press ${SEOSNAPSHOT_TEXTS.submit}.`,
      }}
    />
  );
}

/** One audit: the live page's findings, the score with its exports, and the end of the workflow. */
function AuditResult({
  variant: v,
  onCompleteWorkflow,
}: {
  variant: Variant<SeosnapshotAnyRequest, SeosnapshotResponse>;
  onCompleteWorkflow: (() => void) | null;
}) {
  return (
    <>
      {/* Above the score: where focus goes when an audit is ready. */}
      <SectionTitle>{SEOSNAPSHOT_TEXTS.resultTitle}</SectionTitle>
      {v.output.live && <LiveResults live={v.output.live} />}
      <SeoResults
        data={v.output}
        input={snippetOf(v.input, v.output)}
        actions={<ReportExports data={v.output} input={snippetOf(v.input, v.output)} />}
      />
      {onCompleteWorkflow && (
        <Actions>
          <span />
          <Button variant="gradient" onClick={onCompleteWorkflow}>
            {SEOSNAPSHOT_TEXTS.completeWorkflow}
          </Button>
        </Actions>
      )}
    </>
  );
}

/** The snippet the score is about: as typed, or (live) the page's own title, description and final URL. */
function snippetOf(input: SeosnapshotAnyRequest, output: SeosnapshotResponse): SeosnapshotRequest {
  if (input.mode !== "live") return input;
  const audited = output.live?.audited;
  return { title: audited?.title ?? "", description: audited?.description ?? "", url: audited?.url ?? input.url };
}

/** The service's message when the last live audit could not fetch or read the page (a 422 with a live code). */
function liveFailureOf(error: Error | null, input: SeosnapshotAnyRequest | undefined): string | null {
  if (!error || input?.mode !== "live") return null;
  const code = errorBody(error)?.code;
  if (typeof code !== "string" || !(LIVE_FAILURE_CODES as readonly string[]).includes(code)) return null;
  return errorMessage(error);
}

/** The report's exports, right under the score: copy and TXT of the report text, and a PDF report. */
function ReportExports({ data, input }: { data: SeosnapshotResponse; input: SeosnapshotRequest }) {
  const exportFormats = useExportFormats("seosnapshot");
  return (
    <ExportBar
      data={data.result}
      pdfData={seoReportPdf(data, input)}
      filename="seo-snapshot-report"
      tool="SeoSnapshot"
      formats={["copy", "txt", "pdf"]}
      unlocked={exportFormats}
      label="Export report"
    />
  );
}
