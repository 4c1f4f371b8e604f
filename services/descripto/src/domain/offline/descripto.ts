// Descripto offline writer. The product name is parsed first (head noun and number, brand, figures,
// kind), each feature becomes a typed fact with a benefit from its product kind's bank, and the
// tone chooses the structure (what comes first, bullets or prose) as well as the words. Keywords
// sit where they read naturally at 0.5-2.5% density; the answer carries an SEO title and a
// 120-156 character meta description (short outputs the workflow prefills its later steps with).
// `variant` gives another draft: another opening, layout, order of the features and wording
// (descriptoVariants.ts), from the same facts.
import type { z } from "zod";
import type { DescriptoResponse, descriptoRequestSchema, Tone } from "@seo/descripto-contract";
import { DENSITY_BAND, checkDescriptionContent, keywordDensity } from "@seo/ai/seo/seoRules";
import { graphemeLength, graphemeLengthUpTo } from "@seo/ai/text/graphemes";
import { capitalize, countWords, hash, normWords, splitList } from "@seo/ai/text/words";
import { detectLanguage, fixAcronyms, nounInfo, titleCase, withArticle } from "@seo/ai/text/language";
import { parseTopic, splitItems, type ParsedTopic } from "@seo/ai/text/parse";
import { toFacts, type Fact } from "./descriptoFacts";
import { audiencePhrase, keywordKind, keywordWithArticle, withOur, type KeywordKind } from "./descriptoKeywords";
import { writeLocalDescription } from "./descriptoLocal";
import { suggestionsFor } from "./descriptoSuggestions";
import { TONE_KITS, type ToneKit } from "./descriptoTones";
import { arranged, hasFigure, layoutOf, planOf, wordingFor, type Layout, type VariantPlan } from "./descriptoVariants";

export { audiencePhrase, keywordKind } from "./descriptoKeywords";

export type DescriptionInput = Pick<
  z.output<typeof descriptoRequestSchema>,
  "productName" | "keyFeatures" | "targetAudience" | "tone"
> & {
  keywords?: string;
  variant?: number;
};

export const META_BAND = { min: 120, max: 156 } as const;

/** The grammatical slots every sentence needs for this product. */
export interface Subject {
  name: string; // as typed (ALL CAPS lowered)
  it: string; // it / they
  It: string;
  is: string; // is / are
  has: string; // has / have
  s: string; // verb ending: "s" or ""
  them: string;
  /** "a stainless steel kettle", "organic cotton baby onesies" */
  what: string;
  aud: string;
  service: boolean;
}

const pick = <T>(xs: readonly T[], n: number): T => xs[Math.abs(n) % xs.length]!;

function theFact(f: string): string {
  if (/^(a|an|the|your|our|no|all|every)\b/i.test(f)) return f;
  const info = nounInfo(f);
  return info.plural || info.mass ? f : `the ${f}`;
}

/** A fact and its benefit as one sentence, worded by the tone. */
function factSentence(tone: Tone, f: Fact, s: Subject, n: number): string {
  return pick(factSentenceForms(tone, f, s, f.benefit), n);
}

