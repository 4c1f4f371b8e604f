// Status marks (✓, ✗, −) at the start of a line of exported text. The standard PDF fonts have no
// glyphs for them, so the PDF draws them as lines and writes a word beside them: the drawing is
// for the eye, the word for text extraction, screen readers and black-and-white printing.
import type { jsPDF } from "jspdf";
import { STATUS_WORDS } from "./winAnsiText";

export type Status = keyof typeof STATUS_WORDS;

export interface StatusLine {
  /** Whitespace before the mark. */
  indent: string;
  status: Status;
  /** The line after the mark and its space. */
  rest: string;
}

// A minus sign counts as a mark only when a space follows it, so "−12 points" stays a number.
const STATUS_LINE = /^(\s*)(?:([✓✔☑✅]|\u{1F5F8})|([✗✘✕✖❌❎☒])|(➖|−(?=\s)))\uFE0F?[ \t]*(.*)$/su;

/** The line's leading status mark, if it has one. */
export function splitStatusMark(line: string): StatusLine | undefined {
  const m = STATUS_LINE.exec(line);
  if (!m) return undefined;
  const status: Status = m[2] ? "pass" : m[3] ? "fail" : "na";
  return { indent: m[1] ?? "", status, rest: m[5] ?? "" };
}

/** Colours of the marks and their words (the product's success, danger and muted greys). */
export const STATUS_COLORS: Record<Status, string> = { pass: "#15803d", fail: "#b91c1c", na: "#64748b" };

/**
 * Draws a check, a cross or a dash in a square of `size` points whose bottom-left corner sits at
 * (x, baseline), in the status colour; the drawing state is restored afterwards.
 */
export function drawStatusMark(doc: jsPDF, status: Status, x: number, baseline: number, size: number): void {
  const at = (fx: number, fy: number): [number, number] => [x + fx * size, baseline - fy * size];
  doc.saveGraphicsState();
  doc.setDrawColor(STATUS_COLORS[status]);
  doc.setLineWidth(size * 0.16);
  doc.setLineCap("round");
  doc.setLineJoin("round");
  if (status === "pass") {
    const [x1, y1] = at(0.08, 0.5);
    const [x2, y2] = at(0.38, 0.15);
    const [x3, y3] = at(0.92, 0.92);
    doc.lines(
      [
        [x2 - x1, y2 - y1],
        [x3 - x2, y3 - y2],
      ],
      x1,
      y1,
      [1, 1],
      "S",
      false,
    );
  } else if (status === "fail") {
    doc.line(...at(0.15, 0.85), ...at(0.85, 0.15));
    doc.line(...at(0.15, 0.15), ...at(0.85, 0.85));
  } else {
    doc.line(...at(0.12, 0.45), ...at(0.88, 0.45));
  }
  doc.restoreGraphicsState();
}
