// The export bar every tool result carries: Copy, TXT, CSV and PDF
// buttons, the defaults being txt, csv and copy; PDF appears only when asked for. A format the
// user's plan does not unlock (the server's capabilities,
// docs/decisions/0003-plan-access-gate-in-the-bff.md) stays visible with
// a "Pro" mark and leads to the pricing page instead of exporting.
import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRICING_PATH } from "@seo/contracts/paths";
import { Button, ButtonLink } from "@seo/ui/Button";
import { useToast } from "@seo/ui/toastStore";
import { copyText, downloadFile } from "./browserExport";
import {
  DEFAULT_FORMATS,
  MIME_TYPES,
  buildPdf,
  exportFileName,
  toCsv,
  toPlainText,
  type ExportData,
  type ExportFormat,
  type PdfReport,
} from "./exportFormats";

export const EXPORT_TEXTS = {
  successTitle: "Export Successful",
  copied: "Content copied to clipboard",
  exportedAs: (format: string) => `File exported as ${format}`,
  failureTitle: "Export Failed",
  failure: "There was an error exporting your content",
} as const;

/** Runs one export; the toasts are the caller's. */
export async function runExport(format: ExportFormat, data: ExportData, filename: string, tool: string) {
  switch (format) {
    case "copy":
      return copyText(toPlainText(data));
    case "txt":
      return downloadFile(toPlainText(data), exportFileName(filename, "txt"), MIME_TYPES.txt);
    case "csv":
      return downloadFile(toCsv(data), exportFileName(filename, "csv"), MIME_TYPES.csv);
    case "pdf":
      return downloadFile(await buildPdf(data, tool), exportFileName(filename, "pdf"), MIME_TYPES.pdf);
  }
}

const ORDER: readonly ExportFormat[] = ["copy", "txt", "csv", "pdf"];
const LABELS: Record<ExportFormat, string> = { copy: "Copy", txt: "TXT", csv: "CSV", pdf: "PDF" };
const HINTS: Record<ExportFormat, string> = {
  copy: "Copy to clipboard",
  txt: "Download as a text file",
  csv: "Download as a spreadsheet (CSV)",
  pdf: "Download a PDF report",
};

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="15"
    height="15"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);
const ICONS: Record<ExportFormat, React.ReactNode> = {
  copy: icon("M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"),
  txt: icon("M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6"),
  csv: icon("M4 4h16v16H4zM4 10h16M4 15h16M10 4v16"),
  pdf: icon("M12 3v12m0 0-4-4m4 4 4-4M5 21h14"),
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ProMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: 0.7rem;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  letter-spacing: 0.04em;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
  margin-right: ${({ theme }) => theme.space.xs};
`;

export interface ExportBarProps {
  /** Text, or a structure (exported as indented JSON; CSV as rows). */
  data: ExportData;
  /** File name without extension. */
  filename: string;
  /** Tool name for the PDF title: '{tool} Export'. */
  tool: string;
  /** Which buttons, in any order; shown as Copy, TXT, CSV, PDF. Defaults to txt, csv and copy. */
  formats?: readonly ExportFormat[];
  /**
   * The formats this user may export (the subscription's capabilities); the others of `formats`
   * show locked, marked "Pro", and lead to the pricing page. Every format when omitted.
   */
  unlocked?: readonly ExportFormat[];
  /** What the CSV holds, when a table says it better than `data` (e.g. rows of objects). */
  csvData?: ExportData;
  /** What the PDF holds, when a report with sections says it better than `data` (libs/export/src/pdfReport.ts). */
  pdfData?: ExportData | PdfReport;
  /** Caption before the buttons; none by default. */
  label?: string;
  className?: string;
}

export const LOCKED_HINT = (label: string) => `${label} export is included in Pro: see the plans`;

export function ExportBar({
  data,
  csvData,
  pdfData,
  filename,
  tool,
  formats = DEFAULT_FORMATS,
  unlocked,
  label,
  className,
}: ExportBarProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const handle = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const chosen = { csv: csvData, pdf: pdfData }[format as "csv" | "pdf"];
      await runExport(format, chosen !== undefined ? chosen : data, filename, tool);
      toast({
        title: EXPORT_TEXTS.successTitle,
        description: format === "copy" ? EXPORT_TEXTS.copied : EXPORT_TEXTS.exportedAs(format.toUpperCase()),
        variant: "success",
      });
    } catch (error) {
      console.error(`Export as ${format} failed`, error);
      toast({ title: EXPORT_TEXTS.failureTitle, description: EXPORT_TEXTS.failure, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Bar role="group" aria-label={label ?? "Export"} className={className}>
      {label && <Caption>{label}</Caption>}
      {ORDER.filter((f) => formats.includes(f)).map((format) =>
        unlocked && !unlocked.includes(format) ? (
          <ButtonLink
            key={format}
            as={Link}
            to={PRICING_PATH}
            $size="sm"
            $variant="outline"
            title={LOCKED_HINT(LABELS[format])}
            data-locked="true"
          >
            {/* Its name is what it shows: "CSV Pro" (WCAG 2.5.3). */}
            {ICONS[format]}
            {LABELS[format]} <ProMark>Pro</ProMark>
          </ButtonLink>
        ) : (
          <Button
            key={format}
            size="sm"
            variant="outline"
            icon={ICONS[format]}
            busy={busy === format}
            title={HINTS[format]}
            onClick={() => void handle(format)}
          >
            {LABELS[format]}
          </Button>
        ),
      )}
    </Bar>
  );
}
