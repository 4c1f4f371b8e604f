// HookGenie offline writer: ten or more distinct headlines per channel and style, each inside the
// channel's character limit, ranked by the headline score of the SEO rules.
import type { z } from "zod";
import {
  type HookgenieResponse,
  type hookgenieRequestSchema,
  HOOK_LIMITS,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";
import { checkHeadline, headlineScore } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { subjectPhrase } from "@seo/ai/text/keyphrase";
import { parseTopic, type ParsedTopic, type TopicKind } from "@seo/ai/text/parse";
import { grammarSlips, isKnownWord, spellSuggest, withArticle } from "@seo/ai/text/language";
import { MAX_SUGGESTED_WORDS_PER_TEXT } from "@seo/ai/text/spelling";
import { capitalize, hash, isMassNoun, isStopWord, looksPlural, softLower, titleCase, words } from "@seo/ai/text/words";

export type HeadlineInput = Pick<z.output<typeof hookgenieRequestSchema>, "topic" | "type" | "style">;

// {s} subject, {n} a number, {be} is/are.
const HEADLINES: Record<HookStyle, string[]> = {
  professional: [
    "{s}: A Practical Guide",
    "The Essential Guide to {s}",
    "{n} Expert Tips for {s}",
    "How to Get Started with {s}",
    "{s} Explained: What Matters Most",
    "A Smarter Approach to {s}",
    "{s}: Best Practices for Better Results",
    "Choosing {s}: A Step-by-Step Guide",
    "{n} Things to Know About {s}",
    "Understanding {s}: Costs, Benefits and Options",
    "Why {s} Matters More Than Ever",
    "{s} Done Right: A Professional Checklist",
    "{s}: Key Benefits and How to Choose",
  ],
  clickbait: [
    "You Won't Believe These {n} {s} Secrets",
    "This {s} Trick Changes Everything",
    "{n} {s} Mistakes Everyone Makes",
    "The Truth About {s} Nobody Tells You",
    "Why Everyone Is Talking About {s}",
    "{s}: What They Don't Want You to Know",
    "{n} Shocking Facts About {s}",
    "Is {s} Worth the Hype? The Answer Surprised Us",
    "The {s} Secret Experts Won't Share",
    "We Tried {s} for 30 Days. Here's What Happened",
    "Stop Getting {s} Wrong (Do This Instead)",
    "{s} Will Never Look the Same Again",
    "The {s} Hack That Actually Works",
  ],
  informative: [
    "What Is {s}? Everything You Need to Know",
    "{s}: Facts, Figures and Key Insights",
    "How {s} Works, Step by Step",
    "A Beginner's Guide to {s}",
    "{n} Facts About {s} Worth Knowing",
    "{s} Explained in Plain English",
    "{s}: Pros, Cons and Alternatives",
    "The Complete {s} FAQ",
    "How to Choose the Right {s}",
    "{n} Common Questions About {s}, Answered",
    "{s}: A Data-Backed Overview",
    "Your Quick Guide to {s}",
  ],
  emotional: [
    "Finally, {s} That Feels Made for You",
    "Fall in Love with {s} All Over Again",
    "{s}: Because You Deserve Better",
    "Never Feel Overwhelmed by {s} Again",
    "The Joy of {s}, Rediscovered",
    "{s} That Brings Real Peace of Mind",
    "How {s} Can Change the Way You Feel",
    "Give Yourself the Gift of {s}",
    "{n} Heartfelt Reasons to Love {s}",
    "Say Goodbye to {s} Stress for Good",
    "Your {s} Journey Starts Here",
    "The {s} Moment That Changed Everything",
    "{s} for the Life You Want",
  ],
  compelling: [
    "The Ultimate Guide to {s}",
    "{n} Powerful Ways to Master {s}",
    "Unlock the Full Potential of {s}",
    "{s}: The Proven Formula for Success",
    "Master {s} Faster Than You Thought Possible",
    "Discover Why {s} Is Worth It",
    "The Only {s} Guide You'll Ever Need",
    "{s} Secrets the Pros Use",
    "Transform Your Results with {s}",
    "Get More from {s} with These {n} Tips",
    "{n} Game-Changing {s} Ideas",
    "Why Smart People Choose {s}",
    "{s}: Proven Tips That Deliver",
  ],
  urgent: [
    "Don't Miss Out on {s}",
    "{s}: Act Now Before It's Too Late",
    "Last Chance: {s} Essentials",
    "Why You Need {s} Right Now",
    "{n} {s} Mistakes to Fix Today",
    "Get {s} Before It's Gone",
    "{s}: Limited Time Only",
    "Time Is Running Out for {s}",
    "Upgrade Your {s} Today",
    "Do This Now to Improve Your {s}",
    "Today Only: {s} Essentials You Need",
    "{s}: Don't Wait Another Day",
    "Hurry: {n} {s} Picks Going Fast",
  ],
  curious: [
    "What Nobody Tells You About {s}",
    "Is {s} Really Worth It?",
    "The Surprising Science Behind {s}",
    "{n} Questions You Never Asked About {s}",
    "What Happens When You Try {s}?",
    "The Hidden Side of {s}",
    "Why Is Everyone Switching to {s}?",
    "{s}: What's Really Going On?",
    "Here's What Makes {s} Different",
    "The {s} Question Everyone Is Asking",
    "Could {s} Be the Answer You Need?",
    "What Experts Know About {s} (and You Don't)",
    "The Unexpected Truth About {s}",
  ],
  benefit_driven: [
    "Save Time and Money with {s}",
    "{s} That Makes Life Easier",
    "Get Better Results with {s}",
    "How {s} Helps You Do More with Less",
    "{n} Ways {s} Improves Your Day",
    "{s}: More Value, Less Hassle",
    "Enjoy Effortless {s}",
    "Boost Your Results with {s}",
    "{s} for Faster, Easier Wins",
    "The Easy Way to Better {s}",
    "{s}: Benefits You'll Notice Right Away",
    "Why {s} Pays for Itself",
    "Simplify Your Routine with {s}",
  ],
};

// Ad headlines (30 characters): short hooks around a one- or two-word subject.
const ADS: Record<HookStyle, string[]> = {
  professional: [
    "{s} | Expert Guide",
    "Trusted {s}",
    "Quality {s}",
    "{s}, Done Right",
    "Compare {s} Options",
    "Professional {s}",
    "{s} Experts",
    "Reliable {s}",
    "{s} Made Simple",
    "Choose Better {s}",
    "{s}: Get Started",
    "Premium {s}",
  ],
  clickbait: [
    "{s}: The Secret",
    "This {s} Trick Works",
    "{s} Nobody Expects",
    "Wait Till You See {s}",
    "{s} Like Never Before",
    "{n} {s} Secrets",
    "The {s} Hack",
    "{s}: Mind Blown",
    "Unbelievable {s}",
    "{s} Everyone Wants",
    "Shocking {s} Facts",
    "{s}? Must See",
  ],
  informative: [
    "{s} Explained",
    "{s}: Quick Guide",
    "Learn {s} Fast",
    "{s} Facts",
    "{s} FAQ",
    "How {s} Works",
    "{s} 101",
    "{s}: Pros & Cons",
    "{n} {s} Facts",
    "{s} Basics",
    "Know Your {s}",
    "{s} Guide",
  ],
  emotional: [
    "Love Your {s}",
    "{s} You'll Love",
    "You Deserve Better {s}",
    "{s} Made for You",
    "Feel Good {s}",
    "{s}, With Love",
    "Joyful {s}",
    "{s} That Cares",
    "Your Dream {s}",
    "{s}: Pure Joy",
    "Fall for {s}",
    "Treat Yourself: {s}",
  ],
  compelling: [
    "Master {s} Today",
    "Ultimate {s}",
    "{s} That Wins",
    "Unlock Better {s}",
    "{s}: Proven Results",
    "Top-Rated {s}",
    "{n} {s} Wins",
    "The Best {s}",
    "{s} Pros Choose",
    "Discover {s}",
    "Next-Level {s}",
    "{s} Done Smarter",
  ],
  urgent: [
    "{s}: Ends Soon",
    "Get {s} Now",
    "{s} Sale Ends Soon",
    "Last Chance: {s}",
    "Hurry: {s}",
    "{s} Today Only",
    "Act Now: {s}",
    "Don't Miss {s}",
    "{s}: Limited Stock",
    "Order {s} Today",
    "{s} Going Fast",
    "Now or Never: {s}",
  ],
  curious: [
    "Why {s}?",
    "{s}: Guess What?",
    "Ever Tried {s}?",
    "The {s} Secret",
    "What Is {s}?",
    "{s}, Explained?",
    "Curious About {s}?",
    "{s}: Who Knew?",
    "Is {s} Worth It?",
    "See Why {s}",
    "{s} Surprise",
    "Meet {s}",
  ],
  benefit_driven: [
    "Save with {s}",
    "Easier {s}",
    "{s} That Saves Time",
    "Better {s}, Less Cost",
    "Smarter {s}",
    "Effortless {s}",
    "{s}: More Value",
    "Faster {s}",
    "{s}, Zero Hassle",
    "Get More {s}",
    "{s} for Less",
    "Simple {s}",
  ],
};

// Email subject lines read like a person wrote them: sentence case, direct.
const SUBJECT_EXTRAS: Record<HookStyle, string[]> = {
  professional: ["Your {s} checklist is inside", "Quick guide: {s}", "{s}: what to know before you decide"],
  clickbait: ["You need to see this {s} trick", "We can't believe this {s} result", "{s}? Read this first"],
  informative: ["{s}, explained in 3 minutes", "Your {s} questions, answered", "New guide: {s}"],
  emotional: ["We made this {s} guide for you", "A little {s} inspiration for you", "You deserve better {s}"],
  compelling: ["The {s} guide you asked for", "Your shortcut to better {s}", "{n} {s} ideas worth stealing"],
  urgent: ["Last chance: {s}", "{s} ends tonight", "Don't miss this {s} update"],
  curious: ["Quick question about {s}", "Have you seen this {s} idea?", "The {s} detail everyone misses"],
  benefit_driven: ["Save time on {s} this week", "An easier way to {s}", "Better {s}, less effort"],
};

const SOCIAL_CTAS: Record<HookStyle, string[]> = {
  professional: [
    "Read the full guide and share it with your team.",
    "Here's what we learned, in one short read.",
    "Save this for your next project.",
  ],
  clickbait: ["Number 3 surprised us most. 👀", "You'll want to see this.", "Don't scroll past this one."],
  informative: ["Everything in one quick thread. 🧵", "The short version, with sources.", "Bookmark this for later."],
  emotional: ["Tag someone who needs this today. 💛", "This one's for you.", "Share if this speaks to you."],
  compelling: ["Start today. Link in bio. 🚀", "Try it and tell us how it goes.", "Your next step is one click away."],
  urgent: ["Ends soon, so don't wait. ⏳", "Grab it before it's gone.", "Today only. Link in bio."],
  curious: ["What do you think? Tell us below. 👇", "Guess before you click.", "The answer might surprise you."],
  benefit_driven: ["Save time starting today. ✅", "Less effort, better results.", "Try it free and see the difference."],
};

const NUMBERS = [5, 7, 9, 10, 12, 3];

// Ad headlines for a how-to topic: {v} "fix a leaky faucet", {V} "fix", {o} "leaky faucet".
const ACTION_ADS = [
  "{v} Fast",
  "{v} Today",
  "{v} in Minutes",
  "{v} Yourself",
  "{v}: Easy Guide",
  "{v}, Step by Step",
  "{v} the Easy Way",
  "How to {v}",
  "Learn to {v}",
  "DIY: {v}",
  "{o}? Start Here",
  "{o}? Here's How",
  "{o}? Read This First",
  "{o}: Quick Guide",
  "{o}: Expert Tips",
  "{o}? {V} It Today",
];

/** Subject phrases of decreasing length: the full subject, then its last 3, 2 and 1 words (the head noun). */
export function subjectVariants(topic: string): string[] {
  const full = subjectPhrase(topic, 6);
  const ws = words(full);
  const out = [full];
  for (const n of [4, 3, 2, 1]) {
    if (ws.length > n) {
      let tail = ws.slice(-n);
      while (tail.length > 1 && isStopWord(tail[0]!)) tail = tail.slice(1);
      out.push(tail.join(" "));
      let head = ws.slice(0, n);
      while (head.length > 1 && isStopWord(head[head.length - 1]!)) head = head.slice(0, -1);
      out.push(head.join(" "));
    }
  }
  return [...new Set(out.filter(Boolean))];
}

/**
 * What the subject is decides which templates read well: you "upgrade your" coffee maker but not
 * your plumbing repair; you "master" email marketing but not a coffee maker; a how-to topic becomes
 * a gerund ("Fixing a Leaky Faucet").
 */
export type SubjectKind = "item" | "named" | "activity" | "action";

const ACTIVITY_END =
  /(ing|marketing|seo|yoga|fitness|design|strategy|management|insurance|service|services|repair|advice|coaching|training|care|health|travel|nutrition|finance|security|software|analytics|automation|photography|education|research|support|maintenance|plumbing|skincare)$/i;

/** Decreasing subject phrases from the parsed topic: whole modifiers drop from the front, the head noun stays. */
export function subjectLadder(p: ParsedTopic): string[] {
  const out: string[] = [];
  const loc = p.location && (p.kind === "local" || p.kind === "service") ? ` in ${p.location}` : "";
  const words0 = p.phrase.split(/\s+/).filter(Boolean);
  // Sizes and dates after the noun ("skillet 10 inch", "earbuds this weekend") are not the head.
  const TRAIL = /^(\d[\d.,]*\S*|inch(es)?|cm|mm|ml|l|kg|g|oz|pack|this|next|weekend|week|today|tonight|month|only|now|sale)$/i;
  while (words0.length > 1 && TRAIL.test(words0[words0.length - 1]!)) words0.pop();
  if (TRAIL.test(p.head) || !words0.some((w) => w.toLowerCase() === p.head.toLowerCase()))
    p = { ...p, head: words0[words0.length - 1] ?? p.head };
  // The head noun stays in every rung; words after it (a size, a date) go first, then modifiers from the front.
  let hi = words0.map((w) => w.toLowerCase()).lastIndexOf(p.head.toLowerCase());
  // A head with plain nouns after it ("project management software") is really the last word.
  if (hi < 0 || !words0.slice(hi + 1).some((w) => /^(for|with|of|in|on|to|and|de|para|mit|pour)$/i.test(w)))
    hi = words0.length - 1;
  // Never split a name or a fixed compound ("Black Friday", "vitamin C", "real estate").
  const glued = new Set<number>();
  const lower = words0.map((w) => w.toLowerCase());
  for (const name of [
    ...p.properNouns,
    "black friday",
    "cyber monday",
    "vitamin c",
    "real estate",
    "cast iron",
    "stainless steel",
    "memory foam",
    "ice cream",
    "new york",
    "san francisco",
  ]) {
    const nw = name.toLowerCase().split(/\s+/);
    if (nw.length < 2) continue;
    for (let k = 0; k + nw.length <= lower.length; k++)
      if (nw.every((w, j) => lower[k + j] === w)) for (let j = 1; j < nw.length; j++) glued.add(k + j);
  }
  const cores: string[] = [];
  if (hi < words0.length - 1 && !/^(this|next|for|with)$/i.test(words0[hi + 1]!)) cores.push(words0.join(" "));
  // A service's words are one name ("dog walking service"): keep up to three of them together.
  const minWords = groupOf(p.kind) === "service" ? Math.min(3, hi + 1) : hi >= 1 ? 2 : 1;
  for (let i = 0; i <= hi; i++) {
    if (/^(a|an|the|de|of|for)$/i.test(words0[i]!) || glued.has(i) || words0[i]!.length < 2) continue;
    if (hi - i + 1 < minWords && cores.length) continue;
    cores.push(words0.slice(i, hi + 1).join(" "));
  }
  if (!cores.length) cores.push(p.head);
  const brand = p.brand && !p.phrase.toLowerCase().includes(p.brand.toLowerCase()) ? `${p.brand} ` : "";
  for (const c of cores) {
    if (brand && loc) out.push(`${brand}${c}${loc}`);
    if (brand) out.push(`${brand}${c}`);
    if (loc) out.push(`${c}${loc}`);
    out.push(c);
  }
  if (brand) out.push(brand.trim());
  return [...new Set(out.map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean))];
}