/** Every way the tone words a fact with the given benefit (or without one). */
function factSentenceForms(tone: Tone, f: Fact, s: Subject, benefit: string | undefined): string[] {
  const attachVerb = /^(no|without)\b/i.test(f.text) ? s.has : /^with\b/i.test(f.text) ? `come${s.s}` : s.is;
  if (!benefit) {
    if (f.shape === "adjective") return [`${s.It} ${s.is} also ${f.text}.`];
    if (f.shape === "attached") return [`${s.It} ${attachVerb} ${f.text}.`];
    return s.service
      ? [`${s.It} include${s.s} ${f.text}.`]
      : [
          `${s.It} come${s.s} with ${withArticle(f.text)}.`,
          `You also get ${withArticle(f.text)}.`,
          `${s.It} ${s.has} ${withArticle(f.text)}.`,
        ];
  }
  const b = benefit;
  if (f.shape === "adjective")
    return {
      professional: [`${s.It} ${s.is} ${f.text}, so you can ${b}.`, `Because ${s.it} ${s.is} ${f.text}, you can ${b}.`],
      casual: [
        `${s.It}'re ${f.text}, so you can ${b}.`.replace(/^It're/, "It's"),
        `${capitalize(f.text)}? Yep, so you can ${b}.`,
      ],
      enthusiastic: [`${capitalize(f.text)}, so you can ${b}.`, `${s.It} ${s.is} ${f.text}, which means you can ${b}.`],
      luxury: [
        `${capitalize(f.text)}, ${s.it} ${s.is} made for those who wish to ${b}.`,
        `Being ${f.text}, ${s.it} let${s.s} you ${b}.`,
      ],
      technical: [`${capitalize(f.text)}: you can ${b}.`, `Spec: ${f.text}. In use: you can ${b}.`],
    }[tone];
  if (f.shape === "attached")
    return {
      professional: [`${s.It} ${attachVerb} ${f.text}, so you can ${b}.`],
      casual: [`${s.It} ${attachVerb} ${f.text}, so you can ${b}.`],
      enthusiastic: [`${s.It} ${attachVerb} ${f.text}, which means you can ${b}.`],
      luxury: [`${s.It} ${attachVerb} ${f.text}, leaving you free to ${b}.`],
      technical: [`${capitalize(f.text)}: you can ${b}.`],
    }[tone];
  const the = theFact(f.text);
  return {
    professional: [`With ${the}, you can ${b}.`, `Thanks to ${the}, you can ${b}.`],
    casual: [`${capitalize(the)}? That means you can ${b}.`, `You get ${the}, so you can ${b}.`],
    enthusiastic: [
      `With ${the}, you can ${b}.`,
      `${capitalize(the)} means you can ${b}.`.replace(/ means /, nounInfo(f.text).plural ? " mean " : " means "),
    ],
    luxury: [`${capitalize(the)} allow${nounInfo(f.text).plural ? "" : "s"} you to ${b}.`, `With ${the}, you are free to ${b}.`],
    technical: [`${capitalize(f.text)}: you can ${b}.`, `Spec: ${f.text}. In use: you can ${b}.`],
  }[tone];
}

/**
 * A fact's sentence in a variant: its wordings taken in turn, so three variants in a row never say
 * it the same way. The tone's own wordings come first (the first variant's first), then the
 * professional tone's and the plain "Feature: you can ..." for a fact with a benefit. A variant
 * never brings in another benefit. Undefined when the variant has no wording left for the fact: it
 * is then only in the list.
 */
function variantFactSentence(tone: Tone, f: Fact, s: Subject, n: number, variant: number): string | undefined {
  const toneForms = factSentenceForms(tone, f, s, f.benefit);
  const first = Math.abs(n) % toneForms.length;
  const more = f.benefit
    ? [...(tone === "professional" ? [] : factSentenceForms("professional", f, s, f.benefit)), plainBenefit(f)]
    : [];
  const forms = [...toneForms, ...more.filter((x) => !toneForms.includes(x))].filter((x, i, all) => all.indexOf(x) === i);
  const k = wordingFor(forms.length, variant);
  return k === undefined ? undefined : forms[(first + k) % forms.length];
}

/** "Machine washable: you can wash them with the rest of your laundry." */
const plainBenefit = (f: Fact) => `${capitalize(f.text)}: you can ${f.benefit}.`;

/** Sentences that carry a keyword, by the keyword's kind. */
function keywordSentence(kw: string, kind: KeywordKind, s: Subject, n: number): string {
  // Frames are picked by tone too, so two tones rarely share a keyword sentence.
  const ak = keywordWithArticle(kw);
  const frames: Record<KeywordKind, string[]> = {
    thing: [
      `If you are shopping for ${ak}, ${s.it} belong${s.s} on your list.`,
      `As ${ak}, ${s.it} cover${s.s} the basics and more.`,
      `${s.It} ${s.is} ${ak} worth a closer look.`,
      `Few choices in ${kw} get the details this right.`,
      `Compare ${s.them} with any ${kw} you have used before.`,
    ],
    quality: [
      `You also get ${kw} you will notice from day one.`,
      `${capitalize(kw)} is part of the design, not an extra.`,
      `${s.It} bring${s.s} ${kw} to every use.`,
    ],
    adjective: [
      `${s.It} ${s.is} ${kw} by design.`,
      `Being ${kw}, ${s.it} suit${s.s} a busy routine.`,
      `Practical and ${kw}, ${s.it} earn${s.s} ${s.it === "it" ? "its" : "their"} place.`,
    ],
    proof: [
      `${s.It} ${s.is} ${ak} for a reason.`,
      `There is a reason ${s.it} ${s.is} ${ak}.`,
      `${s.It} ${s.is} ${ak}, and it is easy to see why.`,
    ],
    cta: [`${capitalize(kw)} in a few clicks.`, `You can ${kw} today.`, `${capitalize(kw)} with confidence.`],
    perk: [`Every order comes with ${withOur(kw)}.`, `You also get ${withOur(kw)}.`, `Orders include ${withOur(kw)}.`],
    promo: [
      `Make the most of ${withOur(kw)} while it lasts.`,
      `Check ${withOur(kw)} before you order.`,
      `Ask about ${withOur(kw)} today.`,
    ],
  };
  return pick(frames[kind], n);
}

/** Groups sentences into paragraphs of at most `max` words. */
function paragraphize(sentences: string[], max = 55): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let n = 0;
  for (const s of sentences) {
    const w = normWords(s).length;
    if (cur.length && n + w > max) {
      out.push(cur.join(" "));
      cur = [];
      n = 0;
    }
    cur.push(s);
    n += w;
  }
  if (cur.length) out.push(cur.join(" "));
  return out;
}

