// Arial advance widths (1/1000 em; Arial is metric-compatible with Helvetica, so these are the
// standard Helvetica AFM figures) for measuring how wide a title renders in a results page.
import { graphemes } from "./graphemes";

/** Google desktop titles: Arial 20 px, cut near 600 px. */
export const DESKTOP_TITLE = { fontPx: 20, maxPx: 600 } as const;
/**
 * Google mobile titles: we model Arial 18 px wrapping over two lines of a ~340 px result card,
 * i.e. about 680 px in total before the ellipsis (roughly 70-78 characters of typical text).
 * These are our documented estimates; Google changes the layout without notice.
 */
export const MOBILE_TITLE = { fontPx: 18, maxPx: 680 } as const;
/** Desktop snippets: Arial 14 px over two lines, about 920 px. */
export const DESKTOP_DESCRIPTION = { fontPx: 14, maxPx: 920 } as const;
/** Mobile snippets: Arial 14 px, about three lines of a narrow card, roughly 680 px before the cut. */
export const MOBILE_DESCRIPTION = { fontPx: 14, maxPx: 680 } as const;

// ASCII 32..126, in order.
const ASCII_WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space ! " # $ % & ' ( ) * + , - . /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556, // 0-9
  278,
  278,
  584,
  584,
  584,
  556,
  1015, // : ; < = > ? @
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833, // A-M
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611, // N-Z
  278,
  278,
  278,
  469,
  556,
  333, // [ \ ] ^ _ `
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833, // a-m
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500, // n-z
  334,
  260,
  334,
  584, // { | } ~
];

const EXTRA_WIDTHS: Record<string, number> = {
  "\u00a0": 278,
  "–": 556,
  "—": 1000,
  "‘": 222,
  "’": 222,
  "‚": 222,
  "“": 333,
  "”": 333,
  "„": 333,
  "•": 350,
  "…": 1000,
  "©": 737,
  "®": 737,
  "™": 1000,
  "°": 400,
  "€": 556,
  "£": 556,
  "¥": 556,
  "¢": 556,
  "§": 556,
  "¶": 537,
  "«": 556,
  "»": 556,
  "¿": 611,
  "¡": 333,
  "×": 584,
  "÷": 584,
  ß: 611,
  æ: 889,
  Æ: 1000,
  ø: 611,
  Ø: 778,
  œ: 944,
  Œ: 1000,
  ð: 556,
  þ: 556,
  Þ: 667,
  ı: 278,
  ł: 222,
  Ł: 556,
  "½": 834,
  "¼": 834,
  "¾": 834,
  "±": 584,
  µ: 556,
};

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
const MARK = /\p{M}/gu;

const cache = new Map<string, number>();

/** Width of one grapheme in 1/1000 em. */
function graphemeUnits(g: string): number {
  const code = g.charCodeAt(0);
  if (g.length === 1 && code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? 556;
  const hit = cache.get(g);
  if (hit !== undefined) return hit;
  let w: number;
  const first = String.fromCodePoint(g.codePointAt(0) ?? 32);
  if (EXTRA_WIDTHS[first] !== undefined) w = EXTRA_WIDTHS[first];
  else if (EMOJI.test(g))
    w = 1000; // emoji fonts render about 1 em wide; ZWJ sequences are one glyph
  else if (WIDE.test(first)) w = 1000;
  else {
    // Accented Latin letters take the width of their base letter (é -> e).
    const base = first.normalize("NFD").replace(MARK, "");
    const c = base.charCodeAt(0);
    w = base.length >= 1 && c >= 32 && c <= 126 ? (ASCII_WIDTHS[c - 32] ?? 556) : 556;
  }
  if (cache.size < 4096) cache.set(g, w);
  return w;
}

/** Rendered width in pixels of `text` in Arial at `fontPx`. */
export function textWidthPx(text: string, fontPx: number): number {
  let units = 0;
  for (const g of graphemes(text)) units += graphemeUnits(g);
  return Math.round((units * fontPx) / 100) / 10;
}

/**
 * What a results page shows when `text` is wider than `maxPx`: the longest run of whole words that
 * fits together with " ..." (Google cuts on word boundaries). Returns the text unchanged if it fits.
 */
export function truncateToWidth(text: string, fontPx: number, maxPx: number): { text: string; truncated: boolean } {
  if (textWidthPx(text, fontPx) <= maxPx) return { text, truncated: false };
  const ellipsis = " ...";
  const budget = maxPx - textWidthPx(ellipsis, fontPx);
  const words = text.split(/\s+/);
  let out = "";
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (textWidthPx(next, fontPx) > budget) break;
    out = next;
  }
  out = out.replace(/[\s,;:|\-–—]+$/u, "");
  return { text: `${out}${ellipsis}`, truncated: true };
}
