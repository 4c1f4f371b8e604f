// HookGenie offline writer: ten or more distinct headlines per channel and style, each inside the
// channel's character limit, ranked by the headline score of the SEO rules.
import type { z } from "zod";
import type { HookgenieResponse, hookgenieRequestSchema } from "@seo/contracts/tools";
import { HOOK_LIMITS, type HookStyle, type HookType } from "@seo/contracts/constants";
import { checkHeadline, headlineScore } from "./seoRules";
import { graphemeLength } from "../text/graphemes";
import { subjectPhrase } from "../text/keyphrase";
import { capitalize, hash, isStopWord, looksPlural, softLower, titleCase, words } from "../text/words";

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
function fit(template: string, subjects: string[], n: number, limit: number, type: HookType, sentence: boolean): string | undefined {
  for (const s of subjects) {
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
  const allSubjects = subjectVariants(input.topic);
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
  const add = (t: string | undefined) => {
    if (!t) return;
    const key = t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (seen.has(key)) return;
    seen.add(key);
    texts.push(t);
  };
  templates.forEach((tpl, i) => {
    const n = NUMBERS[(seed + i) % NUMBERS.length]!;
    const base = fit(tpl, subjects, n, type === "social_media" ? 120 : limit, type, sentence);
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
    add(fit(spare[(seed + i) % spare.length]!, subjects, NUMBERS[i % NUMBERS.length]!, limit, type, sentence));
  }
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
