// The PDF export as a document rather than a text dump: the product's heading, the tool and the
// date, then sections with headings, wrapped paragraphs, lists, check lines with drawn marks and,
// for a score, the score large with its verdict in words. A tool may hand over a structured
// report (PdfReport); any other export is read into blocks (textToBlocks). Letter-size pages,
// Helvetica, body text 12 pt; long content continues on further pages, each with a footer.
import type { jsPDF } from "jspdf";
import { PRODUCT_NAME } from "@seo/contracts/brand";
import { STATUS_COLORS, drawStatusMark, splitStatusMark, type Status } from "./statusMarks";
import { STATUS_WORDS, toWinAnsi } from "./winAnsiText";

export type PdfTone = "success" | "warning" | "danger";

export interface PdfListItem {
  text: string;
}

/** One block of the document, top to bottom. */
export type PdfBlock =
  | { type: "heading"; text: string }
  /** Wrapped text; `indent` in levels of 12 pt; `preformatted` keeps leading spaces (JSON). */
  | { type: "paragraph"; text: string; indent?: number; muted?: boolean; preformatted?: boolean }
  /** Bulleted, or numbered from `start` (1 unless given). */
  | { type: "list"; items: string[]; ordered?: boolean; start?: number }
  /** Lines that pass, fail or were not checked: a drawn mark, its word (PASS, FAIL, N/A) and the text. */
  | { type: "checks"; items: { status: Status; text: string; indent?: number }[] }
  /** A score shown large in its tone, with its verdict in words beside it and detail lines under it. */
  | { type: "score"; label: string; score: number; outOf: number; verdict: string; tone: PdfTone; details?: string[] }
  /** A gap, as a blank line gives between paragraphs. */
  | { type: "space" };

/** A tool's report for the PDF: a line under the title saying what it is about, then its blocks. */
export interface PdfReport {
  pdfReport: true;
  subtitle?: string;
  blocks: PdfBlock[];
}

export const isPdfReport = (data: unknown): data is PdfReport =>
  typeof data === "object" &&
  data !== null &&
  (data as PdfReport).pdfReport === true &&
  Array.isArray((data as PdfReport).blocks);

// ---- Text into blocks ------------------------------------------------------------------------

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
/** "Recommendations:", "Search preview (desktop):": a short line that only introduces what follows. */
const LABEL_LINE = /^([^\s].{0,58}[^\s.,;]):$/;

/**
 * An export's text as blocks: markdown or "Label:" lines become headings, "- " and "1. " lines
 * lists, ✓/✗/− lines checks, every other line a paragraph (indented as written), blank lines gaps.
 */
export function textToBlocks(text: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const last = () => blocks[blocks.length - 1];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") {
      if (blocks.length && last()?.type !== "space") blocks.push({ type: "space" });
      continue;
    }
    const status = splitStatusMark(line);
    if (status) {
      const item = { status: status.status, text: status.rest, indent: status.indent.length >= 2 ? 1 : 0 };
      const prev = last();
      if (prev?.type === "checks") prev.items.push(item);
      else blocks.push({ type: "checks", items: [item] });
      continue;
    }
    const heading = MARKDOWN_HEADING.exec(line) ?? LABEL_LINE.exec(line);
    if (heading && !BULLET.test(line) && !NUMBERED.test(line)) {
      blocks.push({ type: "heading", text: heading[1]! });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const bullet = numbered ? null : BULLET.exec(line);
    if (numbered || bullet) {
      const ordered = Boolean(numbered);
      const itemText = numbered ? numbered[2]! : bullet![1]!;
      const prev = last();
      if (prev?.type === "list" && Boolean(prev.ordered) === ordered) prev.items.push(itemText);
      else blocks.push({ type: "list", items: [itemText], ordered, ...(numbered ? { start: Number(numbered[1]) } : {}) });
      continue;
    }
    const indent = /^\s*/.exec(line)![0].length;
    blocks.push({ type: "paragraph", text: line.trim(), ...(indent >= 2 ? { indent: 1 } : {}) });
  }
  if (last()?.type === "space") blocks.pop();
  return blocks;
}

