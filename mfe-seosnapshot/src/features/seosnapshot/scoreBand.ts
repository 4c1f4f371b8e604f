import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "@seo/contracts/constants";
import { SCORE_THRESHOLDS } from "@seo/seosnapshot-contract";

export type Tone = "success" | "warning" | "danger";

/** The score's band: 80+ Excellent (green), 60-79 Good (yellow), below 60 Need Improvement (red). */
export function scoreBand(score: number): { label: string; tone: Tone } {
  if (score >= SCORE_THRESHOLDS.excellent) return { label: "Excellent", tone: "success" };
  if (score >= SCORE_THRESHOLDS.good) return { label: "Good", tone: "warning" };
  return { label: "Need Improvement", tone: "danger" };
}

/** Where a length sits against its guide (title 50-60, description 140-160). */
export function lengthStatus(length: number, guide: { min: number; max: number }): { label: string; tone: Tone } {
  if (length === 0) return { label: "Empty", tone: "danger" };
  if (length < guide.min) return { label: "Too short", tone: "warning" };
  if (length > guide.max) return { label: "Too long", tone: "danger" };
  return { label: "Optimal", tone: "success" };
}

export const GUIDES = { title: TITLE_GUIDE, description: DESCRIPTION_GUIDE } as const;
