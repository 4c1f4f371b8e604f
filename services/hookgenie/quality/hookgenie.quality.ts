// HookGenie quality corpus: topics written the way clients type them (offers, lists, how-tos,
// questions, services and places, events, things, other languages, typos, ALL CAPS) through every
// channel, judged on the output only, as a copywriter would: no broken grammar, every
// name, figure, offer, place and date kept (per line where the channel has room for the whole topic,
// per set otherwise), names in the client's case, no line skeleton shared by more than a fifth of
// the topics, nothing invented (figures, urgency, hashtags), the top line sound, every limit kept.
// `run(produce)` takes any engine's answer (default: the offline engine); the bench awaits it.
import { entitiesOf, missingEntities, type Entity } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { repeatedAcrossProducts } from "@seo/ai/quality/repetition";
import { reason, type Produce, type QualityReport } from "@seo/ai/quality/report";
import { detectLanguage } from "@seo/ai/text/language";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { correctSpelling } from "@seo/ai/text/spelling";
import { normWords } from "@seo/ai/text/words";
import {
  HOOK_LIMITS,
  HOOK_STYLES,
  HOOK_TYPES,
  hookgenieRequestSchema,
  type HookgenieResponse,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";
import { hookgenieTool, type HookgenieInput } from "../src/domain/hookgenieTool";

export { hookgenieTool as definition } from "../src/domain/hookgenieTool";

export interface Case {
  topic: string;
  /** A topic in another language: no English words may be added to it. */
  lang?: "es" | "de" | "fr";
}

export const TOPICS: Case[] = [
  // The earlier corpus: services, offers, products, how-tos, questions, other languages.
  { topic: "Dentist near me in Bristol" },
  { topic: "Emergency plumber Manchester" },
  { topic: "Dog walking service in Leeds" },
  { topic: "Wedding photographer in Cornwall" },
  { topic: "Accountant for small businesses" },
  { topic: "50% off summer dresses" },
  { topic: "Wireless earbuds 30% off this weekend" },
  { topic: "AeroBrew Travel Coffee Maker" },
  { topic: "Organic cotton baby onesies" },
  { topic: "Cast iron skillet 10 inch" },
  { topic: "TaskFlow project management software" },
  { topic: "CRM for real estate agents" },
  { topic: "Email marketing" },
  { topic: "How to fix a leaky faucet" },
  { topic: "How to start a podcast" },
  { topic: "How to train a puppy" },
  { topic: "Photography masterclass for beginners" },
  { topic: "Hour-long yoga routine" },
  { topic: "Why your website is slow" },
  { topic: "VITAMIN C FACE SERUM" },
  { topic: "wireles earbuds" },
  { topic: "🌿 Eco bamboo toothbrush" },
  {
    topic:
      "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered to your door every month so you never run out",
  },
  { topic: "How small e-commerce stores can use AI product descriptions to rank higher on Google" },
  { topic: "Ergonomic office chair" },
  { topic: "Solar garden lights" },
  { topic: "Meal prep for busy families" },
  { topic: "Zapatillas de running para mujer", lang: "es" },
  { topic: "Kaffeemaschine mit Milchaufschäumer", lang: "de" },
  { topic: "Crème hydratante pour peau sèche", lang: "fr" },
  { topic: "Black Friday laptop deals" },
  { topic: "Home insurance quotes" },
  // As clients type them.
  { topic: "40% off all mattresses, ends Monday" },
  { topic: "10 tips for better sleep" },
  { topic: "how to potty train a puppy" },
  { topic: "b2b bookkeeping manchester" },
  { topic: "spanish lessons for kids online" },
  { topic: "new menu launch friday at Luigi's" },
  { topic: "balcony vegetable garden" },
  { topic: "lose belly fat" },
  { topic: "SoundCore wireless earbuds" },
  // New, varied: offers, lists, questions, places, events, names, typos, shouting.
  { topic: "buy one get one free on all candles this weekend only" },
  { topic: "£20 off your first box with code WELCOME20" },
  { topic: "free delivery on orders over £40 until Sunday" },
  { topic: "FLASH SALE 50% OFF ALL SHOES TODAY ONLY" },
  { topic: "5 mistakes first-time home buyers make" },
  { topic: "12 easy dinner recipes for two" },
  { topic: "how do i get rid of fruit flies" },
  { topic: "why does my cat scratch the sofa" },
  { topic: "is a heat pump worth it in Scotland?" },
  { topic: "mobile dog groomer in Bristol" },
  { topic: "wedding florist york" },
  { topic: "kids coding club every saturday at Leeds Library" },
  { topic: "grand opening of our Shoreditch bakery on 14 March" },
  { topic: "Notion templates for freelancers" },
  { topic: "NovaFit smart scale with body fat analysis" },
  { topic: "yoga retreat in Bali, 7 nights" },
  { topic: "iphone 15 screen repair, same day" },
  { topic: "pet insurance for older dogs" },
  { topic: "learn to play guitar in 30 days" },
  { topic: "organic skincare for sensitve skin" },
  { topic: "how to reduce energy bils" },
  { topic: "Christmas market at the Old Town Hall, 6-8 December" },
  { topic: "we're hiring a junior designer in Brighton" },
  { topic: "Sustainable wedding dresses by Alma Bridal" },
  { topic: "Ridgeline Trail Runner: Grippy lugged outsole" },
  { topic: "25% off all garden furniture until end of the month" },
  { topic: "7 ways to cut your heating bill this winter" },
  { topic: "how to clean a cast iron pan" },
  { topic: "Roofer in Swansea, free quotes" },
  { topic: "Lumina LED desk lamp with wireless charger" },
  { topic: "why won't my sourdough starter rise" },
  { topic: "open evening thursday 6pm at Hilltop Primary School" },
  { topic: "vegan protein powder chocolate flavour 1kg" },
  { topic: "tax return help for self-employed people in leeds" },
  { topic: "book club for new mums every tuesday" },
  { topic: "15 houseplants that are safe for cats" },
  { topic: "summer camp for teens in the Lake District, July 2025" },
  { topic: "Bistro Marcel reopening after refurbishment on 3 June" },
  { topic: "cheap flights to lisbon" },
  { topic: "what is a good credit score" },
  { topic: "Handmade oak dining tables" },
  { topic: "learn french in 3 months" },
  { topic: "buy 2 get 1 free on all paperbacks" },
  { topic: "dog friendly cottages in cornwall" },
  { topic: "ZenDesk alternatives for small teams" },
  { topic: "30% off winter coats this weekend only" },
  { topic: "8 mistakes to avoid when painting a room" },
  { topic: "how to make cold brew coffee at home" },
  { topic: "electrician in Bristol, 24/7 callouts" },
  { topic: "PixelPro 4K webcam for streamers" },
  { topic: "why is my lawn turning yellow" },
  { topic: "wine tasting evening saturday 7pm at The Cork & Barrel" },
  { topic: "gluten free brownies delivered nationwide" },
  { topic: "mortgage advice for first time buyers in glasgow" },
  { topic: "free consultation for new clients until 31 March" },
  { topic: "20 healthy snacks for kids lunchboxes" },
  { topic: "Yoga for back pain" },
  { topic: "spring clean your inbox: 5 email habits that save time" },
  { topic: "cheap car insurance for young drivers" },
  { topic: "what should i pack for a ski trip" },
  { topic: "Cornish sea salt caramel fudge, 250g" },
  { topic: "we've moved! new address: 12 High Street, Oxford" },
  { topic: "kitchen fitters near me" },
  { topic: "Black Friday: 50% off all Nimbus headphones" },
  { topic: "beginners guide to bouldering" },
  { topic: "15% off all bike servicing in april" },
  { topic: "6 signs your boiler needs replacing" },
  { topic: "how to grow tomatoes on a windowsill" },
  { topic: "Dog groomer Edinburgh" },
  { topic: "AquaPure water filter jug" },
  { topic: "why do my houseplants have brown tips" },
  { topic: "charity quiz night friday 8pm at The Red Lion" },
  { topic: "bespoke wedding cakes in Leeds" },
  { topic: "personal trainer for over 50s in brighton" },
  { topic: "free returns on all orders until sunday" },
  { topic: "3 bed cottage to rent in the Cotswolds" },
  { topic: "is solar worth it for a small roof" },
  { topic: "Organic baby food pouches, 10 pack" },
  { topic: "excel formulas for beginners" },
  { topic: "Maple & Co summer sale: 40% off linen" },
  { topic: "speed up your wordpress site" },
  { topic: "WEDDING DJ IN KENT" },
  { topic: "best walking boots for wide feet" },
  { topic: "new year fitness bootcamp starts 6 January" },
  { topic: "accountants for dentists" },
  { topic: "end of season clearance, up to 70% off outdoor gear" },
  { topic: "locksmith leeds 24 hour" },
  { topic: "£10 off your first order, use code HELLO10" },
  { topic: "Lakeside Spa day passes, 2 for £99" },
  { topic: "Half price pizzas every monday at Tony's" },
  { topic: "9 budget-friendly date ideas in London" },
  { topic: "how to write a cover letter with no experience" },
  { topic: "FreshFold laundry pickup app" },
  { topic: "why does my dishwasher smell" },
  { topic: "summer reading challenge for kids at Bath Central Library, starts 20 July" },
  { topic: "physiotherapist for runners in cardiff" },
  { topic: "5 easy houseplants for beginners" },
  { topic: "what is intermittent fasting" },
  { topic: "garden design ideas for small spaces" },
  { topic: "we're open late on thursdays until 9pm" },
  { topic: "NORDIC WOOL SOCKS 3 PACK" },
  { topic: "student discount 20% off with a valid ID" },
  { topic: "how to stop a toddler biting" },
  { topic: "kayak hire on the river wye" },
  { topic: "20% off all running shoes, ends Sunday" },
  { topic: "12 cheap day trips from Manchester" },
  { topic: "vegan bakery in Brixton" },
  { topic: "HydraGlow vitamin C serum 30ml" },
  { topic: "pottery workshop saturday 2pm at Clay Studio Bristol" },
  { topic: "bookkeeping for etsy sellers" },
  { topic: "buy one get one half price on all school shoes" },
  { topic: "Oakridge Dental implants from £1,995" },
  { topic: "roof repairs swansea" },
  { topic: "Cyber Monday: 35% off all Lumo lamps" },
  { topic: "spanish tapas night every thursday at Casa Luz" },
  { topic: "25% off all yoga mats, ends Friday" },
  { topic: "7 ways to keep your dog cool in summer" },
  { topic: "how to fix a squeaky door" },
  { topic: "wedding venue in the Peak District" },
  { topic: "BrightNest smart thermostat" },
  { topic: "why does my car battery keep dying" },
  { topic: "book launch party thursday 7pm at Waterstones Piccadilly" },
  { topic: "sourdough baking classes in Norwich" },
  { topic: "free delivery on all orders over £30" },
  { topic: "3 simple ways to save on your energy bill" },
  { topic: "handmade ceramic mugs from Cornwall" },
  { topic: "what is the best time to visit Iceland" },
  { topic: "mobile bike repair london" },
  { topic: "Christmas gift guide for gardeners" },
  { topic: "accountant for contractors, fixed fee £99 a month" },
  { topic: "learn to swim lessons for adults" },
  { topic: "SALE NOW ON: UP TO 50% OFF SOFAS" },
  { topic: "how to choose a family tent" },
  { topic: "Zumba classes every wednesday at Hove Community Centre" },
  { topic: "eco friendly cleaning products" },
  { topic: "10% off your first month of coaching, ends 30 June" },
  { topic: "5 reasons to switch to a heat pump" },
  { topic: "how to make your own candles" },
  { topic: "family solicitor in Chester" },
  { topic: "TrailMate GPS hiking watch" },
  { topic: "why is my bread so dense" },
  { topic: "open mic night every friday at The Blue Anchor" },
  { topic: "organic veg box delivery in Sheffield" },
  { topic: "free trial for 14 days, no card needed" },
  { topic: "8 easy crochet patterns for beginners" },
  { topic: "what does a financial advisor do" },
  { topic: "Harbour View cafe now serving breakfast" },
  { topic: "refurbished iphone 13, 12 month warranty" },
  { topic: "piano lessons for kids in Reading" },
  { topic: "stop your dog pulling on the lead" },
  { topic: "Autumn sale: 30% off all throws and cushions" },
  { topic: "best budget gaming laptops" },
  { topic: "gutter cleaning in Exeter, free quotes" },
  { topic: "how to start running at 50" },
  { topic: "Marlow Farmers Market, second Saturday of the month" },
  { topic: "Meal prep for busy parents who want healthy dinners without the weeknight stress" },
];
export const TYPES: readonly HookType[] = HOOK_TYPES;
export const STYLES: readonly HookStyle[] = HOOK_STYLES;

type Answer = HookgenieResponse;
const offline: Produce<HookgenieInput, Answer> = (input) => hookgenieTool.offline(input);

// English words a line in another language must not gain ("guide" is French and Spanish too).
const EN = /\b(the|with|and|you|your|how|tips|why|best|guide to|need|want)\b/i;
// Urgency a line may carry only if the client gave it.
const URGENCY =
  /\b(now|today|hurry|last chance|limited|don't miss|ends soon|act fast|while stocks last|before it's gone|won't believe)\b/i;

/** The request one case sends: the topic in one channel and style. */
export function inputFor(c: Case, type: HookType, style: HookStyle, variant?: number): HookgenieInput {
  return hookgenieRequestSchema.parse({ topic: c.topic, type, style, ...(variant !== undefined ? { variant } : {}) });
}

export async function run(produce: Produce<HookgenieInput, Answer> = offline): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  const linesByTopic = new Map<string, string[]>();
  const firstCase = new Map<string, QualityReport["failures"][number]>();
  let total = 0;
  for (const [i, c] of TOPICS.entries()) {
    // Every topic in every channel, with a style that rotates so all eight are exercised.
    for (const [j, type] of TYPES.entries()) {
      const style = STYLES[(i + j) % STYLES.length]!;
      total++;
      const r = await produce(inputFor(c, type, style));
      linesByTopic.set(c.topic, [...(linesByTopic.get(c.topic) ?? []), ...(r.headlines ?? []).map((h) => h.text)]);
      const failure = {
        input: { topic: c.topic.slice(0, 60), type, style },
        reasons: [...new Set(reasonsFor(c, type, r))].slice(0, 8),
      };
      if (failure.reasons.length) failures.push(failure);
      if (!firstCase.has(c.topic)) firstCase.set(c.topic, failure);
    }
  }
  // Stock lines: a skeleton (a line without the topic's own words) that more than a fifth of the topics share
  // fails the first case of each topic that has it.
  const items = [...linesByTopic].map(([input, sentences]) => ({ input, sentences }));
  for (const rep of repeatedAcrossProducts(items, { skeletons: true, share: 0.2 })) {
    for (const it of items) {
      const without = repeatedAcrossProducts(
        items.filter((x) => x !== it),
        { skeletons: true, share: 0 },
      ).find((x) => x.text === rep.text);
      if ((without?.count ?? 0) === rep.count) continue;
      const failure = firstCase.get(it.input)!;
      if (!failure.reasons.length) failures.push(failure);
      failure.reasons.push(reason("repetition", `'${rep.text}' in ${rep.count} of ${items.length} topics`));
    }
  }
  return { tool: "hookgenie", total, passed: total - failures.length, failures };
}

/** What is wrong with one answer, judged on the answer alone. */
export function reasonsFor(c: Case, type: HookType, r: Answer): string[] {
  const hs = r.headlines ?? [];
  const reasons: string[] = [];
  const limit = HOOK_LIMITS[type];
  const entities = entitiesOf(c.topic);
  const lang = c.lang ?? detectLanguage(c.topic);
  if (!hs.length) reasons.push("no lines");
  // Per line where the whole topic would fit the channel; per set otherwise (and always for ad headlines).
  const perLine = type !== "ad_copy" && graphemeLength(c.topic) <= limit;
  for (const h of hs) reasons.push(...lineReasons(c, h.text, limit, lang, perLine ? entities : []));
  if (!perLine)
    reasons.push(
      ...setMissing(
        entities,
        hs.map((h) => h.text),
      ),
    );
  if (hs.some((h, i) => i > 0 && h.score > hs[i - 1]!.score)) reasons.push("not ranked best first");
  if (hs[0] && missingEntities(entities, hs[0].text).length && perLine) reasons.push("top line drops a fact");
  if (hs.some((h) => h.length !== graphemeLength(h.text) || h.limit !== limit)) reasons.push("length or limit misreported");
  if (r.result.split("\n")[0] !== (hs[0] ? `1. ${hs[0].text}` : r.result.split("\n")[0]))
    reasons.push("result does not start with the top line");
  if (c.lang && !r.notice && r.source === "offline") reasons.push("no notice for a non-English topic");
  if (type === "ad_copy") {
    const ds = r.descriptions ?? [];
    if (!ds.length) reasons.push("no ad descriptions");
    for (const d of ds) reasons.push(...lineReasons(c, d.text, 90, lang, []));
    if (ds.length && graphemeLength(c.topic) <= 90)
      reasons.push(
        ...setMissing(
          entities,
          ds.map((d) => d.text),
        ).map((m) => `descriptions: ${m}`),
      );
  }
  if (type === "subject_line") {
    if (!r.preheader) reasons.push("no preheader");
    else reasons.push(...lineReasons(c, r.preheader, 90, lang, []).map((m) => `preheader: ${m}`));
  }
  if (type === "social_media") {
    if (!r.posts?.length) reasons.push("no posts");
    for (const p of r.posts ?? []) {
      if (p.length > p.limit) reasons.push(`post over ${p.limit}: ${p.network}`);
      reasons.push(
        ...lineReasons(c, p.text, p.limit, lang, graphemeLength(c.topic) <= 200 ? entities : []).map((m) => `${p.network}: ${m}`),
      );
    }
  }
  return reasons;
}

/** One line's faults: grammar, casing, limit, facts dropped, things invented, English added to another language. */
function lineReasons(c: Case, text: string, limit: number, lang: string, mustKeep: Entity[]): string[] {
  const reasons: string[] = [];
  if (graphemeLength(text) > limit) reasons.push(`over ${limit}: ${text}`);
  for (const g of brokenGrammar(text.replace(/(?:\s#[\p{L}\p{N}]+)+$/u, ""), { lang }))
    reasons.push(reason("grammar", `${g}: ${text}`));
  for (const s of casingSlips(c.topic, text)) reasons.push(reason("casing", `${s}: ${text}`));
  for (const m of missingEntities(mustKeep, text)) reasons.push(reason("entity", `'${m.text}' dropped: ${text}`));
  reasons.push(...invented(c.topic, text));
  if (c.lang && EN.test(stripTopicWords(text, c.topic))) reasons.push(`English in ${c.lang}: ${text}`);
  return reasons;
}

function setMissing(entities: Entity[], lines: string[]): string[] {
  return entities
    .filter((e) => lines.every((l) => missingEntities([e], l).length))
    .map((e) => reason("entity", `'${e.text}' in no line of the set`));
}

const stripTopicWords = (text: string, topic: string) => {
  const own = new Set(normWords(topic));
  return normWords(text)
    .filter((w) => !own.has(w))
    .join(" ");
};

/** Figures, urgency and hashtags the client did not give. */
function invented(topic: string, text: string): string[] {
  const out: string[] = [];
  const topicFigures = new Set(topic.match(/\d+/g) ?? []);
  for (const n of text.replace(/#[\p{L}\p{N}]+/gu, "").match(/\d+/g) ?? [])
    if (!topicFigures.has(n)) out.push(`invented figure ${n}: ${text}`);
  // "Up to 70% off" is not "70% off": a figure the client qualified keeps its qualifier.
  for (const m of topic.matchAll(/\bup to\s+([$£€]?\d+(?:[.,]\d+)?\s?%?)/gi)) {
    const figure = m[1]!.replace(/[$£€.%]/g, (c) => `\\${c}`);
    for (const hit of text.matchAll(new RegExp(`(?:up to\\s+)?${figure}`, "gi")))
      if (!/^up to/i.test(hit[0])) out.push(`'up to' dropped from ${m[1]}: ${text}`);
  }
  const urgency = text.match(URGENCY)?.[0];
  if (urgency && !new RegExp(`\\b${urgency}\\b`, "i").test(topic)) out.push(`invented urgency '${urgency}': ${text}`);
  for (const tag of text.match(/#[\p{L}\p{N}]+/gu) ?? [])
    if (!fromTopicWords(tag.slice(1), topic)) out.push(`hashtag not from the topic's words: ${tag}`);
  return out;
}

/** Is the hashtag made of the topic's words (each perhaps inflected: "training", "plans")? */
function fromTopicWords(tag: string, topic: string): boolean {
  const body = tag.toLowerCase();
  // The topic's words, and their obvious typo fixes ("bils" → "bills").
  const ws = [
    ...new Set(normWords(`${topic} ${correctSpelling(topic).text}`).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))),
  ].filter(Boolean);
  const reach = new Array<boolean>(body.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < body.length; i++) {
    if (!reach[i]) continue;
    for (const w of ws) {
      if (!body.startsWith(w, i)) continue;
      const rest = body.slice(i + w.length);
      const suffix = rest.match(new RegExp(`^(?:${w.at(-1)}?ing|s|es|ed|er)?`))![0];
      reach[i + w.length] = true;
      reach[i + w.length + suffix.length] = true;
    }
    // "lose" → "losing": the final e dropped before -ing.
    for (const w of ws.filter((x) => x.endsWith("e") && x.length > 2)) {
      if (body.startsWith(`${w.slice(0, -1)}ing`, i)) reach[i + w.length + 2] = true;
    }
  }
  return reach[body.length]!;
}
