// Descripto offline writer: a product description in one of five tones that turns each feature
// into a benefit, weaves the keywords in at 0.5-2.5% density, and keeps paragraphs short.
import type { z } from "zod";
import type { DescriptoResponse, descriptoRequestSchema } from "@seo/contracts/tools";
import type { Tone } from "@seo/contracts/constants";
import { DENSITY_BAND, MAX_PARAGRAPH_WORDS, checkDescriptionContent, keywordDensity } from "./seoRules";
import { trimDescription } from "./seosnapshot";
import { graphemeLength } from "../text/graphemes";
import { capitalize, hash, looksPlural, normWords, softLower, splitList, words } from "../text/words";

export type DescriptionInput = Pick<z.output<typeof descriptoRequestSchema>, "productName" | "keyFeatures" | "targetAudience" | "tone"> & {
  keywords?: string;
};

/** Feature cue -> [what the buyer can do, a short benefit tag for the bullet]. */
const BENEFITS: Array<[RegExp, string, string]> = [
  [/waterproof|water[- ]resistant|splash|ip6\d/i, "stay dry whatever the weather", "all-weather protection"],
  [/wireless|bluetooth|cordless/i, "move freely without tangled cables", "cable-free freedom"],
  [/battery|\d+\s*-?\s*h(ou)?rs?\b|charge/i, "go all day without hunting for a charger", "all-day power"],
  [/lightweight|ultra-?light|\bgrams?\b|\d+\s?g\b/i, "carry it everywhere without feeling the weight", "go-anywhere lightness"],
  [/stainless|steel|alumin|titanium|durable|reinforced|rugged|sturdy/i, "rely on it for years, not months", "built to last"],
  [/organic|natural|plant-based/i, "enjoy it knowing exactly what goes into it", "clean, natural ingredients"],
  [/quiet|silent|noise/i, "focus without distractions", "peace and quiet"],
  [/compact|foldable|portable|travel|space[- ]saving/i, "store it easily and take it anywhere", "fits anywhere"],
  [/easy to clean|dishwasher|washable|wipe/i, "clean up in seconds", "effortless cleaning"],
  [/adjustable|customi[sz]|personali[sz]|modular/i, "set it up exactly the way you like", "made to fit you"],
  [/comfort|ergonomic|cushion|soft|padded|memory foam/i, "stay comfortable for hours", "all-day comfort"],
  [/warranty|guarantee/i, "buy with complete peace of mind", "peace of mind"],
  [/eco|sustainable|recycled|biodegradable/i, "cut your footprint without compromise", "kinder to the planet"],
  [/smart|\bapp\b|wi-?fi|voice|alexa|google home/i, "control everything from your phone", "hands-free control"],
  [/energy|efficien|low power|solar/i, "save on running costs", "lower bills"],
  [/safe|bpa|certified|tested|non-toxic/i, "use it with total confidence", "proven safety"],
  [/\bhd\b|4k|display|screen|resolution|oled/i, "see every detail in sharp clarity", "crystal-clear picture"],
  [/sound|audio|bass|speaker|anc\b/i, "hear every note the way it was meant", "rich, detailed sound"],
  [/capacity|storage|\d+\s?(l|litre|liter|gb|tb|ml)\b|large/i, "fit everything you need in one place", "room for everything"],
  [/breathable|cotton|linen|merino|wool|fabric/i, "stay cool and fresh all day", "breathable comfort"],
  [/handmade|hand-?crafted|artisan/i, "own something made with real care", "crafted by hand"],
  [/gluten|vegan|sugar|protein|keto/i, "eat well without compromise", "better nutrition"],
  [/non-?stick/i, "cook with less oil and clean up fast", "healthier cooking"],
  [/fast|quick|rapid|speed|turbo|instant/i, "get more done in less time", "time saved"],
  [/fit|slim|tailored|stretch/i, "look sharp and move with ease", "a flattering fit"],
  [/secure|encrypt|privacy|lock/i, "keep what matters protected", "protection you can trust"],
];
const FALLBACK_BENEFITS: Array<[string, string]> = [
  ["make everyday tasks simpler", "everyday convenience"],
  ["get more value from every use", "lasting value"],
  ["count on consistent results", "consistent results"],
  ["spend less time on the small stuff", "less hassle"],
  ["enjoy the difference from day one", "instant improvement"],
  ["do more with less effort", "effortless use"],
];

