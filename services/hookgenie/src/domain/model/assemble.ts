import { graphemeLength } from "@seo/ai/text/graphemes";
import { HOOK_LIMITS, type Headline, type HookgenieResponse } from "@seo/hookgenie-contract";
import type { HookgenieInput } from "../hookgenieTool";
import { contentWords, judge, scoreAll, type Judged } from "../offline/lineScore";
import { topicFacts } from "../offline/topicFacts";
import type { HookgenieOutput } from "./outputSchema";

/** "1. “Some headline”" → "Some headline". */
export const cleanHeadline = (line: string) =>
  line
    .trim()
    .replace(/^(\d+[.)]|[-*•])\s+/, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();

/** A score no sound line gets: a line with broken grammar or a re-cased name ranks below every sound one. */
const UNSOUND_SCORE = 20;

/**
 * The model's variants, cleaned, de-duplicated, measured against the channel's limit and ranked
 * as the offline lines are (lineScore.ts): sound lines that keep every fact of the topic first,
 * then sound lines that drop one, then lines with broken grammar or a re-cased name.
 */
export function assembleHeadlines(input: HookgenieInput, output: HookgenieOutput): HookgenieResponse {
  const limit = HOOK_LIMITS[input.type];
  const seen = new Set<string>();
  const cleaned = output.headlines
    .map(cleanHeadline)
    .filter((text) => text && !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()));
  // A variant over the channel's limit gets cut off where it is shown: keep it only if nothing fits.
  const fitting = cleaned.filter((t) => graphemeLength(t) <= limit);
  const texts = fitting.length ? fitting : cleaned;
  const facts = topicFacts(input.topic);
  const ctx = {
    typed: facts.text.typed,
    entities: facts.entities,
    lang: facts.text.lang,
    type: input.type,
    style: input.style,
    limit: Math.max(limit, ...texts.map((t) => graphemeLength(t))),
    topicWords: contentWords(facts.whole),
  };
  const sound: Judged[] = [];
  const unsound: string[] = [];
  texts.forEach((text, order) => {
    const j = judge(text, [], order, ctx);
    if (j) sound.push(j);
    else unsound.push(text);
  });
  const ranked = scoreAll(sound, ctx).sort(
    (a, b) => Number(!!a.missing.length) - Number(!!b.missing.length) || b.score - a.score || a.order - b.order,
  );
  // A line that drops a fact never scores above one that keeps them all.
  ranked.forEach((j, i) => (j.score = i ? Math.min(j.score, ranked[i - 1]!.score) : j.score));
  const headlines: Headline[] = [
    ...ranked.map((j) => ({ text: j.text, score: j.score, length: graphemeLength(j.text), limit })),
    ...unsound.map((text) => ({
      text,
      score: Math.min(UNSOUND_SCORE, ranked.at(-1)?.score ?? UNSOUND_SCORE),
      length: graphemeLength(text),
      limit,
    })),
  ];
  return {
    result: headlines.map((h, i) => `${i + 1}. ${h.text}`).join("\n"),
    tips: output.tips,
    headlines,
  };
}
