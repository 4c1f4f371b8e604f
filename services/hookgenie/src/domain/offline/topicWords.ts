// The word-level readings every part of topicFacts.ts shares: the tagger's tags per word, what
// counts as a name, whether a phrase holds one of the client's facts, and the day and month names.
import nlp from "compromise";
import type { Entity } from "@seo/ai/quality/entities";

export const WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
export const MONTH =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";

export type Tags = Set<string>;
export function tagsOf(text: string): Tags[] {
  const terms = nlp(text).docs.flat() as Array<{ text: string; tags: Set<string> }>;
  return terms.filter((t) => t.text).map((t) => t.tags);
}

export const isName = (w: string) => /^\p{Lu}/u.test(w) || /\p{Lu}/u.test(w.slice(1)) || /\d/.test(w);

export function holdsEntity(text: string, entities: Entity[]): boolean {
  const lower = text.toLowerCase();
  return entities.some((e) => lower.includes(e.text.toLowerCase()));
}
