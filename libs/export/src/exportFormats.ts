// Export rules: pure functions that turn the data a tool shows into the text of a TXT, CSV or PDF
// file (a long PDF is paginated rather than cut). Nothing here touches the DOM.
import type { ExportFormat } from "@seo/contracts/auth";
import { PRODUCT_NAME } from "@seo/contracts/brand";
import { blocksOf, drawReport, isPdfReport, type PdfReport } from "./pdfReport";
import { toWinAnsi } from "./winAnsiText";

// The formats are the contract's (which ones a plan gives is the registry's plan rules).
export type { ExportFormat };
/** Text as it is, or a structure (written as indented JSON). */
export type ExportData = unknown;
export type { PdfReport };

export const DEFAULT_FORMATS: readonly ExportFormat[] = ["txt", "csv", "copy"];

export const MIME_TYPES = {
  txt: "text/plain;charset=utf-8",
  csv: "text/csv;charset=utf-8",
  pdf: "application/pdf",
} as const;

/** `{filename}.txt`, `{filename}.csv`, `{filename}.pdf`. */
export function exportFileName(filename: string, format: Exclude<ExportFormat, "copy">): string {
  return `${filename}.${format}`;
}

/** The plain-text form: text unchanged, structures as JSON indented by two spaces. */
export function toPlainText(data: ExportData): string {
  if (typeof data === "string") return data;
  if (data === undefined || data === null) return "";
  return JSON.stringify(data, null, 2);
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Spreadsheets read a cell that starts with one of these as a formula (or, for tab and carriage
 * return, strip them and read what follows), and quoting does not stop them: `"=1+1"` still computes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A plain number such as -5, +3 or -1.5e3. Spreadsheets read it as that number, never as a formula,
 * and prefixing it would turn a numeric column into text that no longer sorts or sums: so it stays.
 */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The cell's text as a spreadsheet must show it: a would-be formula gets a leading ' (shown as text). */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Every value quoted; a quote inside a value is doubled; a would-be formula is written as text. */
export function csvCell(value: unknown): string {
  return `"${spreadsheetSafeText(cellText(value)).replace(/"/g, '""')}"`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * CSV rows, joined by "\n":
 * - a list of objects: the first object's keys are the header row, then one row per object;
 * - a list of anything else: one row per item;
 * - one object: its keys as the header, its values as one row;
 * - text: one row per non-blank line.
 */
export function toCsv(data: ExportData): string {
  let rows: string[][];
  if (Array.isArray(data)) {
    const first = data[0];
    if (isRecord(first)) {
      const keys = Object.keys(first);
      rows = [keys, ...data.map((item) => keys.map((k) => (isRecord(item) ? item[k] : undefined)))] as string[][];
    } else {
      rows = data.map((item) => [item]) as string[][];
    }
  } else if (isRecord(data)) {
    const keys = Object.keys(data);
    rows = [keys, keys.map((k) => data[k])] as string[][];
  } else {
    rows = toPlainText(data)
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => [line]);
  }
  return rows.map((row) => row.map(csvCell).join(",")).join("\n");
}

/** Letter size in points, the PDF's page: the layout is pdfReport.ts's PDF_LAYOUT. */
export const PDF_PAGE = { width: 612, height: 792, margin: 54, fontSize: 12 } as const;

/** The PDF's title: '{tool} Export'. */
export const pdfTitle = (tool: string) => `${tool} Export`;

/**
 * A letter-size PDF titled '{tool} Export' under the product's name and the date, paginated when
 * long: a tool's structured report (PdfReport) as it is, text read into headings, paragraphs, lists
 * and check lines (a line that starts with ✓, ✗ or − gets a drawn mark and the word PASS, FAIL or
 * N/A), a structure as its JSON lines. Text is brought into WinAnsi first (the standard fonts'
 * encoding). jspdf is loaded on demand so it stays out of the page's initial bundle.
 */
export async function buildPdf(data: ExportData | PdfReport, tool: string, options: { date?: Date } = {}): Promise<ArrayBuffer> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "pt", format: "letter", orientation: "portrait", compress: false });
  const title = toWinAnsi(pdfTitle(tool));
  doc.setProperties({ title, creator: PRODUCT_NAME });
  drawReport(doc, blocksOf(data, isPdfReport(data) ? "" : toPlainText(data)), {
    title: pdfTitle(tool),
    date: options.date ?? new Date(),
  });
  return doc.output("arraybuffer");
}
