// The SeoSnapshot PDF report: the score large with its verdict in words, the snippet audited, its
// lengths against the ranges the audit passes, the recommendations, then every check by area with
// its mark. The text export (copy, TXT) stays the audit's own report text.
import type { PdfBlock, PdfReport } from "@seo/export/pdfReport";
import { textToBlocks } from "@seo/export/pdfReport";
import type { SeoCheck } from "@seo/contracts/tools";
import {
  DESCRIPTION_LENGTH_CHARS,
  TITLE_LENGTH_CHARS,
  TITLE_WIDTH_PX,
  type SeosnapshotRequest,
  type SeosnapshotResponse,
} from "@seo/seosnapshot-contract";
import { descriptionVerdict, scoreBand, titleVerdict } from "./scoreBand";

const AREA_TITLES: Record<SeoCheck["area"], string> = {
  title: "Title checks",
  description: "Meta description checks",
  url: "URL checks",
  content: "Content checks",
};
const LIVE_STATUS = { ok: "pass", info: "na", warning: "fail", critical: "fail" } as const;
const LIVE_WORDS = { ok: "", info: "Note: ", warning: "Warning: ", critical: "Critical: " } as const;

/** A check as one line: its label, what the audit found and the points it cost. */
export const checkLine = (c: SeoCheck) =>
  `${c.label}: ${c.message}${c.pointsLost > 0 ? ` (−${c.pointsLost} of ${c.weight})` : ""}`;

export function seoReportPdf(data: SeosnapshotResponse, input: SeosnapshotRequest): PdfReport {
  const { scores, metrics } = data;
  const band = scoreBand(scores.overall);
  const sub = (name: string, score: number) => `${name} ${score}/100 (${scoreBand(score).label})`;
  const title = titleVerdict(metrics);
  const description = descriptionVerdict(metrics);
  const px = typeof metrics.titlePixelWidth === "number" ? `, ${Math.round(metrics.titlePixelWidth)} px wide` : "";
  const keyword = metrics.focusKeyword;

  const blocks: PdfBlock[] = [
    {
      type: "score",
      label: "Overall SEO score",
      score: scores.overall,
      outOf: 100,
      verdict: band.label,
      tone: band.tone,
      details: [`${sub("Title", scores.title)} · ${sub("Description", scores.description)}`],
    },
    { type: "heading", text: "Audited snippet" },
    { type: "paragraph", text: `Title: ${input.title || "(none)"}` },
    { type: "paragraph", text: `Meta description: ${input.description || "(none)"}` },
    ...(input.url ? [{ type: "paragraph", text: `URL: ${input.url}` } as const] : []),
    ...(keyword
      ? [
          {
            type: "paragraph",
            text: `Focus keyphrase${metrics.focusKeywordInferred ? " (inferred)" : ""}: “${keyword}”`,
          } as const,
        ]
      : []),
    { type: "heading", text: "Lengths" },
    {
      type: "list",
      items: [
        `Title: ${metrics.titleLength} characters${px}: ${title.label} (the audit passes ${TITLE_WIDTH_PX.min}-${TITLE_WIDTH_PX.max} px, about ${TITLE_LENGTH_CHARS.min}-${TITLE_LENGTH_CHARS.max} characters)`,
        `Meta description: ${metrics.descriptionLength} characters: ${description.label} (the audit passes ${DESCRIPTION_LENGTH_CHARS.min}-${DESCRIPTION_LENGTH_CHARS.max} characters)`,
      ],
    },
  ];
  if (data.recommendations.length) {
    blocks.push({ type: "heading", text: "Recommendations" }, { type: "list", ordered: true, items: data.recommendations });
  }
  const checks = data.checks ?? [];
  for (const area of [...new Set(checks.map((c) => c.area))]) {
    blocks.push(
      { type: "heading", text: AREA_TITLES[area] },
      {
        type: "checks",
        items: checks.filter((c) => c.area === area).map((c) => ({ status: c.passed ? "pass" : "fail", text: checkLine(c) })),
      },
    );
  }
  if (data.live?.findings.length) {
    blocks.push(
      { type: "heading", text: "Live page checks" },
      {
        type: "checks",
        items: data.live.findings.map((f) => ({
          status: LIVE_STATUS[f.severity],
          text: `${LIVE_WORDS[f.severity]}${f.message}`,
        })),
      },
    );
  }
  // Without checks (an older answer), the audit's own report text is the detail.
  if (!checks.length) blocks.push({ type: "heading", text: "Report" }, ...textToBlocks(data.result));
  const about = input.title ? `SEO audit of “${input.title}”` : "SEO audit";
  return { pdfReport: true, subtitle: input.url ? `${about} · ${input.url}` : about, blocks };
}
