// What a rewrite may borrow from the page: short phrases of its own description that a title can
// carry ("Free UK Shipping Over £49", "About 20 Servings"), the town it names, and a call to action
// made of its own words ("Shop organic baby clothes."). Nothing here is invented; a page without
// such a phrase gets no padded rewrite.
import nlp from "compromise";
import { nounInfo } from "@seo/ai/text/language";
import { tidyEnd, words } from "@seo/ai/text/words";
import { contentStems, namesLocalService, sellsGoods, type PageType } from "./seosnapshotRules";

/** A phrase of the description a title can end on; `concrete` when it carries a figure, an offer or a name. */
export interface Fact {
  text: string;
  concrete: boolean;
  /** "with real arch support": joins the title's own noun with a space, not after a separator. */
  attached?: boolean;
}

// A clause that starts like these is a sentence of its own, not a phrase a title can carry.
const NOT_A_PHRASE =
  /^(we|i|you|they|it|he|she|this|that|these|those|here|there|and|or|but|so|if|because|when|while|which|who|what|how|why|is|are|was|were|do|does|did|can|will|just|also|then|please|with|to|of|by|at|as|in|on|into|welcome|hello|hi|thanks|thank)\b/i;
// A clause with its own subject.
const SUBJECT_START = /^(we|i|you|they|it|he|she|this|that|these|those|here|there|which|who)\b/i;
// ... and a call to action belongs in the description.
const ACTION =
  /^(shop|buy|order|book|call|ring|phone|email|contact|visit|click|see|get|find|discover|learn|read|try|start|join|sign|subscribe|download|explore|browse|check|grab|claim|request|schedule|register|reserve|enquire|message|text)\b/i;
const OFFER = /\bfree\b|%|[£$€]\s?\d|\b\d+\s?(day|night|year|month|week)s?\b/i;
const MAX_FACT_CHARS = 34;

/** Does the phrase open with a verb in the imperative ("grow basil", "bake a loaf")? "supports 4K" and "washed" describe. */
function startsWithCommand(phrase: string): boolean {
  // Tagged in lower case: a capital at a sentence start reads to the tagger as a name ("Scrub").
  const first = nlp(phrase.charAt(0).toLowerCase() + phrase.slice(1))
    .terms()
    .json()[0] as { terms?: Array<{ tags: string[] }> } | undefined;
  const tags = first?.terms?.[0]?.tags ?? [];
  return tags.includes("Imperative") || (tags.includes("Infinitive") && !tags.includes("Noun"));
}

/** The clauses and list items of a text, then each half of an "x and y" pair. */
function phrasesOf(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (/\?\s*$/.test(sentence)) continue;
    let listed = false;
    let afterClause = false;
    for (const part of sentence.replace(/[.!]+\s*$/, "").split(/,\s+|;\s+|:\s+|\s[–—-]\s/)) {
      const p = part.trim();
      if (!p) continue;
      // "tested for picture quality, HDR and gaming lag": the items after "for" are what was
      // judged, not what the page offers; the rest of that list is no fact either.
      if (listed) continue;
      // "our top pick is the Speedgoat 6, from £140": a price after a clause of its own belongs to it.
      if (afterClause && /^(from|for|under|over|at)\s/i.test(p)) continue;
      afterClause = SUBJECT_START.test(p) || /\b(we|i|you|they|it|our|their|is|are)\b/i.test(p);
      if (/\b(tested|compared|rated|reviewed|judged|scored|ranked)\b.*\s(for|on)\s+[^\d£$€,]+$/i.test(p)) listed = true;
      out.push(p);
      // The halves of a short "x and y", unless the whole is a sentence of its own ("grow basil and mint indoors").
      // Not where "and" joins two words inside one phrase ("for road and trail runners").
      if (
        /\s(and|&)\s/.test(p) &&
        !/\b(for|to|of|in|on|with|from|by|at)\s+\S+\s(and|&)\s/i.test(p) &&
        !SUBJECT_START.test(p) &&
        !startsWithCommand(p)
      )
        out.push(...p.split(/\s(?:and|&)\s/).map((x) => x.trim()));
      // A figure after a preposition stands alone: "in sizes 5 to 13" -> "sizes 5 to 13".
      const lead = p.match(/^(?:in|with|for|from)\s+(\p{L}[^,;]*\d[^,;]*)$/iu);
      if (lead) out.push(...lead[1]!.split(/\s(?:and|&)\s/).map((x) => x.trim()));
      // A figure at the end of a longer clause: "... for up to 150 guests" -> "up to 150 guests"
      // ("with 15 years experience" stays: whose experience is lost without the clause).
      // Only after a clause of its own: in "Free for up to 3 employees" the figure belongs to "Free".
      const tail = p.match(/\s(?:for|from)\s+((?:up to |over |under |about )?[£$€]?\d[^,;]*)$/i);
      if (tail && words(p.slice(0, tail.index)).length >= 3) out.push(tail[1]!.trim());
    }
  }
  return out;
}