type KindGroup = "product" | "service" | "saas" | "howto" | "course" | "event" | "topic";
function groupOf(kind: TopicKind): KindGroup {
  if (kind === "product" || kind === "food" || kind === "apparel" || kind === "beauty") return "product";
  if (kind === "service" || kind === "local") return "service";
  if (kind === "saas" || kind === "digital") return "saas";
  if (kind === "howto") return "howto";
  if (kind === "course") return "course";
  if (kind === "event") return "event";
  return "topic";
}

/** The subject as a phrase templates can take: a how-to topic's verb becomes a gerund. */
/** Obvious typos in lower-case English words ("wireles earbuds") are corrected; names and other languages are left alone. */
function spellFixed(topic: string): string {
  if (!/^[\x00-\x7F\p{Extended_Pictographic}\s]*$/u.test(topic) || topic.length > 80) return topic;
  // Each new word costs the suggester milliseconds: a topic of many made-up words asks for a few only.
  const asked = new Set<string>();
  return topic.replace(/(?<![\p{L}'’-])\p{Ll}{5,}(?![\p{L}'’-])/gu, (w) => {
    if (isKnownWord(w)) return w;
    if (!asked.has(w) && asked.size >= MAX_SUGGESTED_WORDS_PER_TEXT) return w;
    asked.add(w);
    const fix = spellSuggest(w)[0];
    return fix && Math.abs(fix.length - w.length) <= 1 && fix[0] === w[0] && /^\p{Ll}+$/u.test(fix) ? fix : w;
  });
}

