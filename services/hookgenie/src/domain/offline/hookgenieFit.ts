// Fitting HookGenie's templates to a subject: which templates suit which subjects, rendering in
// title or sentence case, the channel's character limit, and the checks a variant must pass.
import type { HookType } from "@seo/hookgenie-contract";
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { ParsedTopic } from "@seo/ai/text/parse";
import { grammarSlips, withArticle } from "@seo/ai/text/language";
import { capitalize, isMassNoun, looksPlural, softLower, titleCase } from "@seo/ai/text/words";
import { runningText, type KindGroup, type SubjectKind } from "./hookgenieSubject";

// Sale and stock frames only suit things you can buy off a shelf.
const SALE =
  /Ends Soon|Ends Tonight|Sale|Limited Stock|Going Fast|Order \{s\}|Picks|Before It's Gone|Limited Time|Essentials|Today Only|Upgrade Your|Premium \{s\}|\{s\} for Less|Get \{s\} Now/i;
// "{n} {s} Mistakes" needs a plural or mass subject to read as a noun adjunct; a person or place does not.
const ADJUNCT =
  /\{n\} \{s\}|\{s\} (Secrets?|Hack|Trick|Mistakes|Journey|Moment|Question|Surprise|Stress)|(This|The) \{s\} (Trick|Hack|Secret)/i;

// A plural subject cannot be "This {s} Trick" or "{s} That Cares".
const PLURAL_BAD =
  /(This|The) \{s\} (Trick|Hack|Secret|Moment|Question)|\{s\} That (Cares|Makes|Feels|Brings|Saves|Wins)|\{s\} Is Worth|\{s\} Pays/i;

export function suitsGroup(template: string, group: KindGroup): boolean {
  if (group !== "product" && SALE.test(template)) return false;
  if (group === "service" && ADJUNCT.test(template)) return false;
  return true;
}

// Templates that only read well for some subjects.
const NEEDS_OWNED_ITEM = /Your \{s\}|\{s\} Picks|Choose the Right \{s\}|Choosing \{s\}|Know Your|Love Your|Your Dream/i;
const NEEDS_SKILL =
  /Master|\{s\} Stress|\{s\} Journey|Overwhelmed by|Done Right|Getting \{s\} Wrong|Learn \{s\}|\{s\} 101|\{s\} Basics|Effortless \{s\}|Better \{s\}|Easier \{s\}|Faster \{s\}|Smarter \{s\}|Simple \{s\}|Finally, \{s\} That|Joy of|Joyful|Rediscovered|How \{s\} Works|What Is \{s\}/i;
const NEEDS_THING =
  /Get \{s\}|Need \{s\}|Try \{s\}|Tried \{s\}|Switching to|Choose \{s\}|Gift of|Love \{s\}|Is \{s\} (Really )?Worth|Worth the Hype|\{s\} That (Feels|Makes|Brings|Cares|Saves|Wins)|Miss Out on|Running Out for|Limited Time|Limited Stock|Essentials|Before It's Gone|Meet \{s\}|Order \{s\}|Sale Ends|Going Fast|Quality \{s\}|Premium \{s\}|Trusted \{s\}|Reliable \{s\}|Professional \{s\}|\{s\} Experts|Top-Rated \{s\}|The Best \{s\}|Ultimate \{s\}|Unbelievable \{s\}|Discover \{s\}|Next-Level|\{s\} Pros Choose|\{s\} Everyone Wants|\{s\} You'll Love|Made for You|With Love|Pure Joy|Feel Good \{s\}|Fall for|Treat Yourself|\{s\} for Less|Get More \{s\}|Save with \{s\}|\{s\} Like Never Before|Nobody Expects|Mind Blown|Must See|Surprise|Ever Tried|See Why \{s\}$|Why \{s\}\?|\{s\} Will Never Look|Is Everyone Talking|Why Smart People Choose|Pays for Itself|Improves Your Day|Makes Life Easier|Secrets the Pros|Hack That|This \{s\} Trick|The \{s\} Hack|Heartfelt Reasons|Peace of Mind|Answer You Need|Life You Want|Change the Way You Feel|Moment That Changed|Helps You Do More|Proven Formula|Proven Results|Potential of|Because You Deserve|Deserve Better/i;

