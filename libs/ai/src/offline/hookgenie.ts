// HookGenie offline writer: ten or more distinct headlines per channel and style, each inside the
// channel's character limit, ranked by the headline score of the SEO rules.
import type { z } from "zod";
import type { HookgenieResponse, hookgenieRequestSchema } from "@seo/contracts/tools";
import { HOOK_LIMITS, type HookStyle, type HookType } from "@seo/contracts/constants";
import { checkHeadline, headlineScore } from "./seoRules";
import { graphemeLength } from "../text/graphemes";
import { subjectPhrase } from "../text/keyphrase";
import { capitalize, hash, isMassNoun, isStopWord, looksPlural, softLower, titleCase, words } from "../text/words";

export type HeadlineInput = Pick<z.output<typeof hookgenieRequestSchema>, "topic" | "type" | "style">;

// {s} subject, {n} a number, {be} is/are.
const HEADLINES: Record<HookStyle, string[]> = {
  professional: [
    "{s}: A Practical Guide", "The Essential Guide to {s}", "{n} Expert Tips for {s}", "How to Get Started with {s}",
    "{s} Explained: What Matters Most", "A Smarter Approach to {s}", "{s}: Best Practices for Better Results",
    "Choosing {s}: A Step-by-Step Guide", "{n} Things to Know About {s}", "Understanding {s}: Costs, Benefits and Options",
    "Why {s} Matters More Than Ever", "{s} Done Right: A Professional Checklist", "{s}: Key Benefits and How to Choose",
  ],
  clickbait: [
    "You Won't Believe These {n} {s} Secrets", "This {s} Trick Changes Everything", "{n} {s} Mistakes Everyone Makes",
    "The Truth About {s} Nobody Tells You", "Why Everyone Is Talking About {s}", "{s}: What They Don't Want You to Know",
    "{n} Shocking Facts About {s}", "Is {s} Worth the Hype? The Answer Surprised Us", "The {s} Secret Experts Won't Share",
    "We Tried {s} for 30 Days. Here's What Happened", "Stop Getting {s} Wrong (Do This Instead)", "{s} Will Never Look the Same Again",
    "The {s} Hack That Actually Works",
  ],
  informative: [
    "What Is {s}? Everything You Need to Know", "{s}: Facts, Figures and Key Insights", "How {s} Works, Step by Step",
    "A Beginner's Guide to {s}", "{n} Facts About {s} Worth Knowing", "{s} Explained in Plain English", "{s}: Pros, Cons and Alternatives",
    "The Complete {s} FAQ", "How to Choose the Right {s}", "{s} in {n} Minutes: A Quick Overview", "{n} Common Questions About {s}, Answered",
    "{s}: A Data-Backed Overview", "Your Quick Guide to {s}",
  ],
  emotional: [
    "Finally, {s} That Feels Made for You", "Fall in Love with {s} All Over Again", "{s}: Because You Deserve Better",
    "Never Feel Overwhelmed by {s} Again", "The Joy of {s}, Rediscovered", "{s} That Brings Real Peace of Mind",
    "How {s} Can Change the Way You Feel", "Give Yourself the Gift of {s}", "{n} Heartfelt Reasons to Love {s}",
    "Say Goodbye to {s} Stress for Good", "Your {s} Journey Starts Here", "The {s} Moment That Changed Everything", "{s} for the Life You Want",
  ],
  compelling: [
    "The Ultimate Guide to {s}", "{n} Powerful Ways to Master {s}", "Unlock the Full Potential of {s}", "{s}: The Proven Formula for Success",
    "Master {s} Faster Than You Thought Possible", "Discover Why {s} Is Worth It", "The Only {s} Guide You'll Ever Need",
    "{s} Secrets the Pros Use", "Transform Your Results with {s}", "Get More from {s} with These {n} Tips", "{n} Game-Changing {s} Ideas",
    "Why Smart People Choose {s}", "{s}: Proven Tips That Deliver",
  ],
  urgent: [
    "Don't Miss Out on {s}", "{s}: Act Now Before It's Too Late", "Last Chance: {s} Essentials", "Why You Need {s} Right Now",
    "{n} {s} Mistakes to Fix Today", "Get {s} Before It's Gone", "{s}: Limited Time Only", "Time Is Running Out for {s}",
    "Upgrade Your {s} Today", "Do This Now to Improve Your {s}", "Today Only: {s} Essentials You Need", "{s}: Don't Wait Another Day",
    "Hurry: {n} {s} Picks Going Fast",
  ],
  curious: [
    "What Nobody Tells You About {s}", "Is {s} Really Worth It?", "The Surprising Science Behind {s}", "{n} Questions You Never Asked About {s}",
    "What Happens When You Try {s}?", "The Hidden Side of {s}", "Why Is Everyone Switching to {s}?", "{s}: What's Really Going On?",
    "Here's What Makes {s} Different", "The {s} Question Everyone Is Asking", "Could {s} Be the Answer You Need?",
    "What Experts Know About {s} (and You Don't)", "The Unexpected Truth About {s}",
  ],
  benefit_driven: [
    "Save Time and Money with {s}", "{s} That Makes Life Easier", "Get Better Results with {s}", "How {s} Helps You Do More with Less",
    "{n} Ways {s} Improves Your Day", "{s}: More Value, Less Hassle", "Enjoy Effortless {s}", "Boost Your Results with {s}",
    "{s} for Faster, Easier Wins", "The Easy Way to Better {s}", "{s}: Benefits You'll Notice Right Away", "Why {s} Pays for Itself",
    "Simplify Your Routine with {s}",
  ],
};

