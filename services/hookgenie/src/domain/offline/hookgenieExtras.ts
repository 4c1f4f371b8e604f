// HookGenie's channel extras: ad descriptions, an email preheader and one post per social network.
import type { HookStyle } from "@seo/hookgenie-contract";
import { headlineScore } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { ParsedTopic } from "@seo/ai/text/parse";
import { grammarSlips, withArticle } from "@seo/ai/text/language";
import { capitalize, hash, isStopWord, softLower, words } from "@seo/ai/text/words";
import { groupOf, runningText, subjectLadder, type KindGroup } from "./hookgenieSubject";
import { SOCIAL_CTAS } from "./hookgenieTemplates";

/** The style's closing lines for a post; sale and stock lines ("grab it before it's gone") only suit a product. */
export function socialCtas(style: HookStyle, product: boolean): string[] {
  return product ? SOCIAL_CTAS[style] : SOCIAL_CTAS[style].filter((c) => !/gone|today only|link in bio|ends soon/i.test(c));
}

/** The closing line at this position, taking turns; a plain one when the style has none. */
export function ctaAt(ctas: string[], style: HookStyle, position: number): string {
  return ctas[position % ctas.length] ?? (style === "urgent" ? "Don't wait: get in touch today." : "Read more.");
}

export const hashtag = (s: string) =>
  "#" +
  words(s)
    .filter((w) => !isStopWord(w))
    .map((w) => capitalize(w.toLowerCase()))
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");

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
export function adDescriptions(p: ParsedTopic, subject: string, style: HookStyle, seed: number) {
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
export function preheaderFor(p: ParsedTopic, subject: string, style: HookStyle): string {
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
export function socialPosts(hook: string, subject: string, style: HookStyle, seed: number, product = true) {
  const ctas = socialCtas(style, product);
  const tagsAll = [
    ...new Set([hashtag(subject), hashtag(words(subject).slice(-2).join(" ")), hashtag(words(subject).slice(-1).join(" "))]),
  ].filter((t) => t.length > 2 && t.length < 30);
  return NETWORKS.map((n, i) => {
    const cta = ctaAt(ctas, style, seed + i);
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