function suits(template: string, kind: SubjectKind): boolean {
  if (kind === "item") return !NEEDS_SKILL.test(template);
  if (kind === "named") return !NEEDS_SKILL.test(template) && !NEEDS_OWNED_ITEM.test(template);
  if (kind === "activity")
    return (
      !NEEDS_OWNED_ITEM.test(template) &&
      !/\{s\} Picks|Quality \{s\}|Premium \{s\}|Order \{s\}|Sale Ends|Limited Stock|Going Fast/i.test(template)
    );
  return !NEEDS_OWNED_ITEM.test(template) && !NEEDS_THING.test(template) && !ACTION_BAD.test(template);
}

// A gerund phrase ("Fixing a Leaky Faucet") cannot modify a noun or follow "with".
const ACTION_BAD =
  /\{s\} (Secrets?|Mistakes|Trick|Hack|FAQ|Guide|Journey|Question|Moment|Ideas|Facts|Picks|Essentials|Experts|Basics|101|Wins|Surprise)|(The|This|Your|Complete|Only|\{n\}) \{s\}|(with|from|Better|Effortless|Master|What Is|How) \{s\}|\{s\} Works/i;

// A singular product reads with "the" after a preposition or verb: "Tips for the Travel Coffee Maker".
const NEEDS_ARTICLE =
  /\b(About|to|for|with|of|Behind|by|Choose|Try|Tried|Need|Get|Discover|Meet|Love|Is|from|on|Switching to|Choosing|Understanding|Into|Gift of|Order|Master|Ways|Why|How|Could|Makes)\s+\{s\}/gi;

function render(template: string, subject: string, n: number): string {
  return template
    .replace(/\{s\}/g, subject)
    .replace(/\{n\}/g, String(n))
    .replace(/\{be\}/g, () => (looksPlural(subject) ? "are" : "is"))
    .replace(/\s+/g, " ")
    .trim();
}

/** "The Hidden Side of {s}" -> "The hidden side of {s}" for channels written in sentence case. */
function sentenceCaseTemplate(template: string): string {
  let first = true;
  return template.replace(/\{\w+\}|[\p{L}][\p{L}'’-]*/gu, (w) => {
    const wasFirst = first;
    first = false;
    if (w.startsWith("{") || wasFirst || w === "I" || /^\p{Lu}{2,}$/u.test(w)) return w;
    return w.toLowerCase();
  });
}

function tidy(text: string, type: HookType): string {
  if (type === "subject_line" || type === "social_media") return capitalize(text);
  return titleCase(text);
}

// Every template tries every subject of the ladder, longest first, until one fits. A long topic of
// many short words makes a ladder of hundreds of long subjects, and casing and rendering each of them
// again for each of some hundred templates held the event loop for seconds: so within one request a
// subject is measured, cased and inspected once (`SubjectMemo`), and a subject that cannot fit is
// skipped before any casing or rendering. It cannot fit when its own length plus the template's fixed
// text is over the limit: rendering only adds text, changes case and joins pieces (a piece's first or
// last character may join its neighbour's into one grapheme, hence two allowed per placeholder).
const templateFloors = new Map<string, number>();
function templateFloor(template: string): number {
  let floor = templateFloors.get(template);
  if (floor === undefined) {
    const placeholders = template.match(/\{\w+\}/g)?.length ?? 0;
    floor = graphemeLength(template.replace(/\{\w+\}|\s+/g, "")) - 2 * placeholders;
    if (templateFloors.size > 2000) templateFloors.clear();
    templateFloors.set(template, floor);
  }
  return floor;
}

