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

/** Where drawing stands: the document, the page's current top (`y`) and the ways text goes down. */
class Pen {
  y: number = PDF_LAYOUT.margin;
  readonly right = PDF_LAYOUT.width - PDF_LAYOUT.margin;
  private readonly bottom = PDF_LAYOUT.height - PDF_LAYOUT.margin - PDF_LAYOUT.footer / 2;

  constructor(readonly doc: jsPDF) {}

  font(style: "normal" | "bold", size: number, color: string = PDF_COLORS.ink) {
    this.doc.setFont("helvetica", style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(color);
  }
  /** Starts a new page unless `height` more points fit on this one. */
  room(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage("letter", "portrait");
      this.y = PDF_LAYOUT.margin;
    }
  }
  /** One line of text at the current font, its top at y. */
  line(text: string, x: number, size: number) {
    this.room(size * PDF_LAYOUT.lineGap);
    if (text !== "") this.doc.text(text, x, this.y + size);
    this.y += size * PDF_LAYOUT.lineGap;
  }
  wrap(text: string, width: number): string[] {
    const clean = toWinAnsi(text);
    return clean.trim() === "" ? [""] : (this.doc.splitTextToSize(clean, width) as string[]);
  }
}

/** The heading: the product, the date, the export's title and what it is about, then a rule. */
function drawTitle(pen: Pen, title: string, subtitle: string | undefined, date: Date) {
  const { doc, right } = pen;
  const L = PDF_LAYOUT;
  pen.font("bold", L.brand, PDF_COLORS.brand);
  doc.text(toWinAnsi(PRODUCT_NAME), L.margin, pen.y + L.brand);
  pen.font("normal", L.small + 1, PDF_COLORS.muted);
  doc.text(toWinAnsi(`Exported ${pdfDate(date)}`), right, pen.y + L.brand, { align: "right" });
  pen.y += L.brand * L.lineGap + 10;
  pen.font("bold", L.title);
  for (const t of pen.wrap(title, right - L.margin)) pen.line(t, L.margin, L.title);
  if (subtitle) {
    pen.font("normal", L.body, PDF_COLORS.muted);
    for (const t of pen.wrap(subtitle, right - L.margin)) pen.line(t, L.margin, L.body);
  }
  pen.y += 6;
  doc.setDrawColor(PDF_COLORS.rule);
  doc.setLineWidth(1);
  doc.line(L.margin, pen.y, right, pen.y);
  doc.setDrawColor(0);
  pen.y += 16;
}

type Block<T extends PdfBlock["type"]> = Extract<PdfBlock, { type: T }>;

function drawList(pen: Pen, block: Block<"list">) {
  const L = PDF_LAYOUT;
  pen.font("normal", L.body);
  const start = block.start ?? 1;
  const markerWidth = block.ordered ? pen.doc.getTextWidth(`${start + block.items.length - 1}.`) + 6 : 12;
  const textX = L.margin + 6 + markerWidth;
  block.items.forEach((item, i) => {
    const lines = pen.wrap(item, pen.right - textX);
    pen.room(L.body * L.lineGap);
    pen.doc.text(block.ordered ? `${start + i}.` : "•", L.margin + 6, pen.y + L.body);
    for (const t of lines) pen.line(t, textX, L.body);
    pen.y += 2;
  });
}

/** Each check: its mark and status word (in one column, so the texts after them line up), then its text. */
function drawChecks(pen: Pen, block: Block<"checks">, wordColumn: number) {
  const L = PDF_LAYOUT;
  const markSize = L.body * 0.75;
  for (const item of block.items) {
    const markX = L.margin + (item.indent ?? 0) * L.body;
    const x = markX + markSize + L.body * 0.4 + wordColumn;
    pen.font("normal", L.body);
    const lines = pen.wrap(item.text, pen.right - x);
    pen.room(L.body * L.lineGap);
    const baseline = pen.y + L.body;
    drawStatusMark(pen.doc, item.status, markX, baseline, markSize);
    pen.font("bold", L.body, STATUS_COLORS[item.status]);
    pen.doc.text(STATUS_WORDS[item.status], markX + markSize + L.body * 0.4, baseline);
    pen.font("normal", L.body);
    for (const t of lines) pen.line(t, x, L.body);
    pen.y += 2;
  }
}