// No headline, subject line or post has room for more than a few dozen words of its topic, while
// tagging the words and laddering the subject cost time for each of them (a topic of 500 characters
// of short words made a ladder of over a hundred long subjects, each tried by every template): the
// subject is read from the topic's first 40 words. Real topics are far shorter and read whole.
const TOPIC_WORDS = 40;
const TOPIC_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
function leadingWords(topic: string, max = TOPIC_WORDS): string {
  let n = 0;
  let end = 0;
  for (const m of topic.matchAll(TOPIC_WORD)) {
    if (++n > max) return topic.slice(0, end);
    end = m.index + m[0].length;
  }
  return topic;
}

const parseCache = new Map<string, ParsedTopic>();
function parseCached(topic: string): ParsedTopic {
  let p = parseCache.get(topic);
  if (!p) {
    p = parseTopic(spellFixed(leadingWords(topic)));
    if (parseCache.size > 500) parseCache.clear();
    parseCache.set(topic, p);
  }
  return p;
}

export function subjectOf(topic: string): {
  subjects: string[];
  kind: SubjectKind;
  verbPhrase?: string;
  parsed: ParsedTopic;
  group: KindGroup;
} {
  const parsed = parseCached(topic);
  const group = groupOf(parsed.kind);
  if (parsed.kind === "howto" && parsed.verbPhrase && parsed.gerundPhrase) {
    return { subjects: [parsed.gerundPhrase], kind: "action", verbPhrase: parsed.verbPhrase, parsed, group };
  }
  const all = subjectLadder(parsed);
  const named = !!parsed.brand || words(topic).some((w) => /\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}/u.test(w));
  const head = parsed.head;
  const kind: SubjectKind = named
    ? "named"
    : group === "service" || (ACTIVITY_END.test(head) && !parsed.plural) || parsed.mass
      ? "activity"
      : "item";
  return { subjects: all, kind, parsed, group };
}