/** One request's view of its subjects: each is measured, cased and inspected once, whatever the number of templates. */
export class SubjectMemo {
  private lengths = new Map<string, number>();
  private titles = new Map<string, string>();
  private lowers = new Map<string, string>();
  private running = new Map<string, string>();
  private plurals = new Map<string, boolean>();
  private masses = new Map<string, boolean>();
  private articles = new Map<string, string>();
  private sentenceTemplates = new Map<string, string>();
  private once<K, V>(m: Map<K, V>, key: K, make: () => V): V {
    let v = m.get(key);
    if (v === undefined && !m.has(key)) m.set(key, (v = make()));
    return v as V;
  }
  length = (s: string) => this.once(this.lengths, s, () => graphemeLength(s.replace(/\s+/g, " ").trim()));
  /** True when the subject, with the template's fixed text around it, is sure to be over the limit. */
  cannotFit = (s: string, template: string, limit: number) => this.length(s) + Math.max(0, templateFloor(template)) > limit;
  title = (s: string) => this.once(this.titles, s, () => titleCase(s));
  lower = (s: string) => this.once(this.lowers, s, () => softLower(s));
  runningText = (s: string, p: ParsedTopic) => this.once(this.running, s, () => runningText(s, p));
  plural = (s: string) => this.once(this.plurals, s, () => looksPlural(s));
  mass = (s: string) => this.once(this.masses, s, () => isMassNoun(s));
  withArticle = (s: string) => this.once(this.articles, s, () => withArticle(s));
  sentenceTemplate = (t: string) => this.once(this.sentenceTemplates, t, () => sentenceCaseTemplate(t));
}

/** Tries the template with ever shorter subjects until it fits the limit. */
export function fit(
  memo: SubjectMemo,
  template: string,
  subjects: string[],
  n: number,
  limit: number,
  type: HookType,
  sentence: boolean,
  kind?: SubjectKind,
  group?: KindGroup,
): string | undefined {
  if (kind && !suits(template, kind)) return undefined;
  if (group && !suitsGroup(template, group)) return undefined;
  if (PLURAL_BAD.test(template) && subjects[0] && memo.plural(subjects[0])) return undefined;
  // Singular products take "the" after a preposition or verb; "{n} {s} Mistakes" and "{s}:" labels stay bare.
  const withThe = template.replace(NEEDS_ARTICLE, (m) => m.replace(/\{s\}$/, "the {s}"));
  for (const s of subjects) {
    if (memo.cannotFit(s, template, limit)) continue;
    const countable = (kind === "item" || kind === "named") && !memo.plural(s) && !memo.mass(s);
    template = countable ? withThe : template;
    const subject = sentence ? memo.lower(s) : memo.title(s);
    const rendered = render(sentence ? memo.sentenceTemplate(template) : template, subject, n);
    // Casing never shortens a text: one already over the limit is not cased to be measured again.
    if (graphemeLength(rendered) > limit) continue;
    const text = tidy(rendered, type);
    if (graphemeLength(text) <= limit) return text;
  }
  return undefined;
}

