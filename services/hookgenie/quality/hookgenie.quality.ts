// HookGenie quality corpus: varied topics through mechanical checks (grammar slips, limits, figures
// and offers kept verbatim, head noun kept, no sale frame on a service, one language per answer,
// channel extras filled). One case is one topic in one channel and style.
import { generateHeadlines } from "../src/domain/offline/hookgenie";
import { grammarSlips } from "@seo/ai/text/language";
import { graphemeLength } from "@seo/ai/text/graphemes";
import {
  HOOK_LIMITS,
  HOOK_STYLES,
  HOOK_TYPES,
  type HookgenieResponse,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";

export type Case = { topic: string; head?: RegExp; service?: boolean; lang?: "es" | "de" | "fr"; figure?: string };
export const TOPICS: Case[] = [
  { topic: "Dentist near me in Bristol", head: /dentist/i, service: true },
  { topic: "Emergency plumber Manchester", head: /plumber/i, service: true },
  { topic: "Dog walking service in Leeds", head: /dog walk/i, service: true },
  { topic: "Wedding photographer in Cornwall", head: /photographer/i, service: true },
  { topic: "Accountant for small businesses", head: /accountant/i, service: true },
  { topic: "50% off summer dresses", head: /dresses/i, figure: "50%" },
  { topic: "Wireless earbuds 30% off this weekend", head: /earbuds/i, figure: "30%" },
  { topic: "AeroBrew Travel Coffee Maker", head: /coffee maker|AeroBrew/i },
  { topic: "Organic cotton baby onesies", head: /onesies/i },
  { topic: "Cast iron skillet 10 inch", head: /skillet/i },
  { topic: "TaskFlow project management software", head: /software|TaskFlow/i },
  { topic: "CRM for real estate agents", head: /CRM/i },
  { topic: "Email marketing", head: /marketing/i },
  { topic: "How to fix a leaky faucet", head: /faucet/i },
  { topic: "How to start a podcast", head: /podcast/i },
  { topic: "How to train a puppy", head: /pupp/i },
  { topic: "Photography masterclass for beginners", head: /masterclass|photography/i },
  { topic: "Hour-long yoga routine", head: /routine|yoga/i },
  { topic: "Why your website is slow", head: /website/i },
  { topic: "VITAMIN C FACE SERUM", head: /serum/i },
  { topic: "wireles earbuds", head: /earbuds|wireles/i },
  { topic: "🌿 Eco bamboo toothbrush", head: /toothbrush/i },
  {
    topic:
      "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered to your door every month so you never run out",
    head: /dog food|food/i,
  },
  {
    topic: "How small e-commerce stores can use AI product descriptions to rank higher on Google",
    head: /descriptions|stores|google/i,
  },
  { topic: "Ergonomic office chair", head: /chair/i },
  { topic: "Solar garden lights", head: /lights/i },
  { topic: "Meal prep for busy families", head: /meal prep|families/i },
  { topic: "Zapatillas de running para mujer", lang: "es" },
  { topic: "Kaffeemaschine mit Milchaufschäumer", lang: "de" },
  { topic: "Crème hydratante pour peau sèche", lang: "fr" },
  { topic: "Black Friday laptop deals", head: /laptop/i },
  { topic: "Home insurance quotes", head: /insurance|quotes/i },
];
export const TYPES: readonly HookType[] = HOOK_TYPES;
export const STYLES: readonly HookStyle[] = HOOK_STYLES;
// "guide" is French and Spanish too, so it is not a tell.
const EN = /\b(the|with|and|you|your|how|tips|why|best)\b/i;
const SALE = /\b(sale|limited stock|going fast|order now|picks|before it's gone|today only)\b/i;

export function run() {
  const failures: { input: unknown; reasons: string[] }[] = [];
  let total = 0;
  TOPICS.forEach((c, i) => {
    // Every topic in every channel, with a style that rotates so all eight are exercised.
    TYPES.forEach((type, j) => {
      const style = STYLES[(i + j) % STYLES.length]!;
      total++;
      const r = generateHeadlines({ topic: c.topic, type, style });
      const reasons = reasonsFor(c, type, r);
      if (reasons.length)
        failures.push({ input: { topic: c.topic.slice(0, 60), type, style }, reasons: [...new Set(reasons)].slice(0, 6) });
    });
  });
  return { tool: "hookgenie", total, passed: total - failures.length, failures };
}

/** What is wrong with one answer: the mechanical checks every set of headlines (and every variant) must pass. */
export function reasonsFor(c: Case, type: HookType, r: HookgenieResponse): string[] {
  const hs = r.headlines ?? [];
  const reasons: string[] = [];
  const limit = HOOK_LIMITS[type];
  if (!c.lang && hs.length < 10) reasons.push(`only ${hs.length} variants`);
  for (const h of hs) {
    if (graphemeLength(h.text) > limit) reasons.push(`over ${limit}: ${h.text}`);
    if (c.lang) {
      if (EN.test(h.text.replace(c.topic, ""))) reasons.push(`English in ${c.lang}: ${h.text}`);
      continue;
    }
    const slips = grammarSlips(h.text, { fragment: type !== "social_media" });
    if (slips.length) reasons.push(`${slips.join(", ")}: ${h.text}`);
    if (c.figure && /\d/.test(h.text) && h.text.includes(c.figure.replace("%", "")) && !h.text.includes(c.figure))
      reasons.push(`figure lost: ${h.text}`);
    if (c.service && SALE.test(h.text)) reasons.push(`sale frame on a service: ${h.text}`);
    if (/\{|\}/.test(h.text)) reasons.push(`placeholder left: ${h.text}`);
  }
  if (c.head && hs.length && hs.filter((h) => c.head!.test(h.text)).length < hs.length * 0.6)
    reasons.push("head noun missing from many variants");
  if (c.figure && type !== "social_media" && !hs.some((h) => h.text.includes(c.figure!)))
    reasons.push(`offer ${c.figure} never used`);
  if (c.lang && !r.notice) reasons.push("no notice for a non-English topic");
  if (
    !c.lang &&
    type === "ad_copy" &&
    (!r.descriptions?.length || r.descriptions.some((d) => d.length > 90 || grammarSlips(d.text).length))
  )
    reasons.push("ad descriptions missing, over 90 or with slips");
  if (
    !c.lang &&
    type === "subject_line" &&
    (!r.preheader || graphemeLength(r.preheader) > 90 || grammarSlips(r.preheader).length)
  )
    reasons.push("preheader missing or bad");
  if (!c.lang && type === "social_media" && (!r.posts?.length || r.posts.some((p) => p.length > p.limit)))
    reasons.push("posts missing or over limit");
  return reasons;
}
