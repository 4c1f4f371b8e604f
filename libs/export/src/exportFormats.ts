// Export rules of SPEC.md section 9 (and DESIGN.md decision 11): pure functions that turn the
// data a tool shows into the text of a TXT, CSV or PDF file. Nothing here touches the DOM.

export type ExportFormat = "copy" | "txt" | "csv" | "pdf";
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

/** Every value quoted; a quote inside a value is doubled. */
export function csvCell(value: unknown): string {
  return `"${cellText(value).replace(/"/g, '""')}"`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

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

/**
 * A letter-size PDF in 12 pt Helvetica titled '{tool} Export', paginated when the text is longer
 * than a page. jspdf is loaded on demand so it stays out of the page's initial bundle.
 */
export async function buildPdf(data: ExportData, tool: string): Promise<ArrayBuffer> {
  const { jsPDF } = await import("jspdf");
  const { width, height, margin, fontSize, titleSize, lineHeight } = PDF_PAGE;
  const doc = new jsPDF({ unit: "pt", format: "letter", orientation: "portrait", compress: false });
  const title = pdfTitle(tool);
  doc.setProperties({ title, creator: "SEO Suite" });

  doc.setFont("helvetica", "bold");
  doc.setFontSize(titleSize);
  doc.text(title, margin, margin + titleSize);
  let y = margin + titleSize + lineHeight * 1.5;

  doc.setFont("helvetica", "normal");
  doc.setFontSize(fontSize);
  const lines: string[] = toPlainText(data)
    .split(/\r?\n/)
    .flatMap((line) => (line.trim() === "" ? [""] : (doc.splitTextToSize(line, width - margin * 2) as string[])));
  for (const line of lines) {
    if (y > height - margin) {
      doc.addPage("letter", "portrait");
      y = margin + fontSize;
    }
    if (line !== "") doc.text(line, margin, y);
    y += lineHeight;
  }
  return doc.output("arraybuffer");
}
