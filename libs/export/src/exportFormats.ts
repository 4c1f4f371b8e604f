// Export rules: pure functions that turn the data a tool shows into the text of a TXT, CSV or PDF
// file (a long PDF is paginated rather than cut). Nothing here touches the DOM.
import type { ExportFormat } from "@seo/contracts/auth";
import { STATUS_COLORS, drawStatusMark, splitStatusMark, type Status } from "./statusMarks";
import { STATUS_WORDS, toWinAnsi } from "./winAnsiText";

// The formats are the contract's (which ones a plan gives is the registry's plan rules).
export type { ExportFormat };
/** Text as it is, or a structure (written as indented JSON). */
export type ExportData = unknown;

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

/** Letter size in points, the PDF's page. */
export const PDF_PAGE = { width: 612, height: 792, margin: 54, fontSize: 12, titleSize: 16, lineHeight: 16 } as const;

/** The PDF's title: '{tool} Export'. */
export const pdfTitle = (tool: string) => `${tool} Export`;

/** One line on the page; `status` lines start with a drawn mark and its word at `markX`. */
interface PdfRow {
  text: string;
  x: number;
  status?: Status;
  markX?: number;
}

/**
 * A letter-size PDF in 12 pt Helvetica titled '{tool} Export', paginated when the text is longer
 * than a page. Text is brought into WinAnsi first (the standard fonts' encoding), and a line that
 * starts with ✓, ✗ or − gets a drawn check, cross or dash and the word PASS, FAIL or N/A, the
 * continuation lines hanging under its text. jspdf is loaded on demand so it stays out of the
 * page's initial bundle.
 */
export async function buildPdf(data: ExportData, tool: string): Promise<ArrayBuffer> {
  const { jsPDF } = await import("jspdf");
  const { width, height, margin, fontSize, titleSize, lineHeight } = PDF_PAGE;
  const doc = new jsPDF({ unit: "pt", format: "letter", orientation: "portrait", compress: false });
  const title = toWinAnsi(pdfTitle(tool));
  doc.setProperties({ title, creator: "SEO Suite" });

  doc.setFont("helvetica", "bold");
  doc.setFontSize(titleSize);
  doc.text(title, margin, margin + titleSize);
  let y = margin + titleSize + lineHeight * 1.5;

  doc.setFontSize(fontSize);
  const markSize = fontSize * 0.75;
  // The words sit in one column so the texts after them line up.
  const wordColumn = Math.max(...Object.values(STATUS_WORDS).map((w) => doc.getTextWidth(w))) + fontSize * 0.6;
  doc.setFont("helvetica", "normal");

  const right = width - margin;
  const rows: PdfRow[] = toPlainText(data)
    .split(/\r?\n/)
    .flatMap((line): PdfRow[] => {
      const marked = splitStatusMark(line);
      if (!marked) {
        const text = toWinAnsi(line);
        if (text.trim() === "") return [{ text: "", x: margin }];
        return (doc.splitTextToSize(text, right - margin) as string[]).map((t) => ({ text: t, x: margin }));
      }
      const markX = margin + doc.getTextWidth(toWinAnsi(marked.indent));
      const x = markX + markSize + fontSize * 0.4 + wordColumn;
      const rest = toWinAnsi(marked.rest);
      const wrapped = rest.trim() === "" ? [""] : (doc.splitTextToSize(rest, right - x) as string[]);
      return wrapped.map((text, i) => (i === 0 ? { text, x, status: marked.status, markX } : { text, x }));
    });

  for (const row of rows) {
    if (y > height - margin) {
      doc.addPage("letter", "portrait");
      y = margin + fontSize;
    }
    if (row.status && row.markX !== undefined) {
      drawStatusMark(doc, row.status, row.markX, y, markSize);
      doc.setFont("helvetica", "bold");
      doc.setTextColor(STATUS_COLORS[row.status]);
      doc.text(STATUS_WORDS[row.status], row.markX + markSize + fontSize * 0.4, y);
      doc.setFont("helvetica", "normal");
      doc.setTextColor(0);
    }
    if (row.text !== "") doc.text(row.text, row.x, y);
    y += lineHeight;
  }
  return doc.output("arraybuffer");
}
