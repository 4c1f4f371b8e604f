// How SeoSnapshot grades what it shows: the score's band, and a length against the ranges the audit
// passes. The ranges are the contract's (the service grades by the same constants), so the form's
// hint and counter, the audit's verdicts and its checks all say one thing; and a verdict has one
// tone everywhere (Optimal is the success tone), shown in its words as well as its colour.
import {
  DESCRIPTION_LENGTH_CHARS,
  SCORE_THRESHOLDS,
  TITLE_LENGTH_CHARS,
  TITLE_WIDTH_PX,
  type SeoMetrics,
} from "@seo/seosnapshot-contract";

export type Tone = "success" | "warning" | "danger";
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** The score's band: 80+ Excellent (green), 60-79 Good (amber), below 60 Need Improvement (red). */
export function scoreBand(score: number): { label: string; tone: Tone } {
  if (score >= SCORE_THRESHOLDS.excellent) return { label: "Excellent", tone: "success" };
  if (score >= SCORE_THRESHOLDS.good) return { label: "Good", tone: "warning" };
  return { label: "Need Improvement", tone: "danger" };
}

/** A length verdict's words and its one tone. */
export const LENGTH_VERDICTS = {
  empty: { label: "Empty", tone: "danger" },
  short: { label: "Too short", tone: "warning" },
  long: { label: "Too long", tone: "danger" },
  optimal: { label: "Optimal", tone: "success" },
} as const satisfies Record<string, { label: string; tone: Tone }>;
export type LengthVerdict = (typeof LENGTH_VERDICTS)[keyof typeof LENGTH_VERDICTS];

/** Where a length sits against its range. */
export function lengthStatus(length: number, range: Range): LengthVerdict {
  if (length === 0) return LENGTH_VERDICTS.empty;
  if (length < range.min) return LENGTH_VERDICTS.short;
  if (length > range.max) return LENGTH_VERDICTS.long;
  return LENGTH_VERDICTS.optimal;
}

/** The ranges the form shows and counts against: the audit's own, in characters. */
export const GUIDES = { title: TITLE_LENGTH_CHARS, description: DESCRIPTION_LENGTH_CHARS } as const;

/** The form's hint for a field: the audit's range. */
export const guideHint = (range: Range) => `Aim for ${range.min}-${range.max} characters`;

/**
 * The audit's verdict on the title: the audit measures its width (TITLE_WIDTH_PX) and says whether
 * it passes; too short or too long comes from the width when the audit sent one, else the length.
 */
export function titleVerdict(m: Pick<SeoMetrics, "titleLength" | "titleOptimal" | "titlePixelWidth">): LengthVerdict {
  if (m.titleLength === 0) return LENGTH_VERDICTS.empty;
  if (m.titleOptimal) return LENGTH_VERDICTS.optimal;
  const byWidth = typeof m.titlePixelWidth === "number";
  return outside(byWidth ? m.titlePixelWidth! : m.titleLength, byWidth ? TITLE_WIDTH_PX : GUIDES.title);
}

/** The audit's verdict on the meta description (DESCRIPTION_LENGTH_CHARS). */
export function descriptionVerdict(m: Pick<SeoMetrics, "descriptionLength" | "descriptionOptimal">): LengthVerdict {
  if (m.descriptionLength === 0) return LENGTH_VERDICTS.empty;
  if (m.descriptionOptimal) return LENGTH_VERDICTS.optimal;
  return outside(m.descriptionLength, GUIDES.description);
}

/** A length the audit did not pass: short below the range's middle, else long. */
const outside = (value: number, range: Range): LengthVerdict =>
  value < (range.min + range.max) / 2 ? LENGTH_VERDICTS.short : LENGTH_VERDICTS.long;

/**
 * A tone's colours: text in the theme's dark shade (4.5:1 and more on white and on the tone's soft
 * background), fills and rings in its mid shade.
 */
export const toneText = (tone: Tone) => `${tone}Text` as const;
