// HookGenie offline writer: ten or more distinct headlines per channel and style, each inside the
// channel's character limit, ranked by the headline score of the SEO rules. `variant` gives another
// set: the first variant is the best of the style's own lines; the others deal out the rest of
// every line that fits the topic (headlineSets below), so two sets of a run share next to nothing.
import type { z } from "zod";
import {
  type HookgenieResponse,
  type hookgenieRequestSchema,
  HOOK_LIMITS,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";
import { checkHeadline, headlineScore, type SeoCheck } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { ParsedTopic } from "@seo/ai/text/parse";
import { hash, titleCase, words } from "@seo/ai/text/words";
import { subjectOf, type KindGroup, type SubjectKind } from "./hookgenieSubject";
import { fit, fitKind, fitQuestion, fixedCase, publishable, questionProblem, SubjectMemo, suitsGroup } from "./hookgenieFit";
import { adDescriptions, ctaAt, hashtag, preheaderFor, socialCtas, socialPosts } from "./hookgenieExtras";
import { foreignHeadlines, foreignLanguage } from "./hookgenieForeign";
import {
  ACTION_ADS,
  ADS,
  HEADLINES,
  KIND_FRAMES,
  NUMBERS,
  PROBLEM_ADS,
  QUESTION_ADS,
  QUESTION_FRAMES,
  QUESTION_START,
  SERVICE_ADS,
  SERVICE_STYLE,
  SUBJECT_EXTRAS,
} from "./hookgenieTemplates";

export type HeadlineInput = Pick<z.output<typeof hookgenieRequestSchema>, "topic" | "type" | "style"> & {
  variant?: number;
};

/** What one request knows about its topic and channel, shared by every step that writes variants. */
interface HeadlineRun {
  topic: string;
  type: HookType;
  style: HookStyle;
  limit: number;
  seed: number;
  /** Subject lines and social posts are written in sentence case. */
  sentence: boolean;
  parsed: ParsedTopic;
  group: KindGroup;
  kind: SubjectKind;
  verbPhrase?: string;
  allSubjects: string[];
  /** The subjects without one-word rungs (unless the whole subject is one word). */
  subjects: string[];
  /** A service with a countable singular head ("dentist") takes its own frames. */
  singularService: boolean;
  memo: SubjectMemo;
}

/** Two variants that differ only in case or punctuation are the same variant. */
function variantKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The variants so far, in the order they were found. */
class Variants {
  readonly texts: string[] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly parsed: ParsedTopic) {}
  /** Keeps a variant its caller has already checked, as written. */
  keep(text: string): void {
    this.texts.push(text);
    this.seen.add(variantKey(text));
  }
  /** Adds a variant, names in their own casing, when it passes the checks and is new. */
  add = (candidate: string | undefined): void => {
    const t = candidate ? fixedCase(candidate, this.parsed) : candidate;
    if (!t || !publishable(t, this.parsed)) return;
    const key = variantKey(t);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.texts.push(t);
  };
}

export function generateHeadlines(input: HeadlineInput): HookgenieResponse {
  const subject = subjectOf(input.topic);
  const foreign = foreignLanguage(input.topic, subject.parsed);
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  if (foreign) {
    // The few fixed frames of a language are one set: a further variant repeats it and says so.
    const r = foreignHeadlines(input, subject.parsed, foreign);
    return variant && r.headlines?.length ? { ...r, tips: [setNote(r.headlines, r.headlines)!, ...r.tips] } : r;
  }
  const run = headlineRun(input, subject);
  const { parsed, seed } = run;
  const variants = new Variants(parsed);
  if (run.kind === "action" && run.type === "ad_copy" && run.verbPhrase) keepActionAds(run, variants);
  const question = isQuestionTopic(run);
  const kindTexts = kindFrameTexts(run, question);
  // Offers lead: the figure verbatim ("50% off") is the strongest hook a product topic has.
  kindTexts.filter((t) => parsed.offer && t.toLowerCase().includes(parsed.offer.toLowerCase())).forEach(variants.add);
  // Style frames and kind frames interleave so no two topics share one skeleton list.
  kindTexts
    .filter((_, i) => (seed + i) % 2 === 0)
    .slice(0, 3)
    .forEach(variants.add);
  styleTemplateTexts(run, question).forEach(variants.add);
  kindTexts.forEach(variants.add);
  if (question) questionExtras(run).forEach(variants.add);
  else addSpares(run, variants);
  const first = rankHeadlines(run, variants.texts).slice(0, SET_SIZE);
  if (!variant) return headlineResponse(run, first);
  // Every further line that fits the topic, from the other styles' templates too.
  if (!question) addSpares(run, variants, POOL_SIZE);
  const sets = headlineSets(run, first, rankHeadlines(run, variants.texts));
  const set = sets[variant % sets.length]!;
  const response = headlineResponse(run, set);
  const note = setNote(set, first);
  return note ? { ...response, tips: [note, ...response.tips] } : response;
}