/**
 * Grapheme length of `parts.join(" ")` from each part's own length, or undefined when a part starts
 * with a mark that would join the space before it (or ends with a character that joins the space
 * after it): only then does the joined text need counting whole.
 */
function joinedLengths(parts: readonly string[]): number[] | undefined {
  const lengths: number[] = [];
  for (const part of parts) {
    const head = part.slice(0, 2);
    const tail = part.slice(-2);
    if (graphemeLength(` ${head}`) !== graphemeLength(head) + 1 || graphemeLength(`${tail} `) !== graphemeLength(tail) + 1)
      return undefined;
    // A part over the band's maximum rules out every combination with it, however long it is.
    lengths.push(graphemeLengthUpTo(part, META_BAND.max));
  }
  return lengths;
}

/** The best combination of parts, in order, that lands in 120-156 characters. */
export function fitMeta(parts: string[], mustInclude?: string): string {
  const n = Math.min(parts.length, 7);
  // Up to 127 combinations are scored: each part is measured and split into words once, not once per
  // combination (the parts are joined by spaces, so a combination's words are its parts' words).
  const lengths = joinedLengths(parts.slice(0, n));
  const partWords = parts.slice(0, n).map((part) => normWords(part));
  const needle = mustInclude ? normWords(mustInclude) : undefined;
  let best = "";
  let bestScore = -Infinity;
  for (let mask = 1; mask < 1 << n; mask++) {
    const chosen = parts.filter((_, i) => mask & (1 << i));
    let len = -1;
    if (lengths) for (let i = 0; i < n; i++) if (mask & (1 << i)) len += lengths[i]! + 1;
    const text = lengths ? undefined : chosen.join(" ");
    if (text !== undefined) len = graphemeLengthUpTo(text, META_BAND.max);
    if (len > META_BAND.max) continue;
    const inBand = len >= META_BAND.min;
    const hasKw = needle ? countWords(partWords.filter((_, i) => mask & (1 << i)).flat(), needle) > 0 : true;
    const score = (inBand ? 1000 : 0) + (hasKw ? 500 : 0) + (mask & 1 ? 200 : 0) + len / 10;
    if (score > bestScore) {
      bestScore = score;
      best = text ?? chosen.join(" ");
    }
  }
  if (graphemeLength(best) < META_BAND.min) {
    // Too little to say: cut the longest part at a clause boundary to fill the band.
    const joined = parts.join(" ");
    const cut = joined.slice(0, META_BAND.max + 1).replace(/[,;:]?\s+\S*$/, "");
    best = graphemeLength(cut) >= META_BAND.min ? `${cut.replace(/[,;:.]+$/, "")}.` : best;
  }
  return best;
}

/**
 * "Nimbus Merino Hiking Socks – Hiking Socks for Hikers" under 60 characters, best first; `choice`
 * takes another of the titles that fit (a variant's), with `otherKeyword` as one more candidate.
 */