/** A kind frame with the parsed topic's pieces; undefined when a piece is missing or nothing fits. */
export function fitKind(
  memo: SubjectMemo,
  template: string,
  subjects: string[],
  p: ParsedTopic,
  n: number,
  limit: number,
  type: HookType,
  sentence: boolean,
): string | undefined {
  if (/\{o\}/.test(template) && !p.offer) return undefined;
  if (/These \{s\}/.test(template) && !p.plural) return undefined;
  if (PLURAL_BAD.test(template) && p.plural) return undefined;
  if (/\{l\}/.test(template) && !p.location) return undefined;
  if (/\{u\}/.test(template) && !p.audience) return undefined;
  if (/\{v\}/.test(template) && !p.verbPhrase) return undefined;
  const pool = /\{l\}/.test(template) ? subjects.filter((s) => !/ in /.test(s)) : subjects;
  // Only the subject ({s}, {a} or {the}) counts toward the floor; without one the subject adds nothing.
  const hasSubject = /\{(s|a|the)\}/.test(template);
  for (const s of pool) {
    if (hasSubject && memo.cannotFit(s, template, limit)) continue;
    const t = sentence ? memo.sentenceTemplate(template) : template;
    const subject = sentence ? memo.runningText(s, p) : memo.title(s);
    let text = t
      .replace(/\{a\}/g, !/\{a\}/.test(t) ? "" : p.brand && s.startsWith(p.brand) ? subject : memo.withArticle(subject))
      .replace(/\{the\}/g, !p.plural && !p.mass && !p.brand ? `the ${subject}` : subject)
      .replace(/\{s\}/g, subject)
      .replace(/\{o\}/g, p.offer ?? "")
      .replace(/\{l\}/g, p.location ?? "")
      .replace(/\{u\}/g, p.audience ?? "")
      .replace(/\{v\}/g, p.verbPhrase ?? "")
      .replace(/\{n\}/g, String(n))
      .replace(/\s+/g, " ")
      .trim();
    if (graphemeLength(text) > limit) continue;
    text = tidy(text, type);
    if (graphemeLength(text) <= limit) return text;
  }
  return undefined;
}

/** "Why your website is slow" -> "Slow Website": the problem as a short noun phrase for 30-character ads. */
export function questionProblem(topic: string): string | undefined {
  const m = topic
    .trim()
    .match(
      /^(?:why|when)\s+(?:is\s+|are\s+|does\s+|do\s+)?(?:your|my|the|our)\s+([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:is|are|keeps?|gets?)\s+(?:so\s+|too\s+)?([\p{L}-]+)\??$/iu,
    );
  return m ? titleCase(`${m[2]} ${m[1]}`) : undefined;
}

export function fitQuestion(
  template: string,
  topic: string,
  n: number,
  limit: number,
  type: HookType,
  sentence: boolean,
): string | undefined {
  const q = topic.trim().replace(/[?.!]+$/, "");
  // "Is it worth it? ..." asks; "Why your website is slow: ..." names the question.
  const asks = /^(is|are|can|should|does|do|will)\b/i.test(q);
  const tpl = (asks ? template : template.replace(/^\{q\}\?$/, "{q}").replace(/^\{q\}\?/, "{q}:")).replace(/\{n\}/g, String(n));
  const t = sentence ? capitalize(tpl.replace("{q}", softLower(q))) : titleCase(tpl.replace("{q}", q));
  return graphemeLength(t) <= limit ? t : undefined;
}

/** Names keep their casing in sentence-case channels: "Black Friday", "vitamin C", "Bristol". */
export function fixedCase(text: string, p: ParsedTopic): string {
  let out = text
    .replace(/\bblack friday\b/gi, "Black Friday")
    .replace(/\bcyber monday\b/gi, "Cyber Monday")
    .replace(/\b(vitamin) c\b/gi, (_m, v: string) => `${v} C`);
  for (const name of [p.brand, p.location, ...p.properNouns]) {
    if (!name || name.length < 2) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "giu"), name);
  }
  return out;
}

/** Mechanical checks a variant must pass to be shown: no grammar slip, no dangling word, no lost figure. */
const slipCache = new Map<string, number>();
function slipCount(text: string): number {
  let n = slipCache.get(text);
  if (n === undefined) {
    n = grammarSlips(text, { fragment: true }).length;
    if (slipCache.size > 20000) slipCache.clear();
    slipCache.set(text, n);
  }
  return n;
}

export function publishable(text: string, p: ParsedTopic): boolean {
  if (slipCount(text)) return false;
  if (/\b(near|in|for|with)\s*$/i.test(text)) return false;
  if (p.offer && /\d/.test(p.offer) && /\d/.test(text)) {
    const fig = p.offer.match(/[$€£]?\d[\d.,]*%?/)?.[0];
    if (fig && text.toLowerCase().includes(fig.replace(/%$/, "").toLowerCase()) && !text.includes(fig)) return false;
  }
  return true;
}