/** Lines in a set, and how many candidates a request looks for before dealing out the variants. */
const SET_SIZE = 15;
const POOL_SIZE = 120;
/** A further set is dealt for every this many candidates left over. */
const MIN_SET = 10;

/**
 * The sets variants take in turn: the first variant's own set, then the other candidates (best
 * first) dealt round-robin into at least two more sets. Any three variants in a row take three
 * different sets, which share no line, except that a set without the topic's offer ("50% off")
 * borrows one offer line from the first. Only the first set when nothing is left over.
 */
function headlineSets(run: HeadlineRun, first: Headline[], ranked: Headline[]): Headline[][] {
  const taken = new Set(first.map((h) => h.text));
  const rest = ranked.filter((h) => !taken.has(h.text));
  if (rest.length < 2) return [first];
  const count = Math.max(2, Math.min(Math.floor(rest.length / MIN_SET), 8));
  const sets: Headline[][] = Array.from({ length: count }, () => []);
  rest.forEach((h, i) => {
    const set = sets[i % count]!;
    if (set.length < SET_SIZE) set.push(h);
  });
  const offer = run.parsed.offer?.toLowerCase();
  const offerLines = offer ? first.filter((h) => h.text.toLowerCase().includes(offer)) : [];
  sets.forEach((set, i) => {
    if (offerLines.length && !set.some((h) => h.text.toLowerCase().includes(offer!)))
      set.splice(0, 0, offerLines[i % offerLines.length]!);
    set.sort(byScore);
  });
  return [first, ...sets];
}

/** Said with a further variant's set when the offline templates have few or no new lines left. */
function setNote(set: Headline[], first: Headline[]): string | undefined {
  if (set === first)
    return "The offline templates have no further headlines for this topic and channel, so this variant repeats the first set; connect a model for new ones.";
  return set.length < MIN_SET
    ? `The offline templates have ${set.length} further headlines for this topic and channel; connect a model for more.`
    : undefined;
}

function headlineRun(input: HeadlineInput, subject: ReturnType<typeof subjectOf>): HeadlineRun {
  const { subjects: allSubjects, kind, verbPhrase, parsed, group } = subject;
  const { type, style } = input;
  // A one-word subject ("food") loses the topic; use it only when nothing longer fits.
  const fullWords = words(allSubjects[0] ?? "").length;
  return {
    topic: input.topic,
    type,
    style,
    limit: HOOK_LIMITS[type],
    seed: hash(`${input.topic}|${type}|${style}`),
    sentence: type === "subject_line" || type === "social_media",
    parsed,
    group,
    kind,
    verbPhrase,
    allSubjects,
    subjects: allSubjects.filter((s) => words(s).length >= Math.min(2, fullWords)),
    singularService: group === "service" && !parsed.plural && !parsed.mass,
    memo: new SubjectMemo(),
  };
}

/** A how-to topic in a 30-character ad: the imperative itself ("Fix a Leaky Faucet Fast") or its object. */
function keepActionAds(run: HeadlineRun, variants: Variants): void {
  const verbPhrase = run.verbPhrase!;
  const ws = words(verbPhrase);
  const object = ws
    .slice(1)
    .filter((w, i) => i > 0 || !/^(a|an|the|your|my)$/i.test(w))
    .join(" ");
  for (const tpl of ACTION_ADS) {
    const text = titleCase(tpl.replace("{v}", verbPhrase).replace("{o}", object).replace("{V}", ws[0]!));
    if (graphemeLength(text) <= run.limit && object && publishable(text, run.parsed)) variants.keep(text);
  }
}

/** A question topic ("Why your website is slow") is answered by question frames, when enough of them fit. */
function isQuestionTopic({ topic, type, limit, sentence }: HeadlineRun): boolean {
  return (
    QUESTION_START.test(topic.trim()) &&
    !/^how to\b/i.test(topic.trim()) &&
    words(topic).length >= 3 &&
    (type === "ad_copy" ? QUESTION_ADS : QUESTION_FRAMES).filter((f) => fitQuestion(f, topic, 5, limit, type, sentence)).length >=
      (type === "ad_copy" ? 1 : 10)
  );
}