/**
 * Phrases of the description that can end a title: short, starting like a noun phrase, with a word
 * the title does not have and none it already has (no "Callouts – No Callout Fee"). Concrete ones
 * (a figure, an offer, a name) first, then the shorter.
 */
export function titleFacts(description: string, title: string): Fact[] {
  const titleStems = new Set(contentStems(title));
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const p of phrasesOf(description)) {
    const ws = words(p);
    if (ws.length < 1 || ws.length > 6 || p.length > MAX_FACT_CHARS || seen.has(p.toLowerCase())) continue;
    seen.add(p.toLowerCase());
    if (NOT_A_PHRASE.test(p) || ACTION.test(p) || /^\p{L}+ing\b/iu.test(p) || tidyEnd(p) !== p) continue;
    // A phrase that hangs off another ("alongside HTML and CSS") needs its clause; "about 20 servings" stands.
    if (
      /^(alongside|across|near|around|for|from|without|within|after|before|over|under|through|between|among|beside|besides|like|unlike|via|per|about)\b(?!\s+(up to\s+)?[£$€]?\d)/i.test(
        p,
      )
    )
      continue;
    // An instruction ("grow basil") is the page's content, not a fact about it.
    if (startsWithCommand(p)) continue;
    // A clause with its own subject ("light they need") is not a phrase a title can end on.
    if (/\b(we|i|you|they|it|he|she|us|them|our|their)\b/i.test(p)) continue;
    const stems = contentStems(p);
    if (stems.some((st) => titleStems.has(st))) continue;
    // A bare name ("Mexico City") says nothing on its own; a phrase needs an ordinary word or a figure.
    const ordinary = ws.some((w) => /\d/.test(w) || w === w.toLowerCase());
    // One content word says too little ("save", "a brush"), unless there is a figure.
    if (!ordinary || (stems.length < 2 && !/\d/.test(p))) continue;
    const named = ws.slice(1).some((w) => /^\p{Lu}/u.test(w));
    facts.push({ text: p, concrete: /\d/.test(p) || OFFER.test(p) || named });
  }
  facts.push(...withPhrases(description, title, titleStems), ...testedCounts(description, titleStems));
  return facts.sort((a, b) => Number(b.concrete) - Number(a.concrete) || a.text.length - b.text.length);
}

/** "We tested 14 pairs of running headphones" -> "14 Pairs Tested": the count a review page can back. */
function testedCounts(description: string, titleStems: Set<string>): Fact[] {
  const out: Fact[] = [];
  for (const m of description.matchAll(/\bwe\s+(tested|reviewed|compared|tried|rated)\s+(\d+)\s+([\p{L}-]+)/giu)) {
    const text = `${m[2]} ${m[3]} ${m[1]!.toLowerCase()}`;
    if (!contentStems(m[3]!).some((st) => titleStems.has(st)) || m[3]!.length > 3) out.push({ text, concrete: true });
  }
  return out;
}