interface Feature {
  text: string; // as written, lower-cased where it is not a name
  vp: string; // "stay dry whatever the weather"
  tag: string; // "all-weather protection"
}

function toFeatures(keyFeatures: string): Feature[] {
  let list = splitList(keyFeatures);
  if (list.length === 1) list = list[0]!.split(/\s+(?:and|plus)\s+|\.\s+/i).filter(Boolean);
  const used = new Set<string>();
  let fallback = 0;
  return list.slice(0, 6).map((raw) => {
    const text = softLower(raw).replace(/[.:;]+$/, "");
    const hit = BENEFITS.find(([re, vp]) => re.test(raw) && !used.has(vp));
    let vp: string;
    let tag: string;
    if (hit) [, vp, tag] = hit;
    else [vp, tag] = FALLBACK_BENEFITS[fallback++ % FALLBACK_BENEFITS.length]!;
    used.add(vp);
    return { text, vp, tag };
  });
}

const the = (f: string) => (/^(a|an|the|\d|up|over|with|no|all)\b/i.test(f) || looksPlural(f) ? f : `the ${f}`);

/** Adjectives ("trendy", "wireless") need a noun to sit in a sentence: "trendy design". */
function keywordPhrase(kw: string): string {
  const ws = normWords(kw);
  const adjectival =
    (ws.length === 1 && /(y|ful|less|able|ible|ic|al|ive|ous|ish|ed|ing)$/.test(ws[0]!) && !/(ity|ry|ing)$/.test(ws[0]!)) ||
    /^(easy to|space saving|long lasting)/.test(ws.join(" ")) ||
    ["modern", "premium", "smart", "organic", "compact", "trendy", "durable", "wireless"].includes(ws.join(" "));
  return adjectival ? `${kw} design` : kw;
}

// Nouns that take no article ("free shipping", "travel coffee"): read "looking for free shipping".
const MASS = /(shipping|coffee|tea|design|style|quality|performance|comfort|life|technology|fashion|wellness|decor|lifestyle|care|food|support|skincare|software|furniture|clothing|equipment|gear|wear|storage|security|nutrition|fitness|travel|water|ware|advice|music|sound|power|protection)$/;