/** The frames written for the topic's kind (or its question), filled in; those that fit. */
function kindFrameTexts(run: HeadlineRun, question: boolean): string[] {
  const { type, group, seed, limit, sentence } = run;
  const kindFrames = question
    ? type === "ad_copy"
      ? QUESTION_ADS
      : QUESTION_FRAMES
    : type === "social_media"
      ? []
      : type === "ad_copy" && group === "service"
        ? [...SERVICE_ADS, ...KIND_FRAMES.service]
        : KIND_FRAMES[group];
  const texts: string[] = [];
  kindFrames.forEach((tpl, i) => {
    const n = NUMBERS[(seed + i) % NUMBERS.length]!;
    const t = question
      ? fitQuestion(tpl, run.topic, n, limit, type, sentence)
      : fitKind(run.memo, tpl, run.allSubjects, run.parsed, n, limit, type, sentence);
    if (t) texts.push(t);
  });
  return texts;
}

/** The style's own templates for the channel; a question topic has none, a singular service its own. */
function styleTemplates({ type, style, singularService }: HeadlineRun, question: boolean): string[] {
  if (question) return [];
  let templates: string[];
  if (type === "ad_copy") templates = [...ADS[style], ...HEADLINES[style]];
  else if (type === "subject_line") templates = [...SUBJECT_EXTRAS[style], ...HEADLINES[style]];
  else templates = [...HEADLINES[style]];
  return singularService ? [...SERVICE_STYLE[style], ...templates.filter((t) => /^\{s\}:/.test(t))] : templates;
}

/** The style templates filled in; a social post adds a closing line and hashtags to each. */
function styleTemplateTexts(run: HeadlineRun, question: boolean): string[] {
  const { type, group, seed, sentence, parsed, allSubjects } = run;
  // A social post's headline leaves room for its closing line and hashtags.
  const limit = type === "social_media" ? 120 : run.limit;
  const texts: string[] = [];
  styleTemplates(run, question).forEach((tpl, i) => {
    const n = NUMBERS[(seed + i) % NUMBERS.length]!;
    if (!suitsGroup(tpl, group)) return;
    const base =
      /\{(a|l|the)\}/.test(tpl) || run.singularService
        ? fitKind(run.memo, tpl, allSubjects, parsed, n, limit, type, sentence)
        : fit(run.memo, tpl, run.subjects, n, limit, type, sentence, run.kind, group);
    if (!base) return;
    if (type !== "social_media") texts.push(base);
    else {
      const post = socialPostText(run, base, i);
      if (post) texts.push(post);
    }
  });
  return texts;
}

/** A headline as a short post: the hook, a closing line and up to two hashtags; undefined when over the limit. */
function socialPostText({ style, seed, limit, group, allSubjects }: HeadlineRun, base: string, position: number) {
  const cta = ctaAt(socialCtas(style, group === "product"), style, seed + position);
  const full = allSubjects[0] ?? "";
  const tags = [...new Set([hashtag(full), hashtag(words(full).slice(-2).join(" "))])].filter(
    (t) => t.length > 1 && t.length < 30,
  );
  const lead = /[.!?)]$/.test(base) ? base : `${base}.`;
  let post = `${lead} ${cta} ${tags.join(" ")}`.trim();
  if (graphemeLength(post) > limit) post = `${lead} ${cta}`;
  return graphemeLength(post) <= limit ? post : undefined;
}

/** A question topic's extras: problem ads ("Slow Website? Start Here") and, for posts, the question frames. */
function questionExtras({ topic, type, limit }: HeadlineRun): (string | undefined)[] {
  const texts: (string | undefined)[] = [];
  const problem = type === "ad_copy" ? questionProblem(topic) : undefined;
  if (problem)
    for (const f of PROBLEM_ADS) {
      const t = f.replace("{p}", problem);
      if (graphemeLength(t) <= limit) texts.push(t);
    }
  // Social posts and subject lines for a question topic: the question frames in sentence case.
  if (type === "social_media")
    QUESTION_FRAMES.forEach((f, i) => texts.push(fitQuestion(f, topic, NUMBERS[i % NUMBERS.length]!, limit, type, true)));
  return texts;
}

/**
 * Fall back on the other styles' short forms so even awkward subjects get ten variants: first with
 * the subjects of two words or more, then with every subject, last with any template that fits.
 * `more` asks for that many in all (the pool further variants are dealt from).
 */