export function seoTitleFor(
  name: string,
  keyword: string,
  audience: string,
  benefitWord?: string,
  choice = 0,
  otherKeyword?: string,
): string {
  const kwInName = keywordDensity(name, keyword).count > 0;
  const hasFor = /\s(for|para|für|pour)\s/i.test(name);
  const K = titleCase(keyword);
  const A = titleCase(audience);
  const candidates = [
    !kwInName && !hasFor ? `${name} – ${K} for ${A}` : "",
    !kwInName ? `${name} – ${K}` : "",
    benefitWord ? `${name} | ${titleCase(benefitWord)}` : "",
    hasFor ? "" : `${name} for ${A}`,
    name,
  ].filter(Boolean);
  // A candidate is measured only as far as the 60 characters a title may have (keywords and names
  // can be hundreds of characters long).
  const lengths = candidates.map((c) => graphemeLengthUpTo(c, 60));
  const best =
    candidates.find((_, i) => lengths[i]! <= 60 && lengths[i]! >= 30) ??
    candidates.find((_, i) => lengths[i]! <= 60) ??
    name.slice(0, 60);
  if (!choice) return best;
  const more = otherKeyword && keywordDensity(name, otherKeyword).count === 0 ? [`${name} – ${titleCase(otherKeyword)}`] : [];
  const fits = [...candidates, ...more].filter((c) => graphemeLengthUpTo(c, 60) <= 60);
  const others = [...new Set(fits)].filter((c) => c !== best);
  const inBand = others.filter((c) => graphemeLength(c) >= 30);
  const order = [best, ...inBand, ...others.filter((c) => !inBand.includes(c))];
  return order[choice % order.length]!;
}

function displayName(raw: string): string {
  const name = raw.replace(/\s+/g, " ").trim();
  const letters = name.replace(/[^\p{L}]/gu, "");
  return letters.length > 5 && letters === letters.toUpperCase() ? titleCase(name.toLowerCase()) : name;
}

function subjectFor(p: ParsedTopic, name: string, aud: string, categoryKeyword: string | undefined): Subject {
  const plural = p.plural;
  const service = ["service", "local", "saas", "course", "event", "digital"].includes(p.kind);
  const noun = categoryKeyword ?? (p.phrase || p.head);
  // A name that is only the category ("Sourdough Bread Loaf") reads "a sourdough bread loaf".
  const what = nounInfo(noun).mass ? noun : keywordWithArticle(noun);
  return {
    name,
    it: plural ? "they" : "it",
    It: plural ? "They" : "It",
    is: plural ? "are" : "is",
    has: plural ? "have" : "has",
    s: plural ? "" : "s",
    them: plural ? "them" : "it",
    what,
    aud,
    service,
  };
}

/** What the copy is composed from; keyword sentences are added to it as the balance needs. */
interface CopyParts {
  keywords: string[];
  kinds: Map<string, KeywordKind>;
  s: Subject;
  toneIndex: number;
  kit: ToneKit;
  /** Empty in the spec-led layout, where the list's heading names the product and audience. */
  opener: string;
  body: string[];
  heading: string;
  bullets: string[];
  closer: string;
  /** Which of the tone's closers `closer` is (the variant's). */
  closerIndex: number;
  layout: Layout;
  name: string;
}

/**
 * The copy with each keyword in the density band: each gets the sentences it needs to reach it
 * ("thing" keywords already sit in the opener), in up to eight rounds. The closer names the product
 * again unless that pushes a keyword in its name over the band.
 */
