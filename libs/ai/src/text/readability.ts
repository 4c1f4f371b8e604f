// Flesch reading ease, with a vowel-group syllable estimate (good enough to rank marketing copy).
import { words } from "./words";

export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

/** Flesch reading ease: 60-70 is plain English; higher is easier. */
export function fleschReadingEase(text: string): { score: number; wordsPerSentence: number } {
  const ws = words(text);
  const ss = Math.max(1, sentences(text).length);
  if (ws.length === 0) return { score: 100, wordsPerSentence: 0 };
  const syl = ws.reduce((n, w) => n + syllables(w), 0);
  const wps = ws.length / ss;
  const score = 206.835 - 1.015 * wps - 84.6 * (syl / ws.length);
  return { score: Math.round(Math.max(0, Math.min(100, score))), wordsPerSentence: Math.round(wps * 10) / 10 };
}