function drawScore(pen: Pen, block: Block<"score">, first: boolean) {
  const { doc } = pen;
  const L = PDF_LAYOUT;
  const big = 30;
  const height = L.small * L.lineGap + big * 1.2 + (block.details?.length ?? 0) * L.body * L.lineGap + 12;
  if (!first) pen.y += 6;
  pen.room(height);
  const top = pen.y;
  const tone = PDF_COLORS.tones[block.tone];
  const x = L.margin + 14;
  pen.font("bold", L.small + 1, PDF_COLORS.muted);
  pen.line(toWinAnsi(block.label.toUpperCase()), x, L.small + 1);
  pen.font("bold", big, tone);
  const score = `${block.score}/${block.outOf}`;
  doc.text(score, x, pen.y + big);
  const verdictX = x + doc.getTextWidth(score) + 14;
  pen.font("bold", 18, tone);
  doc.text(toWinAnsi(block.verdict), verdictX, pen.y + big);
  pen.y += big * 1.2 + 4;
  pen.font("normal", L.body, PDF_COLORS.muted);
  for (const detail of block.details ?? []) for (const t of pen.wrap(detail, pen.right - x)) pen.line(t, x, L.body);
  // A bar in the score's tone down the block's left edge.
  doc.setFillColor(tone);
  doc.rect(L.margin, top, 4, pen.y - top, "F");
  doc.setFillColor("#000000");
  pen.y += 8;
}

function drawBlock(pen: Pen, block: PdfBlock, first: boolean, wordColumn: number) {
  const L = PDF_LAYOUT;
  switch (block.type) {
    case "space":
      pen.y += L.body * 0.6;
      break;
    case "heading": {
      // Keep a heading with the first line of what follows it.
      if (!first) pen.y += L.heading * 0.7;
      pen.room(L.heading * L.lineGap + L.body * L.lineGap);
      pen.font("bold", L.heading);
      for (const t of pen.wrap(block.text, pen.right - L.margin)) pen.line(t, L.margin, L.heading);
      pen.y += 2;
      break;
    }
    case "paragraph": {
      const x = L.margin + (block.indent ?? 0) * L.body;
      pen.font("normal", L.body, block.muted ? PDF_COLORS.muted : PDF_COLORS.ink);
      const text = block.preformatted ? toWinAnsi(block.text) : block.text;
      const lines = block.preformatted
        ? (pen.doc.splitTextToSize(text, pen.right - x) as string[])
        : pen.wrap(text, pen.right - x);
      for (const t of lines) pen.line(t, x, L.body);
      break;
    }
    case "list":
      drawList(pen, block);
      break;
    case "checks":
      drawChecks(pen, block, wordColumn);
      break;
    case "score":
      drawScore(pen, block, first);
      break;
  }
}

/** Every page's footer: the product and the export, and where this page is. */
function drawFooters(pen: Pen, title: string) {
  const { doc } = pen;
  const L = PDF_LAYOUT;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    pen.font("normal", L.small, PDF_COLORS.muted);
    const baseline = L.height - L.margin / 2;
    doc.text(toWinAnsi(`${PRODUCT_NAME} · ${title}`), L.margin, baseline);
    doc.text(`Page ${page} of ${pages}`, pen.right, baseline, { align: "right" });
  }
  doc.setTextColor(0);
}

/** Draws the document into `doc` (a fresh letter-size jsPDF in points). */
export function drawReport(doc: jsPDF, report: { subtitle?: string; blocks: PdfBlock[] }, { title, date }: DrawOptions): void {
  const pen = new Pen(doc);
  drawTitle(pen, title, report.subtitle, date);
  pen.font("bold", PDF_LAYOUT.body);
  // The status words sit in one column so the texts after them line up.
  const wordColumn = Math.max(...Object.values(STATUS_WORDS).map((w) => doc.getTextWidth(w))) + PDF_LAYOUT.body * 0.6;
  report.blocks.forEach((block, index) => drawBlock(pen, block, index === 0, wordColumn));
  drawFooters(pen, title);
}