/**
 * "with real arch support" where the description says it of the title's own subject ("running
 * shoes for flat feet with real arch support"), so "Running Shoes for Flat Feet with Real Arch
 * Support" says what the page says; "a nurse with 15 years experience" is not said of the tips.
 */
function withPhrases(description: string, title: string, titleStems: Set<string>): Fact[] {
  const subject = contentStems(title.split(/\s[|–—-]\s|:\s/)[0] ?? title);
  if (!subject.length) return [];
  const out: Fact[] = [];
  for (const sentence of description.split(/(?<=[.!?])\s+/)) {
    const m = sentence.match(/^(.*?),?\s+with\s+([^,.;:!?]+)/i);
    // The clause just before "with" must name the title's subject (two thirds of its words).
    const clause = contentStems(m?.[1]?.split(/[,;:]\s*/).at(-1) ?? "");
    if (!m || subject.filter((st) => clause.includes(st)).length < Math.max(1, Math.ceil((subject.length * 2) / 3))) continue;
    // "with cushioned soles for road and trail runners" -> "with cushioned soles".
    const phrase = `with ${m[2]!.trim()}`.replace(/\s+(for|to|so|that|which|and)\s.*$/i, "");
    const ws = words(phrase);
    if (ws.length > 6 || phrase.length > MAX_FACT_CHARS || tidyEnd(phrase) !== phrase) continue;
    const stems = contentStems(phrase);
    if (!stems.length || stems.some((st) => titleStems.has(st)) || /\b(we|i|you|they|it|us|them|our|their)\b/i.test(phrase))
      continue;
    out.push({ text: phrase, concrete: /\d/.test(phrase) || OFFER.test(phrase), attached: true });
  }
  return out;
}

/** The town a description names after "in", "across" or "near" ("in Leeds"), when the title names none. */
export function placeIn(description: string, title: string): string | undefined {
  const m = description.match(/\b(?:in|across|near|around)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/u);
  if (!m) return undefined;
  const place = m[1]!;
  return contentStems(title).some((st) => contentStems(place).includes(st)) ? undefined : place;
}

/** "Read all 10 tips." from "10 Tips for Better Sleep"; undefined without a count. */
function listOf(title: string): string | undefined {
  const m = title.match(
    /\b(\d+)\s+(?:\p{L}+\s+)?(tips|ways|ideas|steps|mistakes|reasons|recipes|examples|questions|things|lessons|habits|tools)\b/iu,
  );
  return m ? `${m[1]} ${m[2]!.toLowerCase()}` : undefined;
}

/**
 * Calls to action for a description that has none, made of the page's own words: the goods it sells
 * ("Shop organic baby clothes."), a local service's phone, the count an article promises ("Read all
 * 10 tips."). Two options where there are two, so another variant can take the other; none when the
 * page does not say enough to know which action fits (a service sold online is neither "Shop" nor "Call").
 */
export function ctaOptions(page: PageType, subject: string, title: string, text: string, brand?: string): string[] {
  const object = subject.trim();
  const all = `${title} ${text}`;
  const phone = all.match(/\b0\d{3,4}\s?\d{3}\s?\d{3,4}\b|\+\d[\d\s]{8,14}\d/)?.[0];
  switch (page) {
    case "product": {
      if (!sellsGoods(all) || !object || words(object).length > 4 || /^\d/.test(object)) return [];
      const info = nounInfo(object);
      return info.plural || info.mass
        ? [`Shop ${object}.`, `Order ${object} online.`]
        : [`Shop the ${object}.`, `Order the ${object} online.`];
    }
    case "local":
      if (phone) return [`Call ${phone} today.`, `Call ${phone}.`];
      return namesLocalService(all) ? ["Call today.", "Call us today."] : [];
    case "article": {
      const list = listOf(title);
      if (list) return [`Read all ${list}.`, `See all ${list}.`];
      return /^how\b/i.test(title) ? ["Learn how.", "See how."] : [];
    }
    case "home":
      return brand ? [`Visit ${brand}.`, `See what ${brand} offers.`] : [];
  }
}