function addSpares(run: HeadlineRun, variants: Variants, more = 0): void {
  const { type, group, seed, limit, sentence, parsed, allSubjects, singularService, memo } = run;
  const spareAll = type === "ad_copy" ? Object.values(ADS).flat() : Object.values(HEADLINES).flat();
  const spare = singularService
    ? [...Object.values(SERVICE_STYLE).flat(), ...spareAll.filter((t) => /^\{s\}:/.test(t))]
    : spareAll;
  // The passes go over the same templates up to three times with the same subjects: each
  // (template, subjects, number, kind) is fitted once per request.
  const spareFits = new Map<string, string | undefined>();
  const fitSpare = (tpl: string, subs: string[], n: number, k: SubjectKind | undefined) => {
    // `subjects` is `allSubjects` filtered: of equal length, they are the same list.
    const whole = subs === allSubjects || subs.length === allSubjects.length;
    const key = `${tpl}\u0000${whole ? "all" : "some"}\u0000${n}\u0000${k ?? ""}`;
    if (spareFits.has(key)) return spareFits.get(key);
    const text = !suitsGroup(tpl, group)
      ? undefined
      : /\{(a|l|the)\}/.test(tpl) || singularService
        ? fitKind(memo, tpl, allSubjects, parsed, n, limit, type, sentence)
        : fit(memo, tpl, subs, n, limit, type, sentence, k, group);
    spareFits.set(key, text);
    return text;
  };
  const passes: [wanted: number, subjects: string[], kind: SubjectKind | undefined][] = [
    [Math.max(12, more), run.subjects, run.kind],
    [Math.max(10, more), allSubjects, run.kind],
    [Math.max(10, more), allSubjects, undefined],
  ];
  for (const [wanted, subjects, kind] of passes)
    for (let i = 0; variants.texts.length < wanted && i < spare.length; i++)
      variants.add(fitSpare(spare[(seed + i) % spare.length]!, subjects, NUMBERS[i % NUMBERS.length]!, kind));
}

type Headline = NonNullable<HookgenieResponse["headlines"]>[number];

const byScore = (a: Headline, b: Headline) => b.score - a.score || hash(a.text) - hash(b.text);

/** Best first; an offer kept verbatim ("50% off") is the strongest hook a product has. */
function rankHeadlines({ parsed, limit }: HeadlineRun, texts: string[]): Headline[] {
  return texts
    .map((text) => ({
      text,
      score: Math.min(
        100,
        headlineScore(text, limit) + (parsed.offer && text.toLowerCase().includes(parsed.offer.toLowerCase()) ? 10 : 0),
      ),
      length: graphemeLength(text),
      limit,
    }))
    .sort(byScore);
}

const CHANNEL_NAMES: Record<HookType, string> = {
  headline: "headline",
  title: "page title",
  h1: "H1",
  subject_line: "email subject line",
  social_media: "social post",
  ad_copy: "ad headline",
};

const CHANNEL_TIPS: Record<HookType, string> = {
  title: "Put the main keyword in the first half of the title and keep it under 600 px so Google shows it in full.",
  h1: "Use one H1 per page, keep it close to the page title, and put the keyword near the start.",
  subject_line:
    "Pair the subject line with a preview text of 40-90 characters that adds a second reason to open; avoid ALL CAPS and '!!!', which trigger spam filters.",
  social_media:
    "Lead with the hook in the first 70 characters (it shows before 'more'), use 1-3 hashtags, and add an image: posts with visuals earn more engagement.",
  ad_copy:
    "Match the ad headline to the landing page headline and test 3-5 variants; put the keyword in at least one headline for Quality Score.",
  headline: "Test two or three of these headlines (A/B) and keep the one with the best click-through rate.",
};

function headlineTips({ type, style, limit }: HeadlineRun, seoChecks: SeoCheck[]): string[] {
  return [
    `Every variant is within the ${limit}-character ${CHANNEL_NAMES[type]} limit; the score (0-100) rewards length fit, word balance, numbers, power words and clarity.`,
    ...seoChecks.filter((c) => !c.passed).map((c) => `Top pick: ${c.message}`),
    CHANNEL_TIPS[type],
    style === "clickbait" || style === "urgent"
      ? "Keep the promise: curiosity and urgency lift clicks, but a headline the page does not deliver on raises bounce rate."
      : "Specific beats clever: a concrete number or outcome usually outperforms a vague superlative.",
  ];
}

function headlineResponse(run: HeadlineRun, headlines: Headline[]): HookgenieResponse {
  const { type, style, limit, parsed, seed } = run;
  const top = headlines[0];
  const seoChecks = top ? checkHeadline(top.text, limit) : [];
  // The numbered list comes first: the workflow takes the first line as the page title.
  const result = [
    ...headlines.map((h, i) => `${i + 1}. ${h.text}`),
    "",
    `${headlines.length} ${CHANNEL_NAMES[type]} ideas (${style.replace("_", "-")} style, max ${limit} characters), best first.`,
  ].join("\n");
  const out: HookgenieResponse = { result, tips: headlineTips(run, seoChecks), headlines, seoChecks, source: "offline" };
  const subject = run.allSubjects[0] ?? parsed.phrase;
  if (type === "ad_copy") out.descriptions = adDescriptions(parsed, subject, style, seed);
  if (type === "subject_line") out.preheader = preheaderFor(parsed, subject, style);
  if (type === "social_media")
    out.posts = socialPosts(headlines[0]?.text ?? subject, subject, style, seed, run.group === "product");
  return out;
}