function balancedCopy(
  parts: CopyParts,
  densityIn: (ws: readonly string[], kw: string) => number,
  needles: Map<string, string[]>,
): string {
  const { keywords, kinds, s, toneIndex, kit, opener, body, heading, bullets, name, closerIndex, layout } = parts;
  let closer = parts.closer;
  const mentions = new Map(keywords.map((k) => [k, 0]));
  const compose = () => {
    const extra: string[] = [];
    const closing: string[] = [];
    keywords.forEach((kw, ki) => {
      for (let j = 0; j < mentions.get(kw)!; j++) {
        const sentence = keywordSentence(kw, kinds.get(kw)!, s, toneIndex + ki + j);
        if (["cta", "perk", "promo"].includes(kinds.get(kw)!)) closing.push(sentence);
        else extra.push(sentence);
      }
    });
    const lead = opener ? 1 : 0;
    const opening = opener ? paragraphize([opener, ...extra.slice(0, lead)]) : [];
    const benefits = paragraphize([...body, ...extra.slice(lead)]);
    const list = [heading, ...bullets].join("\n");
    const end = paragraphize([...closing, closer]);
    const blocks =
      layout === "specFirst"
        ? [list, ...benefits, ...end]
        : layout === "bulletsFirst"
          ? [...opening, list, ...benefits, ...end]
          : [...opening, ...benefits, list, ...end];
    return blocks.filter(Boolean).join("\n\n");
  };
  const nameWords = normWords(name);
  let text = compose();
  for (let round = 0; round < 8; round++) {
    let changed = false;
    const ws = normWords(text);
    for (const kw of keywords) {
      const density = densityIn(ws, kw);
      const n = mentions.get(kw)!;
      if (density < DENSITY_BAND.min && n < 3) {
        mentions.set(kw, n + 1);
        changed = true;
      } else if (density > DENSITY_BAND.max && n > 0) {
        mentions.set(kw, n - 1);
        changed = true;
      }
    }
    if (
      !changed &&
      closer.includes(name) &&
      keywords.some((kw) => densityIn(ws, kw) > DENSITY_BAND.max && countWords(nameWords, needles.get(kw)!) > 0)
    ) {
      closer = pick(
        kit.closers,
        closerIndex,
      )({ ...s, name: s.them === "them" ? "them" : "it" }).replace(/^(them|it)\b/, (w) => capitalize(w));
      changed = true;
    }
    if (!changed) break;
    text = compose();
  }

  return text;
}

/**
 * The meta description: what the product is and for whom, two benefits, the first features, the
 * keyword, an order line. Each plan leads another way (the product, the audience, the features) and
 * takes its own wordings and order of the features.
 */
function metaDescriptionFor(m: {
  name: string;
  aud: string;
  s: Subject;
  plan: VariantPlan;
  /** The features in the variant's order. */
  facts: Fact[];
  benefitFacts: Fact[];
  named: boolean;
  derived: boolean;
  mainKw: string;
  kinds: Map<string, KeywordKind>;
}): string {
  const { name, aud, s, plan, facts, benefitFacts, named, derived, mainKw, kinds } = m;
  const features = facts.slice(0, 3).map((f) => f.text);
  const benefits =
    plan.slot === 0
      ? benefitFacts.slice(0, 2).map((f, i) => factSentence("professional", f, s, i))
      : arranged(benefitFacts, plan, (f) => hasFigure(f.text))
          .slice(0, 2)
          .map((f, i) => variantFactSentence("professional", f, s, i, plan.variant))
          .filter((x): x is string => Boolean(x));
  const lead = [
    `${name} ${s.is} ${s.what} for ${aud}.`,
    named ? `For ${aud}: ${name}.` : `For ${aud}: ${name}, ${s.what}.`,
    `${specHeading(s, named).replace(/:$/, "")}${features.length ? `: ${features.join(", ")}` : ""}.`,
  ][plan.slot]!;
  const metaParts = [
    lead,
    ...benefits,
    features.length && plan.slot !== 2 ? `Features: ${features.join(", ")}.` : "",
    derived ? "" : keywordDensity(`${name} ${s.what}`, mainKw).count ? "" : keywordSentence(mainKw, kinds.get(mainKw)!, s, 0),
    `Order ${s.name} today.`,
  ].filter(Boolean);
  return fitMeta(metaParts, mainKw);
}

/** The spec-led layout's list heading: the product and its audience, then the features. */
function specHeading(s: Subject, named: boolean): string {
  const name = capitalize(s.name);
  if (/\s(for|para|für|pour)\s/i.test(s.name)) return `${name}:`;
  return named ? `${name} for ${s.aud}:` : `${name}, ${s.what} for ${s.aud}:`;
}