/** The keyword with "a"/"an" when it is a singular countable noun ("a portable coffee maker"). */
function withArticle(phrase: string): string {
  const ws = normWords(phrase);
  const last = ws.at(-1) ?? "";
  if (looksPlural(phrase) || MASS.test(last) || /^(a|an|the|your|our)$/.test(ws[0] ?? "") || /^\d/.test(last)) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

interface ToneKit {
  openers: string[]; // {p} product, {aud}/{Aud} audience, {kw} keyword phrase, {akw} with "a"/"an" when countable
  feature: string[]; // {F} "The feature" (capitalised), {f} feature, {the_f} "the feature", {vp}, {s} verb agreement
  context: string; // {ctx} where it fits in the audience's life
  heading: string;
  bullet: string; // {F0} feature as written, {tag} {vp}
  keyword: string[]; // {kw} {akw}
  closers: string[]; // {p}
}

const TONES: Record<Tone, ToneKit> = {
  professional: {
    openers: [
      "{p} is designed for {aud} who expect dependable results. If you need {akw} that performs every day, it is a well-made, practical choice.",
      "Built for {aud}, {p} delivers reliable performance where it counts. It is {akw} that makes your working day simpler and more productive.",
      "{p} gives {aud} a reliable answer to everyday demands. As {akw}, it combines thoughtful design with efficient, consistent results.",
    ],
    feature: ["{F} mean{s} you can {vp}.", "Thanks to {the_f}, you can {vp}.", "{F} let{s} you {vp}, day after day.", "With {the_f}, you can {vp}."],
    context: "It fits naturally into your day, {ctx}. The result is less time spent on workarounds and more time for the work that matters.",
    heading: "Key features:",
    bullet: "- {F0}: {tag}",
    keyword: [
      "For buyers who compare {kw} options carefully, it sets a dependable standard.",
      "It is a considered choice for anyone investing in {akw}.",
      "When you need {akw} you can rely on, it delivers lasting value.",
    ],
    closers: ["Order {p} today and see the difference in your routine.", "Choose {p} today and invest in results that last."],
  },
  casual: {
    openers: [
      "Meet {p}, your new go-to if you want {akw}. We made it for {aud} who want stuff that just works, no fuss.",
      "Let's be honest: {aud} don't have time for gear that lets them down. That's why we built {p}, {akw} that simply gets it right.",
      "Say hi to {p}. It's {akw} made easy, built for {aud} who like things simple.",
    ],
    feature: ["Got {the_f}? That means you {vp}.", "{F} let{s} you {vp}. Easy.", "And with {the_f}, you get to {vp}.", "{F}? Yep, so you can {vp}."],
    context: "It just fits into your life, {ctx}. No learning curve, no drama, just something that works when you need it.",
    heading: "Why you'll love it:",
    bullet: "- {F0}, so you {vp}",
    keyword: ["Looking for {akw}? You just found it.", "Honestly, {akw} doesn't get easier than this.", "It's {akw} without the hassle."],
    closers: ["Grab yours today. You'll wonder how you managed without it.", "Go on, try {p} today. Your future self says thanks."],
  },
  enthusiastic: {
    openers: [
      "Get ready to fall in love with {p}! It's the {kw} upgrade {aud} have been waiting for, and it delivers from day one!",
      "Say hello to {p}, the most exciting {kw} news in years! {Aud} are going to love this one.",
      "This is it! {p} takes {kw} to a whole new level, and it's made for {aud} who want the very best!",
    ],
    feature: ["With {the_f}, you can {vp}!", "{F} let{s} you {vp}. How great is that?", "Imagine being able to {vp}: {the_f} make{s} it happen!", "{F} mean{s} you {vp}, every single time!"],
    context: "It's right there with you {ctx}, and it makes every single day a little brighter!",
    heading: "What you get:",
    bullet: "- {F0}: {tag}!",
    keyword: ["This is {kw} at its absolute best!", "Searching for {akw}? Your search ends right here!", "It's {kw} like you've never seen before!"],
    closers: ["Don't wait: order {p} today and see what the excitement is about!", "Grab {p} now and start enjoying it today!"],
  },
  luxury: {
    openers: [
      "{p} is an invitation to something finer. Conceived for {aud}, it brings a rare sense of refinement to {kw}.",
      "Some things are simply made better. {p} is one of them: {akw} created for {aud} who accept nothing less.",
      "Crafted for {aud}, {p} redefines {kw} with understated elegance and meticulous attention to detail.",
    ],
    feature: ["{F} allow{s} you to {vp}, with quiet confidence.", "Every detail is considered: {the_f} let{s} you {vp}.", "Through {the_f}, you {vp}, effortlessly.", "{F}: a detail that lets you {vp} with ease."],
    context: "It accompanies you {ctx}, bringing a sense of calm assurance to every moment.",
    heading: "The details:",
    bullet: "- {F0}, for {tag}",
    keyword: ["It redefines what {kw} can be.", "A quiet masterclass in {kw}.", "For those who appreciate {kw}, it is without equal."],
    closers: ["Discover {p} and treat yourself to the exceptional.", "Experience {p}, a lasting expression of your taste."],
  },
  technical: {
    openers: [
      "{p} is built for {aud} who judge {kw} on real performance. The list below shows what each feature does and why it matters.",
      "Designed around real-world use, {p} gives {aud} {akw} with a clear focus on speed, reliability and low upkeep.",
      "{p} is a precise, well-specified choice for {aud} who need {akw} that works as stated.",
    ],
    feature: ["{F}: in practice, you can {vp}.", "Spec: {f}. Result: you can {vp}.", "{F} let{s} you {vp} under everyday load.", "Using {the_f}, you can {vp}."],
    context: "Use case: {ctx}. Setup takes minutes, and upkeep is kept to a minimum.",
    heading: "Specifications and benefits:",
    bullet: "- {F0} (benefit: {tag})",
    keyword: ["In {kw} terms, it meets or beats the class standard.", "It is specified for demanding {kw} use.", "It is tested against typical {kw} needs."],
    closers: ["Check the specs above and order {p} for your setup today.", "Compare the figures, then order {p} today."],
  },
};

/** Where the product fits in the life of each audience of SPEC.md section 9. */
const AUDIENCE_CONTEXT: Array<[RegExp, string]> = [
  [/young adults/i, "between classes, commutes and weekends away"],
  [/young professionals/i, "from early meetings to after-work plans"],
  [/famil|children|parents/i, "through busy school mornings and family weekends"],
  [/middle-aged/i, "across a full working week and a busy home life"],
  [/senior|50\+/i, "in simple, comfortable everyday use"],
  [/health/i, "as part of a healthy, active routine"],
  [/budget/i, "without stretching your budget"],
  [/premium|luxury/i, "wherever you expect the very best"],
  [/tech/i, "alongside the rest of your connected setup"],
  [/busy|professional/i, "from the first meeting to the last email"],
  [/student/i, "from lectures to late-night study sessions"],
  [/athlete|runner|fitness/i, "from warm-up to cool-down"],
];

function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

/** Groups sentences into paragraphs of fewer than `max` words. */
function paragraphize(sentences: string[], max = MAX_PARAGRAPH_WORDS - 10): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let n = 0;
  for (const s of sentences) {
    const w = words(s).length;
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

function assemble(opening: string[], body: string[], heading: string, bullets: string[], closing: string[]): string {
  return [...paragraphize(opening), ...paragraphize(body), [heading, ...bullets].join("\n"), ...paragraphize(closing)].join("\n\n");
}

/** A 140-160 character meta description from the opening and the call to action, cut on whole sentences. */
function metaDescription(opening: string[], cta: string, firstBenefit: string): string {
  const candidates = [
    [opening[0], cta],
    [opening[1], cta],
    [opening[0], firstBenefit],
    [opening[1], firstBenefit, cta],
    [opening[0], opening[1]],
    [opening[0], opening[1], cta],
    [opening[0]],
  ].map((parts) => parts.filter(Boolean).join(" "));
  const fit = candidates.filter((c) => graphemeLength(c) <= 160);
  const inBand = fit.filter((c) => graphemeLength(c) >= 140);
  return inBand[0] ?? fit.sort((a, b) => graphemeLength(b) - graphemeLength(a))[0] ?? trimDescription(candidates[0]!);
}

export function writeDescription(input: DescriptionInput): DescriptoResponse {
  const product = input.productName.replace(/\s+/g, " ").trim();
  const audience = softLower(input.targetAudience.replace(/\s+/g, " ").trim());
  const kit = TONES[input.tone];
  const seed = hash(`${product}|${input.tone}|${input.keyFeatures}`);
  const features = toFeatures(input.keyFeatures);
  const given = [...new Set(splitList(input.keywords ?? "").map((k) => k.toLowerCase()))];
  const derived = given.length === 0;
  // Without keywords, optimise for what the product is: the last words of its name ("coffee maker").
  const nameWords = words(product);
  const keywords = derived ? [softLower(nameWords.slice(-Math.min(2, nameWords.length)).join(" ")).toLowerCase()] : given.slice(0, 5);
  const skipped = given.slice(5);

  const kwVars = (kw: string) => ({ kw: keywordPhrase(kw), akw: withArticle(keywordPhrase(kw)) });
  const vars = (kw: string) => ({ p: product, aud: audience, Aud: capitalize(audience), ...kwVars(kw) });
  const opener = render(kit.openers[seed % kit.openers.length]!, vars(keywords[0]!));
  const opening = opener.split(/(?<=[.!?])\s+/).map((s) => capitalize(s));
  const body = features.slice(0, 4).map((f, i) =>
    capitalize(
      render(kit.feature[(seed + i) % kit.feature.length]!, {
        F: capitalize(the(f.text)),
        f: f.text,
        the_f: the(f.text),
        vp: f.vp,
        s: looksPlural(f.text) ? "" : "s",
      }),
    ),
  );
  const ctx = AUDIENCE_CONTEXT.find(([re]) => re.test(input.targetAudience))?.[1] ?? "in the moments that matter to you";
  body.push(...render(kit.context, { ctx }).split(/(?<=[.!?])\s+/));
  const bullets = features.map((f) => render(kit.bullet, { F0: capitalize(f.text), tag: f.tag, vp: f.vp }));
  const closing = [render(kit.closers[(seed >>> 4) % kit.closers.length]!, { p: product })];

  // Weave each keyword in until it sits inside the density band: a sentence in the body or closing.
  const extra = new Map<string, string[]>();
  const compose = () => {
    const bodyWith = [...body];
    const closingWith = [...closing];
    keywords.forEach((kw, i) => {
      (extra.get(kw) ?? []).forEach((s, j) => {
        // Alternate between body and closing so no paragraph fills up with keyword sentences.
        if ((i + j) % 2 === 0) bodyWith.splice(Math.min(bodyWith.length, 1 + i), 0, s);
        else closingWith.unshift(s);
      });
    });
    return assemble(opening, bodyWith, kit.heading, bullets, closingWith);
  };
  let text = compose();
  for (let round = 0; round < 4; round++) {
    let changed = false;
    keywords.forEach((kw, i) => {
      const { count, density, totalWords } = keywordDensity(text, kw);
      const target = Math.max(1, Math.round(totalWords * 0.012));
      const list = extra.get(kw) ?? [];
      if ((count < target || density < DENSITY_BAND.min) && list.length < kit.keyword.length) {
        list.push(capitalize(render(kit.keyword[(seed + i + list.length) % kit.keyword.length]!, kwVars(kw))));
        extra.set(kw, list);
        changed = true;
      } else if (density > DENSITY_BAND.max && list.length > 0) {
        list.pop();
        changed = true;
      }
    });
    if (!changed) break;
    text = compose();
  }

  const seoChecks = checkDescriptionContent(text, keywords);
  const suggestions: string[] = [];
  if (derived) suggestions.push(`No keywords were given, so the copy is optimised for "${keywords[0]}". Add 1-3 phrases your buyers search for (try a TrendSpy search) for a sharper result.`);
  if (skipped.length) suggestions.push(`Only the first 5 keywords were woven in; ${skipped.map((k) => `"${k}"`).join(", ")} would push density into stuffing. Use them on another page or in the meta description.`);
  for (const c of seoChecks) if (!c.passed) suggestions.push(c.message);
  if (!features.some((f) => /\d/.test(f.text))) suggestions.push('Add hard numbers to the features (battery hours, weight, size, capacity): specifics such as "40-hour battery" convert better than adjectives.');
  suggestions.push("Add a proof point near the top: a rating, review count, award or guarantee builds trust before the price.");
  const meta = metaDescription(opening, closing[0]!, body[0] ?? "");
  suggestions.push(`Meta description (${graphemeLength(meta)} characters): "${meta}"`);
  const densities = keywords.map((k) => `"${k}" ${keywordDensity(text, k).density}%`).join(", ");
  suggestions.push(`Keyword density: ${densities} (target ${DENSITY_BAND.min}-${DENSITY_BAND.max}%). Keep it there when you edit.`);

  return { result: text, suggestions, seoChecks, source: "offline" };
}