/** What any export holds, as blocks: a report as it is, text read into blocks, a structure as its JSON lines. */
export function blocksOf(data: unknown, plainText: string): { subtitle?: string; blocks: PdfBlock[] } {
  if (isPdfReport(data)) return data;
  if (typeof data === "string") return { blocks: textToBlocks(data) };
  return {
    blocks: plainText
      .split(/\r?\n/)
      .map((line): PdfBlock => (line.trim() === "" ? { type: "space" } : { type: "paragraph", text: line, preformatted: true })),
  };
}

// ---- Drawing ---------------------------------------------------------------------------------

/** Letter size in points; body text 12 pt. */
export const PDF_LAYOUT = {
  width: 612,
  height: 792,
  margin: 54,
  footer: 30,
  body: 12,
  title: 20,
  heading: 14,
  brand: 12,
  small: 9,
  lineGap: 1.35,
} as const;

/** Ink colours: every text colour reads at 4.5:1 or more on white. */
export const PDF_COLORS = {
  ink: "#0f172a",
  muted: "#475569",
  brand: "#5b21b6",
  rule: "#cbd5e1",
  tones: { success: "#15803d", warning: "#b45309", danger: "#b91c1c" } satisfies Record<PdfTone, string>,
} as const;

/** "25 November 2026". */
export const pdfDate = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

interface DrawOptions {
  title: string;
  date: Date;
}