export function writeDescription(input: DescriptionInput): DescriptoResponse {
  const name = displayName(input.productName);
  const lang = detectLanguage(`${input.productName}. ${input.keyFeatures}. ${input.targetAudience}`);
  if (lang !== "en") return writeLocalDescription({ ...input, productName: name }, lang);

  const plan = planOf(input.variant);
  const seed = hash(`${name}|${input.tone}`);
  const p = parseTopic(name);
  let items = splitItems(input.keyFeatures);
  if (items.length === 1) items = items[0]!.split(/\s+(?:and|plus)\s+|\s+with\s+/i).filter(Boolean);
  const facts = toFacts(items.slice(0, 6), p.kind, p.category, seed, p.plural);
  const aud = audiencePhrase(input.targetAudience);

  const given = [...new Set(splitList(input.keywords ?? "").map((k) => fixAcronyms(k.toLowerCase())))];
  const derived = given.length === 0;
  // Without keywords, the search term is what the product is: the last two words of its noun phrase ("face serum").
  const keywords = derived ? [(p.phrase || p.head).split(" ").slice(-2).join(" ")] : given.slice(0, 5);
  const kinds = new Map(keywords.map((k) => [k, keywordKind(k)] as const));
  // A category keyword names the product only when it shares its head noun ("hiking socks" for socks, not "home decor").
  const thingKw = keywords.find(
    (k) => kinds.get(k) === "thing" && nounInfo(k).plural === p.plural && normWords(k).at(-1) === normWords(p.head).at(-1),
  );
  const s = subjectFor(p, name, aud, thingKw);
  const kit = TONE_KITS[input.tone];
  const toneIndex = Object.keys(TONE_KITS).indexOf(input.tone) + plan.variant;

  const named = keywordDensity(name, normWords(s.what).slice(-2).join(" ")).count > 0;
  // Plans 0 and 1 open with two different openers of the tone; plan 2 opens with the list.
  const opener = plan.slot === 2 ? "" : capitalize(pick(named ? kit.namedOpeners : kit.openers, seed + plan.slot)(s));
  const benefitFacts = facts.filter((f) => f.benefit);
  const plainFacts = facts.filter((f) => !f.benefit);
  // Facts with a benefit first; each keeps its place in that order for its first wording.
  const ranked = [...benefitFacts, ...plainFacts].map((f, i) => ({ f, i }));
  const factSentences = arranged(ranked, plan, ({ f }) => hasFigure(f.text))
    .slice(0, 5)
    .map(({ f, i }) => variantFactSentence(input.tone, f, s, seed + i, plan.variant))
    .filter((x): x is string => Boolean(x));
  // Exclamation marks: enthusiastic copy allows one, in the opener.
  const body = input.tone === "enthusiastic" ? factSentences.map((x) => x.replace(/!$/, ".")) : factSentences;
  const shownFacts = arranged(facts, plan, (f) => hasFigure(f.text));
  const bullets = shownFacts.map((f) => `- ${capitalize(f.text)}`);
  const closerIndex = (seed >>> 3) + plan.slot;
  const closer = pick(kit.closers, closerIndex)(s);
  const heading = plan.slot === 2 ? specHeading(s, named) : kit.heading;

  // Each round measures every keyword in the same text: the text is split into words once per round
  // and each keyword once per request (as keywordDensity counts, without re-splitting per keyword).
  const needles = new Map(keywords.map((k) => [k, normWords(k)] as const));
  const densityIn = (ws: readonly string[], kw: string) =>
    ws.length ? Math.round((countWords(ws, needles.get(kw)!) / ws.length) * 1000) / 10 : 0;
  const text = balancedCopy(
    {
      keywords,
      kinds,
      s,
      toneIndex,
      kit,
      opener,
      body,
      heading,
      bullets,
      closer,
      closerIndex,
      layout: layoutOf(plan, kit.bulletsFirst),
      name,
    },
    densityIn,
    needles,
  );

  const mainKw = keywords[0]!;
  const audienceHead = aud.split(/\s+(?:who|that|and)\s+/)[0]!;
  const seoTitle = seoTitleFor(name, mainKw, audienceHead, undefined, plan.slot, keywords[1]);
  const metaDescription = metaDescriptionFor({
    name,
    aud,
    s,
    plan,
    facts: shownFacts,
    benefitFacts,
    named,
    derived,
    mainKw,
    kinds,
  });

  const seoChecks = checkDescriptionContent(text, keywords);
  const textWords = normWords(text);
  const densities = keywords.map((k) => `"${k}" ${densityIn(textWords, k)}%`).join(", ");
  const suggestions = suggestionsFor({
    input,
    derived,
    given,
    mainKw,
    facts,
    seoChecks,
    seoTitle,
    metaDescription,
    densities,
  });
  return { result: text, suggestions, seoTitle, metaDescription, seoChecks, source: "offline" };
}