// Ad headlines (30 characters): short hooks around a one- or two-word subject.
const ADS: Record<HookStyle, string[]> = {
  professional: ["{s} | Expert Guide", "Trusted {s}", "Quality {s}", "{s}, Done Right", "Compare {s} Options", "Professional {s}", "{s} Experts", "Reliable {s}", "{s} Made Simple", "Choose Better {s}", "{s}: Get Started", "Premium {s}"],
  clickbait: ["{s}: The Secret", "This {s} Trick Works", "{s} Nobody Expects", "Wait Till You See {s}", "{s} Like Never Before", "{n} {s} Secrets", "The {s} Hack", "{s}: Mind Blown", "Unbelievable {s}", "{s} Everyone Wants", "Shocking {s} Facts", "{s}? Must See"],
  informative: ["{s} Explained", "{s}: Quick Guide", "Learn {s} Fast", "{s} Facts", "{s} FAQ", "How {s} Works", "{s} 101", "{s}: Pros & Cons", "{n} {s} Facts", "{s} Basics", "Know Your {s}", "{s} Guide"],
  emotional: ["Love Your {s}", "{s} You'll Love", "You Deserve Better {s}", "{s} Made for You", "Feel Good {s}", "{s}, With Love", "Joyful {s}", "{s} That Cares", "Your Dream {s}", "{s}: Pure Joy", "Fall for {s}", "Treat Yourself: {s}"],
  compelling: ["Master {s} Today", "Ultimate {s}", "{s} That Wins", "Unlock Better {s}", "{s}: Proven Results", "Top-Rated {s}", "{n} {s} Wins", "The Best {s}", "{s} Pros Choose", "Discover {s}", "Next-Level {s}", "{s} Done Smarter"],
  urgent: ["{s}: Ends Soon", "Get {s} Now", "{s} Sale Ends Soon", "Last Chance: {s}", "Hurry: {s}", "{s} Today Only", "Act Now: {s}", "Don't Miss {s}", "{s}: Limited Stock", "Order {s} Today", "{s} Going Fast", "Now or Never: {s}"],
  curious: ["Why {s}?", "{s}: Guess What?", "Ever Tried {s}?", "The {s} Secret", "What Is {s}?", "{s}, Explained?", "Curious About {s}?", "{s}: Who Knew?", "Is {s} Worth It?", "See Why {s}", "{s} Surprise", "Meet {s}"],
  benefit_driven: ["Save with {s}", "Easier {s}", "{s} That Saves Time", "Better {s}, Less Cost", "Smarter {s}", "Effortless {s}", "{s}: More Value", "Faster {s}", "{s}, Zero Hassle", "Get More {s}", "{s} for Less", "Simple {s}"],
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
  professional: ["Read the full guide and share it with your team.", "Here's what we learned, in one short read.", "Save this for your next project."],
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
  "{v} Fast", "{v} Today", "{v} in Minutes", "{v} Yourself", "{v}: Easy Guide", "{v}, Step by Step", "{v} the Easy Way",
  "How to {v}", "Learn to {v}", "DIY: {v}", "{o}? Start Here", "{o}? Here's How", "{o}? Read This First", "{o}: Quick Guide",
  "{o}: Expert Tips", "{o}? {V} It Today",
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

const VERB_START = /^(fix|make|build|learn|start|grow|choose|clean|write|cook|lose|save|get|use|install|repair|train|plan|stop|find|create|improve|boost|increase|reduce|run|sell|buy|rank|brew|bake|paint|remove|prevent|care|keep|set|organi[sz]e|decorate|pick|pack|travel|study|prepare|protect|speed|design|launch|hire|write|replace|unclog)$/i;
const ACTIVITY_END = /(ing|marketing|seo|yoga|fitness|design|strategy|management|insurance|service|services|repair|advice|coaching|training|care|health|travel|nutrition|finance|security|software|analytics|automation|photography|education|research|support|maintenance|plumbing|skincare)$/i;
const DOUBLE = /^(get|plan|run|stop|shop|cut|set|put|sit|swim|win|begin|drop|chop|jog|plug|scrub|trim)$/i;

function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (DOUBLE.test(v)) return `${verb}${v.at(-1)}ing`;
  if (/[^e]e$/.test(v) && v !== "be") return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** The subject as a phrase templates can take: a how-to topic's verb becomes a gerund. */
export function subjectOf(topic: string): { subjects: string[]; kind: SubjectKind; verbPhrase?: string } {
  const all = subjectVariants(topic);
  const first = words(all[0] ?? "")[0] ?? "";
  const howTo = /^\s*how\s+to\s+/i.test(topic) || (VERB_START.test(first) && words(all[0] ?? "").length > 1);
  if (howTo) {
    const ws = words(all[0] ?? "");
    const phrase = [gerund(ws[0]!), ...ws.slice(1)].join(" ");
    return { subjects: [phrase], kind: "action", verbPhrase: ws.join(" ") };
  }
  const named = words(topic).some((w) => /\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}/u.test(w));
  const head = words(all[0] ?? "").at(-1) ?? "";
  return { subjects: all, kind: named ? "named" : ACTIVITY_END.test(head) && !looksPlural(all[0] ?? "") ? "activity" : "item" };
}