/** Draws the document into `doc` (a fresh letter-size jsPDF in points). */
export function drawReport(doc: jsPDF, report: { subtitle?: string; blocks: PdfBlock[] }, { title, date }: DrawOptions): void {
  const L = PDF_LAYOUT;
  const right = L.width - L.margin;
  const bottom = L.height - L.margin - L.footer / 2;
  let y = L.margin;

  const font = (style: "normal" | "bold", size: number, color: string = PDF_COLORS.ink) => {
    doc.setFont("helvetica", style);
    doc.setFontSize(size);
    doc.setTextColor(color);
  };
  const newPage = () => {
    doc.addPage("letter", "portrait");
    y = L.margin;
  };
  /** Starts a new page unless `height` more points fit on this one. */
  const room = (height: number) => {
    if (y + height > bottom) newPage();
  };
  /** One line of text at the current font, its top at y. */
  const line = (text: string, x: number, size: number) => {
    room(size * L.lineGap);
    if (text !== "") doc.text(text, x, y + size);
    y += size * L.lineGap;
  };
  const wrap = (text: string, width: number): string[] => {
    const clean = toWinAnsi(text);
    return clean.trim() === "" ? [""] : (doc.splitTextToSize(clean, width) as string[]);
  };

  // The heading: the product, the date, the export's title and what it is about.
  font("bold", L.brand, PDF_COLORS.brand);
  doc.text(toWinAnsi(PRODUCT_NAME), L.margin, y + L.brand);
  font("normal", L.small + 1, PDF_COLORS.muted);
  doc.text(toWinAnsi(`Exported ${pdfDate(date)}`), right, y + L.brand, { align: "right" });
  y += L.brand * L.lineGap + 10;
  font("bold", L.title);
  for (const t of wrap(title, right - L.margin)) line(t, L.margin, L.title);
  if (report.subtitle) {
    font("normal", L.body, PDF_COLORS.muted);
    for (const t of wrap(report.subtitle, right - L.margin)) line(t, L.margin, L.body);
  }
  y += 6;
  doc.setDrawColor(PDF_COLORS.rule);
  doc.setLineWidth(1);
  doc.line(L.margin, y, right, y);
  doc.setDrawColor(0);
  y += 16;

  const markSize = L.body * 0.75;
  font("bold", L.body);
  // The status words sit in one column so the texts after them line up.
  const wordColumn = Math.max(...Object.values(STATUS_WORDS).map((w) => doc.getTextWidth(w))) + L.body * 0.6;

  report.blocks.forEach((block, index) => {
    const first = index === 0;
    switch (block.type) {
      case "space":
        y += L.body * 0.6;
        break;
      case "heading": {
        // Keep a heading with the first line of what follows it.
        if (!first) y += L.heading * 0.7;
        room(L.heading * L.lineGap + L.body * L.lineGap);
        font("bold", L.heading);
        for (const t of wrap(block.text, right - L.margin)) line(t, L.margin, L.heading);
        y += 2;
        break;
      }
      case "paragraph": {
        const x = L.margin + (block.indent ?? 0) * L.body;
        font("normal", L.body, block.muted ? PDF_COLORS.muted : PDF_COLORS.ink);
        const text = block.preformatted ? toWinAnsi(block.text) : block.text;
        const lines = block.preformatted ? (doc.splitTextToSize(text, right - x) as string[]) : wrap(text, right - x);
        for (const t of lines) line(t, x, L.body);
        break;
      }
      case "list": {
        font("normal", L.body);
        const start = block.start ?? 1;
        const markerWidth = block.ordered ? doc.getTextWidth(`${start + block.items.length - 1}.`) + 6 : 12;
        const textX = L.margin + 6 + markerWidth;
        block.items.forEach((item, i) => {
          const lines = wrap(item, right - textX);
          room(L.body * L.lineGap);
          doc.text(block.ordered ? `${start + i}.` : "•", L.margin + 6, y + L.body);
          for (const t of lines) line(t, textX, L.body);
          y += 2;
        });
        break;
      }
      case "checks": {
        for (const item of block.items) {
          const markX = L.margin + (item.indent ?? 0) * L.body;
          const x = markX + markSize + L.body * 0.4 + wordColumn;
          font("normal", L.body);
          const lines = wrap(item.text, right - x);
          room(L.body * L.lineGap);
          const baseline = y + L.body;
          drawStatusMark(doc, item.status, markX, baseline, markSize);
          font("bold", L.body, STATUS_COLORS[item.status]);
          doc.text(STATUS_WORDS[item.status], markX + markSize + L.body * 0.4, baseline);
          font("normal", L.body);
          for (const t of lines) line(t, x, L.body);
          y += 2;
        }
        break;
      }
      case "score": {
        const big = 30;
        const height = L.small * L.lineGap + big * 1.2 + (block.details?.length ?? 0) * L.body * L.lineGap + 12;
        if (!first) y += 6;
        room(height);
        const top = y;
        const tone = PDF_COLORS.tones[block.tone];
        const x = L.margin + 14;
        font("bold", L.small + 1, PDF_COLORS.muted);
        line(toWinAnsi(block.label.toUpperCase()), x, L.small + 1);
        font("bold", big, tone);
        const score = `${block.score}/${block.outOf}`;
        doc.text(score, x, y + big);
        const verdictX = x + doc.getTextWidth(score) + 14;
        font("bold", 18, tone);
        doc.text(toWinAnsi(block.verdict), verdictX, y + big);
        y += big * 1.2 + 4;
        font("normal", L.body, PDF_COLORS.muted);
        for (const detail of block.details ?? []) for (const t of wrap(detail, right - x)) line(t, x, L.body);
        // A bar in the score's tone down the block's left edge.
        doc.setFillColor(tone);
        doc.rect(L.margin, top, 4, y - top, "F");
        doc.setFillColor("#000000");
        y += 8;
        break;
      }
    }
  });

  // Every page's footer: the product and the export, and where this page is.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    font("normal", L.small, PDF_COLORS.muted);
    const baseline = L.height - L.margin / 2;
    doc.text(toWinAnsi(`${PRODUCT_NAME} · ${title}`), L.margin, baseline);
    doc.text(`Page ${page} of ${pages}`, right, baseline, { align: "right" });
  }
  doc.setTextColor(0);
}