// Sale and stock frames only suit things you can buy off a shelf.
const SALE =
  /Ends Soon|Ends Tonight|Sale|Limited Stock|Going Fast|Order \{s\}|Picks|Before It's Gone|Limited Time|Essentials|Today Only|Upgrade Your|Premium \{s\}|\{s\} for Less|Get \{s\} Now/i;
// "{n} {s} Mistakes" needs a plural or mass subject to read as a noun adjunct; a person or place does not.
const ADJUNCT =
  /\{n\} \{s\}|\{s\} (Secrets?|Hack|Trick|Mistakes|Journey|Moment|Question|Surprise|Stress)|(This|The) \{s\} (Trick|Hack|Secret)/i;

// A plural subject cannot be "This {s} Trick" or "{s} That Cares".
const PLURAL_BAD =
  /(This|The) \{s\} (Trick|Hack|Secret|Moment|Question)|\{s\} That (Cares|Makes|Feels|Brings|Saves|Wins)|\{s\} Is Worth|\{s\} Pays/i;

function suitsGroup(template: string, group: KindGroup): boolean {
  if (group !== "product" && SALE.test(template)) return false;
  if (group === "service" && ADJUNCT.test(template)) return false;
  return true;
}

// Frames written for one kind of topic; {a} is the subject with a/an, {o} the offer, {l} the place.
const KIND_FRAMES: Record<KindGroup, string[]> = {
  product: [
    "{o} {s}",
    "{s}: {o}",
    "Shop {s}: {o}",
    "{s} Worth Owning",
    "Why Buyers Love These {s}",
    "The {s} Buying Guide",
    "{s}: What to Check Before You Buy",
    "Best {s} for Everyday Use",
  ],
  service: [
    "How to Choose {a}",
    "{n} Questions to Ask {a}",
    "What to Expect from {a}",
    "Looking for {a}?",
    "Book {a} You Can Trust",
    "Finding {a} in {l}",
    "{a} in {l}: What to Know",
    "When to Call {a}",
    "{s}: Costs, Questions and Next Steps",
  ],
  saas: [
    "{s} for {u}",
    "Why Teams Switch to {s}",
    "{s}: Features, Pricing and Setup",
    "Getting Started with {s}",
    "{n} Ways {s} Saves Your Team Time",
    "Is {s} Right for Your Team?",
    "{s} vs Spreadsheets: What Changes",
  ],
  howto: [
    "How to {v}",
    "How to {v}, Step by Step",
    "{v}: A Beginner's Guide",
    "{n} Steps to {v}",
    "The Easy Way to {v}",
    "{v} Without Calling a Pro",
    "{n} Mistakes to Avoid When You {v}",
  ],
  course: ["What You'll Learn in {a}", "Is {a} Worth It?", "{s}: Who It's For", "Before You Enrol: {s}"],
  event: ["{s}: What to Expect", "Don't Miss {s}", "Your Guide to {s}", "{s}: Dates, Tickets and Tips"],
  topic: ["{s}: A Practical Guide", "{n} Ideas to Improve {the}", "The Beginner's Guide to {the}", "{s}: What Works Now"],
};

// 30-character ad headlines for a service: the name plus a plain next step.
const SERVICE_ADS = [
  "{s} in {l}",
  "{s}: Book Now",
  "{s}: Enquire Now",
  "Find {a}",
  "Hire {a}",
  "{s}: Book Today",
  "{s}: Get a Quote",
  "Book {a}",
  "{s} Near You",
  "Local {s}",
  "{s}: Ask Us",
  "{s} You Can Trust",
  "{s}: Compare Quotes",
  "{s}: Book Online",
  "{s}: Call Today",
  "Trusted {s}",
];

// A question topic ("Why your website is slow") is the hook itself: frames answer it, never wrap it.
const QUESTION_FRAMES = [
  "{q}? Here's What to Check",
  "{q}? {n} Common Causes",
  "{q}? Start Here",
  "{q}: The Real Reasons",
  "{q}? Read This First",
  "{q}: What to Do About It",
  "{q}? Fix It in {n} Steps",
  "{q}? The Honest Answer",
  "{q}: {n} Things to Know",
  "{q}? Here's Why",
  "{q}: A Plain Answer",
  "{q}? What the Experts Say",
];
const QUESTION_ADS = [
  "{q}?",
  "{q}? Start Here",
  "{q}? Read This",
  "{q}? Here's Why",
  "{q}? Find Out",
  "{q}? Fix It",
  "{q}: Answered",
  "{q}? Get Help",
  "{q}? See Why",
  "{q}? Learn More",
  "{q}? Ask Us",
  "{q}: The Answer",
];
const QUESTION_START = /^(why|what|when|where|which|who|is|are|can|should|does|do|will)\b/i;