// Templates that only read well for some subjects.
const NEEDS_OWNED_ITEM = /Your \{s\}|\{s\} Picks|Choose the Right \{s\}|Choosing \{s\}|Know Your|Love Your|Your Dream/i;
const NEEDS_SKILL = /Master|\{s\} Stress|\{s\} Journey|Overwhelmed by|Done Right|Getting \{s\} Wrong|Learn \{s\}|\{s\} 101|\{s\} Basics|Effortless \{s\}|Better \{s\}|Easier \{s\}|Faster \{s\}|Smarter \{s\}|Simple \{s\}|Finally, \{s\} That|Joy of|Joyful|Rediscovered|How \{s\} Works|What Is \{s\}/i;
const NEEDS_THING = /Get \{s\}|Need \{s\}|Try \{s\}|Tried \{s\}|Switching to|Choose \{s\}|Gift of|Love \{s\}|Is \{s\} (Really )?Worth|Worth the Hype|\{s\} That (Feels|Makes|Brings|Cares|Saves|Wins)|Miss Out on|Running Out for|Limited Time|Limited Stock|Essentials|Before It's Gone|Meet \{s\}|Order \{s\}|Sale Ends|Going Fast|Quality \{s\}|Premium \{s\}|Trusted \{s\}|Reliable \{s\}|Professional \{s\}|\{s\} Experts|Top-Rated \{s\}|The Best \{s\}|Ultimate \{s\}|Unbelievable \{s\}|Discover \{s\}|Next-Level|\{s\} Pros Choose|\{s\} Everyone Wants|\{s\} You'll Love|Made for You|With Love|Pure Joy|Feel Good \{s\}|Fall for|Treat Yourself|\{s\} for Less|Get More \{s\}|Save with \{s\}|\{s\} Like Never Before|Nobody Expects|Mind Blown|Must See|Surprise|Ever Tried|See Why \{s\}$|Why \{s\}\?|\{s\} Will Never Look|Is Everyone Talking|Why Smart People Choose|Pays for Itself|Improves Your Day|Makes Life Easier|Secrets the Pros|Hack That|This \{s\} Trick|The \{s\} Hack|Heartfelt Reasons|Peace of Mind|Answer You Need|Life You Want|Change the Way You Feel|Moment That Changed|Helps You Do More|Proven Formula|Proven Results|Potential of|Because You Deserve|Deserve Better/i;

function suits(template: string, kind: SubjectKind): boolean {
  if (kind === "item") return !NEEDS_SKILL.test(template);
  if (kind === "named") return !NEEDS_SKILL.test(template) && !NEEDS_OWNED_ITEM.test(template);
  if (kind === "activity") return !NEEDS_OWNED_ITEM.test(template) && !/\{s\} Picks|Quality \{s\}|Premium \{s\}|Order \{s\}|Sale Ends|Limited Stock|Going Fast/i.test(template);
  return !NEEDS_OWNED_ITEM.test(template) && !NEEDS_THING.test(template) && !ACTION_BAD.test(template);
}

// A gerund phrase ("Fixing a Leaky Faucet") cannot modify a noun or follow "with".
const ACTION_BAD = /\{s\} (Secrets?|Mistakes|Trick|Hack|FAQ|Guide|Journey|Question|Moment|Ideas|Facts|Picks|Essentials|Experts|Basics|101|Wins|Surprise)|(The|This|Your|Complete|Only|\{n\}) \{s\}|(with|from|Better|Effortless|Master|What Is|How) \{s\}|\{s\} Works/i;

