// TrendSpy's estimates: volume, difficulty, trend and opportunity modelled from a keyword's shape
// (never live data). Volumes snap to the buckets keyword tools report.
import { DIFFICULTY_THRESHOLDS } from "@seo/trendspy-contract";
import { hash, normWords } from "@seo/ai/text/words";
import type { CleanSeed, SeedClass } from "@seo/ai/text/searchSeed";
import type { DifficultyBand, Intent, Kind, Trend } from "./trendspy";

export const BUCKETS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900, 3600,
  4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500, 110000,
];
export const snap = (v: number) => BUCKETS.reduce((best, b) => (Math.abs(b - v) < Math.abs(best - v) ? b : best), BUCKETS[0]!);
/** The bucket below a volume (the most a longer form of that keyword can have). */
export const below = (v: number) => [...BUCKETS].reverse().find((b) => b < v) ?? BUCKETS[0]!;

export const CLASS_DEMAND: Record<SeedClass, number> = {
  product: 1,
  food: 0.9,
  local: 1,
  service: 0.7,
  saas: 0.6,
  digital: 0.5,
  course: 0.45,
  activity: 1.1,
  howto: 0.35,
  problem: 0.3,
  topic: 0.9,
  travel: 0.9,
};
export const KIND_SHARE: Record<Kind, number> = {
  head: 1,
  commercial: 0.45,
  transactional: 0.3,
  modifier: 0.4,
  question: 0.25,
  comparison: 0.15,
  "long tail": 0.2,
};
export const RISING_SEED =
  /\b(ai|sustainable|eco|vegan|electric|smart|air fryers?|notion|standing desks?|pickleball|plant-based|solar|heat pumps?)\b/i;

/** A keyword's words for containment ("$" dropped: "$50 standing desk" contains "standing desk"). */
const wordsOf = (keyword: string) => normWords(keyword.replace(/\$/g, ""));
/** Does `longer` contain every word of `shorter` (so it is a longer form of it)? */
const containsAll = (longer: string[], shorter: string[]) =>
  shorter.length < longer.length && shorter.every((w) => longer.includes(w));
/** The most a longer form of a keyword with this volume can show: the bucket below it (or the volume itself at the floor). */
const capUnder = (v: number) => (v <= BUCKETS[0]! ? v : below(v));

/**
 * The one place volumes are made plausible: a longer form never shows more searches than a keyword
 * of the same list it contains ("how to start a podcast" under "start a podcast"), and with `head`
 * nothing else out-searches the head term. Shorter keywords are settled first, so a chain of forms
 * falls step by step. Changes `volume` in place.
 */
export function capLongerForms<T extends { keyword: string; volume: number }>(rows: readonly T[], head?: T): void {
  const order = rows.map((k) => ({ k, ws: wordsOf(k.keyword) })).sort((a, b) => a.ws.length - b.ws.length);
  for (const { k, ws } of order) {
    if (k === head) continue;
    let cap = head ? capUnder(head.volume) : Infinity;
    for (const o of order) if (o.k !== k && containsAll(ws, o.ws)) cap = Math.min(cap, capUnder(o.k.volume));
    k.volume = Math.min(k.volume, cap);
  }
}

export function difficultyBand(d: number): DifficultyBand {
  if (d < 15) return "very easy";
  if (d < DIFFICULTY_THRESHOLDS.easy) return "easy";
  if (d < DIFFICULTY_THRESHOLDS.medium) return "medium";
  if (d < 80) return "hard";
  return "very hard";
}

export const jitter = (key: string, spread: number) => 1 + (((hash(key) % 201) - 100) / 100) * spread;

export function headVolume(s: CleanSeed, keyword: string): number {
  const n = normWords(keyword).length;
  const base = [49500, 49500, 14800, 3600, 1000, 390, 170][Math.min(n, 6)]!;
  const place = s.location ? 0.2 : 1;
  const market = s.lang === "en" ? 1 : 0.35;
  return snap(Math.max(20, base * CLASS_DEMAND[s.cls] * place * market * jitter(keyword, 0.2)));
}

export function difficultyOf(s: CleanSeed, keyword: string, intent: Intent, isHead: boolean): number {
  const n = normWords(keyword).length;
  const base = [80, 80, 64, 50, 38, 28, 20][Math.min(n, 6)]!;
  const shift: Record<Intent, number> = { commercial: 8, transactional: 5, navigational: -6, informational: -10 };
  const place = s.location ? -12 : 0;
  const cls = s.cls === "saas" ? 6 : s.cls === "howto" || s.cls === "problem" ? -8 : 0;
  const d = base + (isHead ? 0 : shift[intent]) + place + cls + ((hash(keyword) >>> 8) % 13) - 6;
  return Math.max(3, Math.min(97, Math.round(d)));
}

export function opportunityOf(volume: number, difficulty: number, trend: Trend): number {
  const demand = Math.log10(volume) / Math.log10(110000);
  const o = 100 * demand * (1 - difficulty / 100) * (trend === "up" ? 1.15 : trend === "down" ? 0.85 : 1) * 1.6;
  return Math.max(1, Math.min(100, Math.round(o)));
}