// Services with a countable singular head ("dentist") read badly in style frames ("Why You Need Dentist"):
// they take their own frames, plus style frames that open on the subject as a label.
const SERVICE_STYLE: Record<HookStyle, string[]> = {
  professional: ["{a} in {l}: A Practical Checklist", "Choosing {a}: A Step-by-Step Guide", "{s}: What a Good One Does"],
  clickbait: ["What {a} Won't Tell You", "{n} Things Your {s} Wishes You Knew", "The Question Every {s} Gets Asked"],
  informative: ["{s}: Costs, Questions and Answers", "How to Compare {s} Quotes", "{s}: A Plain-English Guide"],
  emotional: ["{a} Who Puts You at Ease", "Finally, {a} You Can Trust", "Feel Confident Choosing {a}"],
  compelling: ["Why the Right {s} Makes All the Difference", "{n} Signs You've Found a Great {s}", "How the Best {s} Works"],
  urgent: ["Need {a} Today?", "Don't Put Off Calling {a}", "{n} Signs You Need {a} Now"],
  curious: ["What Does {a} Actually Do?", "How Much Does {a} Cost?", "Is It Time to Call {a}?"],
  benefit_driven: ["{a} Who Saves You Time", "How {a} Saves You Money", "Get Peace of Mind with {a}"],
};

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
class SubjectMemo {
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
function fit(
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
function fitKind(
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
function questionProblem(topic: string): string | undefined {
  const m = topic
    .trim()
    .match(
      /^(?:why|when)\s+(?:is\s+|are\s+|does\s+|do\s+)?(?:your|my|the|our)\s+([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:is|are|keeps?|gets?)\s+(?:so\s+|too\s+)?([\p{L}-]+)\??$/iu,
    );
  return m ? titleCase(`${m[2]} ${m[1]}`) : undefined;
}
const PROBLEM_ADS = [
  "{p}? Here's Why",
  "{p}? Start Here",
  "{p}? Read This",
  "{p}: Common Causes",
  "{p}: What to Check",
  "{p}? Fix It Today",
  "{p}? Get Help",
  "{p}? See Why",
  "{p}: The Real Reasons",
  "{p}? Try This",
  "{p}: Quick Fixes",
  "Fix a {p}",
];

function fitQuestion(
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
function fixedCase(text: string, p: ParsedTopic): string {
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

const hashtag = (s: string) =>
  "#" +
  words(s)
    .filter((w) => !isStopWord(w))
    .map((w) => capitalize(w.toLowerCase()))
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");

export function generateHeadlines(input: HeadlineInput): HookgenieResponse {
  const type = input.type;
  const style = input.style;
  const limit = HOOK_LIMITS[type];
  const { subjects: allSubjects, kind, verbPhrase, parsed, group } = subjectOf(input.topic);
  const foreign = foreignLanguage(input.topic, parsed);
  if (foreign) return foreignHeadlines(input, parsed, foreign);
  // A one-word subject ("food") loses the topic; use it only when nothing longer fits.
  const fullWords = words(allSubjects[0] ?? "").length;
  const subjects = allSubjects.filter((s) => words(s).length >= Math.min(2, fullWords));
  const seed = hash(`${input.topic}|${type}|${style}`);
  const sentence = type === "subject_line" || type === "social_media";

  let templates: string[];
  if (type === "ad_copy") templates = [...ADS[style], ...HEADLINES[style]];
  else if (type === "subject_line") templates = [...SUBJECT_EXTRAS[style], ...HEADLINES[style]];
  else templates = [...HEADLINES[style]];
  // Fall back on the other styles' short forms so even awkward subjects get ten variants.
  const spareAll = type === "ad_copy" ? Object.values(ADS).flat() : Object.values(HEADLINES).flat();
  const spareService = group === "service" && !parsed.plural && !parsed.mass;
  const spare = spareService ? [...Object.values(SERVICE_STYLE).flat(), ...spareAll.filter((t) => /^\{s\}:/.test(t))] : spareAll;

  const memo = new SubjectMemo();
  // The spare passes below go over the same templates up to three times with the same subjects: each
  // (template, subjects, number, kind) is fitted once per request.
  const spareFits = new Map<string, string | undefined>();
  const fitSpare = (tpl: string, subs: string[], n: number, k: SubjectKind | undefined) => {
    // `subjects` is `allSubjects` filtered: of equal length, they are the same list.
    const whole = subs === allSubjects || subs.length === allSubjects.length;
    const key = `${tpl}\u0000${whole ? "all" : "some"}\u0000${n}\u0000${k ?? ""}`;
    if (spareFits.has(key)) return spareFits.get(key);
    const text = !suitsGroup(tpl, group)
      ? undefined
      : /\{(a|l|the)\}/.test(tpl) || spareService
        ? fitKind(memo, tpl, allSubjects, parsed, n, limit, type, sentence)
        : fit(memo, tpl, subs, n, limit, type, sentence, k, group);
    spareFits.set(key, text);
    return text;
  };
  const seen = new Set<string>();
  const texts: string[] = [];
  // A how-to topic in a 30-character ad: the imperative itself ("Fix a Leaky Faucet Fast") or its object.
  if (kind === "action" && type === "ad_copy" && verbPhrase) {
    const ws = words(verbPhrase);
    const object = ws
      .slice(1)
      .filter((w, i) => i > 0 || !/^(a|an|the|your|my)$/i.test(w))
      .join(" ");
    for (const tpl of ACTION_ADS) {
      const text = titleCase(tpl.replace("{v}", verbPhrase).replace("{o}", object).replace("{V}", ws[0]!));
      if (graphemeLength(text) <= limit && object && publishable(text, parsed)) {
        texts.push(text);
        seen.add(
          text
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim(),
        );
      }
    }
  }
  const add = (t: string | undefined) => {
    if (t) t = fixedCase(t, parsed);
    if (!t || !publishable(t, parsed)) return;
    const key = t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (seen.has(key)) return;
    seen.add(key);
    texts.push(t);
  };
  const question =
    QUESTION_START.test(input.topic.trim()) &&
    !/^how to\b/i.test(input.topic.trim()) &&
    words(input.topic).length >= 3 &&
    (type === "ad_copy" ? QUESTION_ADS : QUESTION_FRAMES).filter((f) =>
      fitQuestion(f, input.topic, 5, limit, type, type === "subject_line" || type === "social_media"),
    ).length >= (type === "ad_copy" ? 1 : 10);
  const singularService = group === "service" && !parsed.plural && !parsed.mass;
  if (question) templates = [];
  else if (singularService) templates = [...SERVICE_STYLE[style], ...templates.filter((t) => /^\{s\}:/.test(t))];
  const kindFrames = question
    ? type === "ad_copy"
      ? QUESTION_ADS
      : QUESTION_FRAMES
    : type === "social_media"
      ? []
      : type === "ad_copy" && group === "service"
        ? [...SERVICE_ADS, ...KIND_FRAMES.service]
        : KIND_FRAMES[group];
  const kindTexts: string[] = [];
  kindFrames.forEach((tpl, i) => {
    const t = question
      ? fitQuestion(tpl, input.topic, NUMBERS[(seed + i) % NUMBERS.length]!, limit, type, sentence)
      : fitKind(memo, tpl, allSubjects, parsed, NUMBERS[(seed + i) % NUMBERS.length]!, limit, type, sentence);
    if (t) kindTexts.push(t);
  });
  // Offers lead: the figure verbatim ("50% off") is the strongest hook a product topic has.
  kindTexts.filter((t) => parsed.offer && t.toLowerCase().includes(parsed.offer.toLowerCase())).forEach(add);
  // Style frames and kind frames interleave so no two topics share one skeleton list.
  const styleStart = texts.length;
  kindTexts
    .filter((_, i) => (seed + i) % 2 === 0)
    .slice(0, 3)
    .forEach(add);
  void styleStart;
  templates.forEach((tpl, i) => {
    const n = NUMBERS[(seed + i) % NUMBERS.length]!;
    if (!suitsGroup(tpl, group)) return;
    const base =
      /\{(a|l|the)\}/.test(tpl) || singularService
        ? fitKind(memo, tpl, allSubjects, parsed, n, type === "social_media" ? 120 : limit, type, sentence)
        : fit(memo, tpl, subjects, n, type === "social_media" ? 120 : limit, type, sentence, kind, group);
    if (!base) return;
    if (type === "social_media") {
      const ctas =
        group === "product"
          ? SOCIAL_CTAS[style]
          : SOCIAL_CTAS[style].filter((c) => !/gone|today only|link in bio|ends soon/i.test(c));
      const cta = ctas[(seed + i) % ctas.length] ?? (style === "urgent" ? "Don't wait: get in touch today." : "Read more.");
      const full = allSubjects[0] ?? "";
      const tags = [...new Set([hashtag(full), hashtag(words(full).slice(-2).join(" "))])].filter(
        (t) => t.length > 1 && t.length < 30,
      );
      const lead = /[.!?)]$/.test(base) ? base : `${base}.`;
      let post = `${lead} ${cta} ${tags.join(" ")}`.trim();
      if (graphemeLength(post) > limit) post = `${lead} ${cta}`;
      if (graphemeLength(post) <= limit) add(post);
    } else add(base);
  });
  kindTexts.forEach(add);
  const problem = question && type === "ad_copy" ? questionProblem(input.topic) : undefined;
  if (problem)
    for (const f of PROBLEM_ADS) {
      const t = f.replace("{p}", problem);
      if (graphemeLength(t) <= limit) add(t);
    }
  if (question) {
    // Social posts and subject lines for a question topic: the question frames in sentence case.
    if (type === "social_media")
      QUESTION_FRAMES.forEach((f, i) => add(fitQuestion(f, input.topic, NUMBERS[i % NUMBERS.length]!, limit, type, true)));
  }
  for (let i = 0; !question && texts.length < 12 && i < spare.length; i++) {
    add(fitSpare(spare[(seed + i) % spare.length]!, subjects, NUMBERS[i % NUMBERS.length]!, kind));
  }
  for (let i = 0; !question && texts.length < 10 && i < spare.length; i++) {
    add(fitSpare(spare[(seed + i) % spare.length]!, allSubjects, NUMBERS[i % NUMBERS.length]!, kind));
  }
  // Last resort for subjects few templates suit: any template that fits the limit.
  for (let i = 0; !question && texts.length < 10 && i < spare.length; i++) {
    add(fitSpare(spare[(seed + i) % spare.length]!, allSubjects, NUMBERS[i % NUMBERS.length]!, undefined));
  }

  const headlines = texts
    // An offer kept verbatim ("50% off") is the strongest hook a product has: it ranks first.
    .map((text) => ({
      text,
      score: Math.min(
        100,
        headlineScore(text, limit) + (parsed.offer && text.toLowerCase().includes(parsed.offer.toLowerCase()) ? 10 : 0),
      ),
      length: graphemeLength(text),
      limit,
    }))
    .sort((a, b) => b.score - a.score || hash(a.text) - hash(b.text))
    .slice(0, 15);

  const top = headlines[0];
  const seoChecks = top ? checkHeadline(top.text, limit) : [];
  const channel: Record<HookType, string> = {
    headline: "headline",
    title: "page title",
    h1: "H1",
    subject_line: "email subject line",
    social_media: "social post",
    ad_copy: "ad headline",
  };
  const tips = [
    `Every variant is within the ${limit}-character ${channel[type]} limit; the score (0-100) rewards length fit, word balance, numbers, power words and clarity.`,
    ...seoChecks.filter((c) => !c.passed).map((c) => `Top pick: ${c.message}`),
    type === "title"
      ? "Put the main keyword in the first half of the title and keep it under 600 px so Google shows it in full."
      : type === "h1"
        ? "Use one H1 per page, keep it close to the page title, and put the keyword near the start."
        : type === "subject_line"
          ? "Pair the subject line with a preview text of 40-90 characters that adds a second reason to open; avoid ALL CAPS and '!!!', which trigger spam filters."
          : type === "social_media"
            ? "Lead with the hook in the first 70 characters (it shows before 'more'), use 1-3 hashtags, and add an image: posts with visuals earn more engagement."
            : type === "ad_copy"
              ? "Match the ad headline to the landing page headline and test 3-5 variants; put the keyword in at least one headline for Quality Score."
              : "Test two or three of these headlines (A/B) and keep the one with the best click-through rate.",
    style === "clickbait" || style === "urgent"
      ? "Keep the promise: curiosity and urgency lift clicks, but a headline the page does not deliver on raises bounce rate."
      : "Specific beats clever: a concrete number or outcome usually outperforms a vague superlative.",
  ];
  // The numbered list comes first: the workflow takes the first line as the page title (SPEC.md 4).
  const result = [
    ...headlines.map((h, i) => `${i + 1}. ${h.text}`),
    "",
    `${headlines.length} ${channel[type]} ideas (${style.replace("_", "-")} style, max ${limit} characters), best first.`,
  ].join("\n");
  const out: HookgenieResponse = { result, tips, headlines, seoChecks, source: "offline" };
  const subject = allSubjects[0] ?? parsed.phrase;
  if (type === "ad_copy") out.descriptions = adDescriptions(parsed, subject, style, seed);
  if (type === "subject_line") out.preheader = preheaderFor(parsed, subject, style);
  if (type === "social_media") out.posts = socialPosts(headlines[0]?.text ?? subject, subject, style, seed, group === "product");
  return out;
}

// ---- Channel extras -------------------------------------------------------------------------

const DESCRIPTION_FRAMES: Record<KindGroup, string[]> = {
  product: [
    "{o}{S}, chosen for everyday use. Compare sizes and order online today.",
    "Shop {s}{l}. Clear details, easy returns and fast checkout.",
    "Looking for {a}? See the range, compare prices and pick yours today.",
    "{S} with the details you need up front. Order online in minutes.",
  ],
  service: [
    "Need {a}{l}? Check reviews, compare quotes and book a time that suits you.",
    "{S}{l}: clear prices, straight answers and an easy way to book.",
    "Talk to {a}{l} today. Ask your questions and get a clear next step.",
    "Compare {s} options{l} and book with confidence.",
  ],
  saas: [
    "{S}{u}: see the features, compare plans and get set up in minutes.",
    "Try {s} and see how your team works faster. Compare plans today.",
    "{S} that fits how your team works. See features and pricing.",
    "Switch to {s}: simple setup, clear pricing, fewer manual steps.",
  ],
  howto: [
    "Learn how to {v} with a clear step-by-step guide. No jargon, no guesswork.",
    "{V}? Follow these simple steps and get it done right the first time.",
    "A plain guide to {g}: the tools you need, the steps and the mistakes to avoid.",
    "Step-by-step help to {v}, written for beginners.",
  ],
  course: [
    "{S}: see what you'll learn, who it's for and how to enrol.",
    "Build real skills with {s}. Check the syllabus and enrol today.",
    "Is {s} right for you? Read the outline and decide in minutes.",
    "Learn at your own pace with {s}.",
  ],
  event: [
    "{S}: dates, tickets and everything you need to plan your visit.",
    "Don't miss {s}. Check the schedule and book your place today.",
    "Your guide to {s}: what's on, when and how to get there.",
    "Plan your day at {s}.",
  ],
  topic: [
    "A clear, practical guide to {s}: what matters, what to skip and where to start.",
    "Everything you need to know about {s}, in plain English.",
    "Get better results from {s} with simple, proven steps.",
    "{S} explained: the key ideas and how to put them to work.",
  ],
};

/** Lower case for running text, except the user's proper nouns ("in Manchester", "TaskFlow"). */
function runningText(subject: string, p: ParsedTopic): string {
  const keep = new Set([p.brand, ...p.properNouns, p.location].filter(Boolean).flatMap((w) => w!.toLowerCase().split(/\s+/)));
  return subject
    .split(" ")
    .map((w) =>
      keep.has(w.toLowerCase())
        ? ([p.brand, ...p.properNouns, p.location]
            .filter(Boolean)
            .join(" ")
            .split(/\s+/)
            .find((x) => x.toLowerCase() === w.toLowerCase()) ?? w)
        : softLower(w),
    )
    .join(" ");
}

function fillExtra(template: string, p: ParsedTopic, subject: string): string {
  const s = runningText(subject, p);
  const S = capitalize(subject);
  return template
    .replace(/\{o\}/g, p.offer ? `${capitalize(p.offer)} ` : "")
    .replace(/\{a\}/g, p.plural || p.mass ? s : withArticle(s))
    .replace(/\{l\}/g, p.location && !subject.includes(p.location) ? ` in ${p.location}` : "")
    .replace(/\{u\}/g, p.audience ? ` for ${p.audience}` : "")
    .replace(/\{v\}/g, p.verbPhrase ?? s)
    .replace(/\{V\}/g, capitalize(p.verbPhrase ?? s))
    .replace(/\{g\}/g, p.gerundPhrase ?? s)
    .replace(/\{S\}/g, S)
    .replace(/\{s\}/g, s)
    .replace(/(\d+% off) (\p{Lu})/u, (_m, o: string, c: string) => `${o} ${c.toLowerCase()}`)
    .replace(/\s+/g, " ")
    .trim();
}

/** Google responsive search ad descriptions: up to four, each at most 90 characters. */
function adDescriptions(p: ParsedTopic, subject: string, style: HookStyle, seed: number) {
  const frames = DESCRIPTION_FRAMES[groupOf(p.kind)];
  const ladder = [subject, ...subjectLadder(p)];
  const out: { text: string; score: number; length: number; limit: number }[] = [];
  frames.forEach((f, i) => {
    for (const s of ladder) {
      let text = fillExtra(f, p, s);
      if (style === "urgent" && graphemeLength(`${text} Act today.`) <= 90 && !/today/i.test(text)) text = `${text} Act today.`;
      if (graphemeLength(text) <= 90 && !grammarSlips(text).length) {
        out.push({ text, score: headlineScore(text, 90), length: graphemeLength(text), limit: 90 });
        break;
      }
    }
    void i;
  });
  return out.sort((a, b) => b.score - a.score || (hash(a.text) ^ seed) - (hash(b.text) ^ seed));
}

/** Email preview text: 40-90 characters that add a second reason to open. */
function preheaderFor(p: ParsedTopic, subject: string, style: HookStyle): string {
  const s = softLower(subject);
  const g = groupOf(p.kind);
  const base =
    g === "howto"
      ? `The steps, the tools and the mistakes to avoid when you ${p.verbPhrase ?? s}.`
      : g === "service"
        ? `What to ask, what it costs and how to choose ${withArticle(s)}.`
        : g === "product"
          ? p.offer
            ? `${capitalize(p.offer)} ${s}: see the range and pick yours.`
            : `See the details, compare options and find the right ${s}.`
          : g === "saas"
            ? `Features, pricing and setup for ${s}, in one short read.`
            : `A short, practical read on ${s}: what matters and where to start.`;
  const withStyle = style === "urgent" && graphemeLength(`${base} Don't wait.`) <= 90 ? `${base} Don't wait.` : base;
  return graphemeLength(withStyle) <= 90 ? withStyle : `A short, practical read: what matters and where to start.`;
}

const NETWORKS: { network: string; limit: number; tags: number }[] = [
  { network: "x", limit: 280, tags: 2 },
  { network: "linkedin", limit: 3000, tags: 3 },
  { network: "facebook", limit: 500, tags: 1 },
  { network: "instagram", limit: 2200, tags: 5 },
];

/** One post per network, each within its own limit. */
function socialPosts(hook: string, subject: string, style: HookStyle, seed: number, product = true) {
  const ctas = product ? SOCIAL_CTAS[style] : SOCIAL_CTAS[style].filter((c) => !/gone|today only|link in bio|ends soon/i.test(c));
  const tagsAll = [
    ...new Set([hashtag(subject), hashtag(words(subject).slice(-2).join(" ")), hashtag(words(subject).slice(-1).join(" "))]),
  ].filter((t) => t.length > 2 && t.length < 30);
  return NETWORKS.map((n, i) => {
    const cta = ctas[(seed + i) % ctas.length] ?? (style === "urgent" ? "Don't wait: get in touch today." : "Read more.");
    const first = hook.split(/(?<=[.?!])\s/)[0] ?? hook;
    const lead = /[.!?)]$/.test(first) ? first : `${first}.`;
    let text =
      n.network === "linkedin"
        ? `${lead}\n\n${cta}\n\n${tagsAll.slice(0, n.tags).join(" ")}`
        : `${lead} ${cta} ${tagsAll.slice(0, n.tags).join(" ")}`;
    text = text.trim();
    if (graphemeLength(text) > n.limit) text = lead.slice(0, n.limit);
    return { network: n.network, text, length: graphemeLength(text), limit: n.limit };
  });
}

// ---- Spanish, German and French topics ------------------------------------------------------

const FOREIGN: Record<"es" | "de" | "fr", { notice: string; frames: string[]; ads: string[] }> = {
  es: {
    notice: "Los borradores sin conexión en español usan pocas plantillas; el modo IA escribe más variantes.",
    frames: [
      "{T}: guía completa",
      "{T}: todo lo que necesitas saber",
      "Guía práctica: {t}",
      "{T}: consejos de expertos",
      "{T}: preguntas frecuentes",
      "{T}: cómo elegir bien",
      "{n} consejos sobre {t}",
      "{T}: ventajas y desventajas",
      "Descubre {t}",
      "{T}: lo que debes saber antes de comprar",
      "{T}: opiniones y comparativa",
      "Todo sobre {t}",
    ],
    ads: [
      "Descubre {t}",
      "{T}",
      "{T}: guía",
      "Compra {t}",
      "{T} online",
      "{T}: ofertas",
      "Elige {t}",
      "{T}: consejos",
      "Todo sobre {t}",
      "{T} hoy",
      "{T}: info",
      "Ver {t}",
    ],
  },
  de: {
    notice: "Offline-Entwürfe auf Deutsch nutzen nur wenige Vorlagen; der KI-Modus schreibt mehr Varianten.",
    frames: [
      "{T}: der komplette Ratgeber",
      "{T}: alles, was Sie wissen müssen",
      "Ratgeber: {t}",
      "{T}: Tipps vom Profi",
      "{T}: häufige Fragen",
      "{T}: richtig auswählen",
      "{n} Tipps zum Thema {t}",
      "{T}: Vor- und Nachteile",
      "{T} im Überblick",
      "{T}: worauf Sie achten sollten",
      "{T}: Test und Vergleich",
      "Alles über {t}",
    ],
    ads: [
      "{T}",
      "{T}: Ratgeber",
      "{T} online",
      "{T} im Test",
      "{T}: Tipps",
      "{T} kaufen",
      "{T}: Vergleich",
      "{T} entdecken",
      "{T} im Überblick",
      "Alles über {t}",
      "{T}: Infos",
      "{T} heute",
    ],
  },
  fr: {
    notice: "Les brouillons hors ligne en français utilisent peu de modèles ; le mode IA écrit plus de variantes.",
    frames: [
      "{T} : le guide complet",
      "{T} : tout ce qu'il faut savoir",
      "Guide pratique : {t}",
      "{T} : conseils d'experts",
      "{T} : questions fréquentes",
      "{T} : comment bien choisir",
      "{n} conseils sur {t}",
      "{T} : avantages et inconvénients",
      "Découvrez {t}",
      "{T} : à savoir avant d'acheter",
      "{T} : avis et comparatif",
      "Tout savoir sur {t}",
    ],
    ads: [
      "Découvrez {t}",
      "{T}",
      "{T} : le guide",
      "{T} en ligne",
      "{T} : conseils",
      "{T} : avis",
      "Choisir {t}",
      "Tout sur {t}",
      "{T} : comparatif",
      "{T} : infos",
      "{T} aujourd'hui",
      "Voir {t}",
    ],
  },
};

/** A Spanish, German or French topic; brands and product words alone do not count. */
function foreignLanguage(topic: string, p: ParsedTopic): "es" | "de" | "fr" | undefined {
  if (p.lang !== "es" && p.lang !== "de" && p.lang !== "fr") return undefined;
  const rest = topic.replace(
    new RegExp(
      `\\b(${
        [p.brand, ...p.properNouns]
          .filter(Boolean)
          .map((w) => w!.replace(/[^\p{L}\p{N}]/gu, ""))
          .join("|") || "\\u0000"
      })\\b`,
      "gu",
    ),
    " ",
  );
  const tell: Record<"es" | "de" | "fr", RegExp> = {
    es: /\b(de|para|con|el|la|los|las|y|en|del|cómo|mujer|hombre)\b|[ñáéíóú¿¡]/iu,
    de: /\b(mit|für|und|der|die|das|zum|zur|von|ohne)\b|[äöüß]/iu,
    fr: /\b(pour|avec|et|le|la|les|des|du|de|sans|à)\b|[éèêàçù]/iu,
  };
  return tell[p.lang].test(rest) ? p.lang : undefined;
}

function foreignHeadlines(input: HeadlineInput, p: ParsedTopic, lang: "es" | "de" | "fr"): HookgenieResponse {
  const limit = HOOK_LIMITS[input.type];
  const pack = FOREIGN[lang];
  const raw = input.topic.replace(/\s+/g, " ").trim();
  const t = lang === "de" ? raw : raw.charAt(0).toLowerCase() + raw.slice(1);
  const T = raw.charAt(0).toUpperCase() + raw.slice(1);
  const seed = hash(`${input.topic}|${input.type}|${input.style}`);
  const frames = input.type === "ad_copy" ? pack.ads : pack.frames;
  const texts: string[] = [];
  frames.forEach((f, i) => {
    const text = f
      .replace(/\{T\}/g, T)
      .replace(/\{t\}/g, t)
      .replace(/\{n\}/g, String(NUMBERS[(seed + i) % NUMBERS.length]));
    if (graphemeLength(text) <= limit && !texts.includes(text)) texts.push(text);
  });
  const headlines = texts
    .map((text) => ({ text, score: headlineScore(text, limit), length: graphemeLength(text), limit }))
    .sort((a, b) => b.score - a.score || hash(a.text) - hash(b.text));
  const notice = headlines.length
    ? pack.notice
    : `Offline drafts are English-only for this topic: it is too long for ${limit}-character ${lang} frames. Switch on AI mode for ${lang} copy.`;
  const result = [...headlines.map((h, i) => `${i + 1}. ${h.text}`), "", notice].join("\n");
  return {
    result,
    tips: [
      `Every variant is within the ${limit}-character limit.`,
      "Offline drafts in this language use a few fixed patterns; review them before publishing.",
    ],
    headlines,
    notice,
    seoChecks: headlines[0] ? checkHeadline(headlines[0].text, limit) : [],
    source: "offline",
  };
}