// A singular product reads with "the" after a preposition or verb: "Tips for the Travel Coffee Maker".
const NEEDS_ARTICLE = /\b(About|to|for|with|of|Behind|by|Choose|Try|Tried|Need|Get|Discover|Meet|Love|Is|from|on|Switching to|Choosing|Understanding|Into|Gift of|Order|Master|Ways|Why|How|Could|Makes)\s+\{s\}/gi;

function render(template: string, subject: string, n: number): string {
  return template
    .replace(/\{s\}/g, subject)
    .replace(/\{n\}/g, String(n))
    .replace(/\{be\}/g, looksPlural(subject) ? "are" : "is")
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

/** Tries the template with ever shorter subjects until it fits the limit. */
function fit(template: string, subjects: string[], n: number, limit: number, type: HookType, sentence: boolean, kind?: SubjectKind): string | undefined {
  if (kind && !suits(template, kind)) return undefined;
  // Singular products take "the" after a preposition or verb; "{n} {s} Mistakes" and "{s}:" labels stay bare.
  const withThe = template.replace(NEEDS_ARTICLE, (m) => m.replace(/\{s\}$/, "the {s}"));
  for (const s of subjects) {
    const countable = (kind === "item" || kind === "named") && !looksPlural(s) && !isMassNoun(s);
    template = countable ? withThe : template;
    const subject = sentence ? softLower(s) : titleCase(s);
    const text = tidy(render(sentence ? sentenceCaseTemplate(template) : template, subject, n), type);
    if (graphemeLength(text) <= limit) return text;
  }
  return undefined;
}

const hashtag = (s: string) =>
  "#" + words(s).filter((w) => !isStopWord(w)).map((w) => capitalize(w.toLowerCase())).join("").replace(/[^\p{L}\p{N}]/gu, "");

export function generateHeadlines(input: HeadlineInput): HookgenieResponse {
  const type = input.type;
  const style = input.style;
  const limit = HOOK_LIMITS[type];
  const { subjects: allSubjects, kind, verbPhrase } = subjectOf(input.topic);
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
  const spare = type === "ad_copy" ? Object.values(ADS).flat() : Object.values(HEADLINES).flat();

  const seen = new Set<string>();
  const texts: string[] = [];
  // A how-to topic in a 30-character ad: the imperative itself ("Fix a Leaky Faucet Fast") or its object.
  if (kind === "action" && type === "ad_copy" && verbPhrase) {
    const ws = words(verbPhrase);
    const object = ws.slice(1).filter((w, i) => i > 0 || !/^(a|an|the|your|my)$/i.test(w)).join(" ");
    for (const tpl of ACTION_ADS) {
      const text = titleCase(tpl.replace("{v}", verbPhrase).replace("{o}", object).replace("{V}", ws[0]!));
      if (graphemeLength(text) <= limit && object) texts.push(text), seen.add(text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim());
    }
  }
  const add = (t: string | undefined) => {
    if (!t) return;
    const key = t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (seen.has(key)) return;
    seen.add(key);
    texts.push(t);
  };
  templates.forEach((tpl, i) => {
    const n = NUMBERS[(seed + i) % NUMBERS.length]!;
    const base = fit(tpl, subjects, n, type === "social_media" ? 120 : limit, type, sentence, kind);
    if (!base) return;
    if (type === "social_media") {
      const cta = SOCIAL_CTAS[style][(seed + i) % SOCIAL_CTAS[style].length]!;
      const full = allSubjects[0] ?? "";
      const tags = [...new Set([hashtag(full), hashtag(words(full).slice(-2).join(" "))])].filter((t) => t.length > 1 && t.length < 30);
      const lead = /[.!?)]$/.test(base) ? base : `${base}.`;
      let post = `${lead} ${cta} ${tags.join(" ")}`.trim();
      if (graphemeLength(post) > limit) post = `${lead} ${cta}`;
      if (graphemeLength(post) <= limit) add(post);
    } else add(base);
  });
  for (let i = 0; texts.length < 12 && i < spare.length; i++) {
    add(fit(spare[(seed + i) % spare.length]!, subjects, NUMBERS[i % NUMBERS.length]!, limit, type, sentence, kind));
  }
  for (let i = 0; texts.length < 10 && i < spare.length; i++) {
    add(fit(spare[(seed + i) % spare.length]!, allSubjects, NUMBERS[i % NUMBERS.length]!, limit, type, sentence, kind));
  }
  // Last resort for subjects few templates suit: any template that fits the limit.
  for (let i = 0; texts.length < 10 && i < spare.length; i++) {
    add(fit(spare[(seed + i) % spare.length]!, allSubjects, NUMBERS[i % NUMBERS.length]!, limit, type, sentence));
  }

  const headlines = texts
    .map((text) => ({ text, score: headlineScore(text, limit), length: graphemeLength(text), limit }))
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
  return { result, tips, headlines, seoChecks, source: "offline" };
}
