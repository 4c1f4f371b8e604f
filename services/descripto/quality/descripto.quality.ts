// Descripto quality corpus: varied inputs, some typed as clients type them, through the checks a
// copywriter makes: no broken grammar, every name, figure, offer and date of the input kept with
// its capitals, no sentence (or sentence frame) shared by more than a fifth of the products (the
// call to action aside), no claim the input does not make, no keyword stuffing, and the SEO title
// and meta description in their limits. `run(produce)` judges any engine's answers (the offline
// writer by default; `npm run eval:model` passes the model engine), so every check reads the
// output only.
import type { DescriptoResponse, Tone } from "@seo/descripto-contract";
import { entitiesOf, missingEntities } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { repeatedAcrossProducts, sentencesOf } from "@seo/ai/quality/repetition";
import { reason, type Produce, type QualityReport } from "@seo/ai/quality/report";
import { keywordDensity } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { correctSpelling } from "@seo/ai/text/spelling";
import { detectLanguage } from "@seo/ai/text/language";
import { normWords, splitList } from "@seo/ai/text/words";
import { sentenceKey } from "@seo/ai/text/variantOverlap";
import { inventedClaims } from "../src/domain/descriptoChecks";
import { writeDescription } from "../src/domain/offline/descripto";

export { descriptoTool as definition } from "../src/domain/descriptoTool";

export type In = {
  productName: string;
  keyFeatures: string;
  targetAudience: string;
  tone: Tone;
  keywords?: string;
  lang?: string;
};
const T: Tone[] = ["professional", "casual", "enthusiastic", "luxury", "technical"];
const RAW: Omit<In, "tone">[] = [
  {
    productName: "1.5L Electric Kettle",
    keyFeatures: "1.5L tank, auto shut-off, BPA-free",
    targetAudience: "Busy professionals",
  },
  {
    productName: "Sourdough Bread Loaf",
    keyFeatures: "48-hour fermentation, stone-baked, no additives",
    targetAudience: "Health-conscious consumers",
  },
  {
    productName: "Xero bookkeeping for B2B startups",
    keyFeatures: "monthly reconciliations, VAT returns, Xero certified advisors",
    targetAudience: "startup founders",
  },
  {
    productName: "Merino Hiking Socks",
    keyFeatures: "OEKO-TEX certified, reinforced heel, for sensitive skin",
    targetAudience: "hikers",
    keywords: "hiking socks",
  },
  {
    productName: "Organic Cotton Baby Onesies",
    keyFeatures: "GOTS organic cotton, nickel-free snaps, machine washable",
    targetAudience: "new parents",
    keywords: "baby onesies",
  },
  {
    productName: "SoundCore Wireless Earbuds",
    keyFeatures: "40-hour battery life, active noise cancelling, IPX5 water resistance",
    targetAudience: "commuters",
    keywords: "wireless earbuds",
  },
  {
    productName: "Emergency Plumber Manchester",
    keyFeatures: "24/7 call-outs, Gas Safe registered, fixed prices",
    targetAudience: "homeowners in Manchester",
  },
  {
    productName: "TaskFlow project management software",
    keyFeatures: "Slack integration, automated reminders, real-time dashboards, 14-day free trial",
    targetAudience: "agencies",
    keywords: "project management software",
  },
  {
    productName: "Notion Budget Template",
    keyFeatures: "monthly and yearly views, automatic totals, instant download",
    targetAudience: "freelancers",
  },
  {
    productName: "Cast Iron Skillet 10 inch",
    keyFeatures: "pre-seasoned, oven safe to 260°C, lifetime warranty",
    targetAudience: "home cooks",
    keywords: "cast iron skillet",
  },
  {
    productName: "VITAMIN C FACE SERUM",
    keyFeatures: "15% vitamin C, hyaluronic acid, fragrance-free",
    targetAudience: "Premium/luxury buyers",
  },
  {
    productName: "Lavender Soy Candle",
    keyFeatures: "hand-poured, 50-hour burn time, cotton wick",
    targetAudience: "gift buyers",
  },
  {
    productName: "GreenLeaf Organic Matcha",
    keyFeatures: "ceremonial grade, single-origin Uji, vegan",
    targetAudience: "tea lovers",
    keywords: "organic matcha, matcha powder",
  },
  {
    productName: "Ergonomic Office Chair",
    keyFeatures: "adjustable lumbar support, breathable mesh back, 5-year warranty",
    targetAudience: "remote workers",
    keywords: "ergonomic office chair",
  },
  {
    productName: "Dog Walking Service",
    keyFeatures: "insured walkers, GPS-tracked walks, weekend slots",
    targetAudience: "busy dog owners in Bristol",
  },
  { productName: "wireles earbuds", keyFeatures: "bluetooth 5.3, 30h battery", targetAudience: "students" },
  {
    productName: "Yoga Mat 6mm",
    keyFeatures: "non-slip surface, 6mm cushioning, carry strap",
    targetAudience: "yoga beginners",
    keywords: "yoga mat",
  },
  {
    productName: "Stainless Steel Water Bottle 750ml",
    keyFeatures: "double-wall insulation, keeps drinks cold for 24 hours, leak-proof lid",
    targetAudience: "Young adults (18-25)",
  },
  {
    productName: "Handmade Leather Wallet",
    keyFeatures: "full-grain leather, made in Portugal, RFID blocking",
    targetAudience: "men",
    keywords: "leather wallet",
  },
  {
    productName: "Photography Masterclass",
    keyFeatures: "12 video lessons, lifetime access, certificate of completion",
    targetAudience: "beginners",
  },
  {
    productName: "Air Fryer XL 5.5L",
    keyFeatures: "5.5L basket, 8 presets, dishwasher-safe basket",
    targetAudience: "Families with children",
    keywords: "air fryer, healthy cooking",
  },
  {
    productName: "Kids Rain Jacket",
    keyFeatures: "waterproof, reflective strips, packable hood",
    targetAudience: "parents",
    keywords: "kids rain jacket",
  },
  {
    productName: "🌿 Eco Bamboo Toothbrush",
    keyFeatures: "biodegradable handle, charcoal bristles",
    targetAudience: "eco-conscious shoppers",
  },
  { productName: "Pro", keyFeatures: "fast", targetAudience: "everyone" },
  {
    productName: "Smart LED Bulb",
    keyFeatures: "works with Alexa, 16 million colours, energy efficient 9W",
    targetAudience: "Tech-savvy users",
    keywords: "smart bulb, free shipping",
  },
  {
    productName: "Dental Implants Clinic Leeds",
    keyFeatures: "free consultation, 10 years experience, finance available",
    targetAudience: "adults missing teeth",
  },
  {
    productName: "Protein Bars Variety Pack",
    keyFeatures: "20g protein, gluten-free, 12 bars per box",
    targetAudience: "athletes",
    keywords: "protein bars, best seller",
  },
  {
    productName: "Memory Foam Pillow",
    keyFeatures: "memory foam core, removable washable cover, hypoallergenic",
    targetAudience: "side sleepers",
    keywords: "memory foam pillow, buy online",
  },
  {
    productName: "Luxury Silk Pillowcase",
    keyFeatures: "22 momme mulberry silk, hidden zip, OEKO-TEX certified",
    targetAudience: "Premium/luxury buyers",
    keywords: "silk pillowcase",
  },
  {
    productName: "Solar Garden Lights 8 Pack",
    keyFeatures: "dusk-to-dawn sensor, IP65 waterproof, no wiring",
    targetAudience: "homeowners",
    keywords: "solar garden lights",
  },
  {
    productName: "Zapatillas de running para mujer",
    keyFeatures: "suela de goma, transpirables, amortiguación reactiva",
    targetAudience: "corredoras",
    lang: "es",
  },
  {
    productName: "Kaffeemaschine mit Milchaufschäumer",
    keyFeatures: "15 bar Druck, 1,8 Liter Wassertank, einfache Reinigung",
    targetAudience: "Kaffeeliebhaber",
    lang: "de",
  },
  {
    productName: "Crème hydratante pour peau sèche",
    keyFeatures: "acide hyaluronique, sans parfum, fabriquée en France",
    targetAudience: "peaux sensibles",
    lang: "fr",
  },
  {
    productName: "Portable Espresso Maker for camping and travel with a very long name that keeps going",
    keyFeatures:
      "hand-powered 18 bar pressure, 80 ml water tank, weighs 320 g, fits in a cup holder, includes a carry case, compatible with ground coffee and capsules",
    targetAudience: "campers and travellers who refuse to drink bad coffee",
  },
  // Written the way clients type them (a second round of real inputs): lower case, typos, units glued to
  // figures, places, offers with dates, services, B2B software.
  {
    productName: "ceramic coffee mug 350ml",
    keyFeatures: "350ml, dishwasher safe, handmade in Stoke, speckled glaze",
    targetAudience: "coffee lovers",
  },
  {
    productName: "Dog Grooming in Leeds",
    keyFeatures: "full groom from £35, nail clipping, puppy's first groom, open saturdays",
    targetAudience: "dog owners in leeds and surrounding areas",
    keywords: "dog grooming leeds",
  },
  {
    productName: "OrbitCRM",
    keyFeatures: "pipeline view, email sync with Gmail and Outlook, GDPR compliant, 14 day free trial",
    targetAudience: "B2B sales teams",
    keywords: "crm for small business, free trial",
  },
  {
    productName: "memory foam dog bed",
    keyFeatures: "removable washable cover, non slip base, sizes S M L XL",
    targetAudience: "dog owners",
    keywords: "dog bed, orthopedic dog bed",
  },
  {
    productName: "Summer Sale - Linen Shirts",
    keyFeatures: "20% off this week, 100% linen, 6 colours",
    targetAudience: "men",
    keywords: "linen shirt",
  },
  {
    productName: "wedding photography package",
    keyFeatures: "8 hours coverage, 400+ edited photos, online gallery, travel within 50 miles of Bath",
    targetAudience: "engaged couples",
  },
  {
    productName: "Bamboo Cutting Board Set",
    keyFeatures: "set of 3, juice groove, non-slip feet",
    targetAudience: "home cooks",
    keywords: "cutting board, easy to clean, free shipping",
  },
  {
    productName: "iPhone 15 Leather Case",
    keyFeatures: "genuine leather, MagSafe compatible, card slot",
    targetAudience: "iPhone users",
    keywords: "iphone 15 case",
  },
  {
    productName: "kids swimming lessons",
    keyFeatures: "small groups of 4, qualified instructors, Saturday and Sunday mornings, ages 4-10",
    targetAudience: "parents in Croydon",
  },
  {
    productName: "Payroll Software for Small Business",
    keyFeatures: "HMRC recognised, auto-enrolment pensions, unlimited payslips, £5 per employee per month",
    targetAudience: "UK small businesses",
    keywords: "payroll software",
  },
  {
    productName: "VEGAN PROTEIN POWDER 1KG",
    keyFeatures: "25g protein per serving, chocolate flavour, no added sugar",
    targetAudience: "gym goers",
    keywords: "vegan protein powder, best seller",
  },
  {
    productName: "Handmade Soy Candle",
    keyFeatures: "fig and cedar scent, 200g, approx 40 hour burn",
    targetAudience: "Gift buyers",
    keywords: "soy candle, gift for her",
  },
  {
    productName: "Ergonomic mouse",
    keyFeatures: "vertical design, 6 buttons, bluetooth + usb receiver, works with Windows and Mac",
    targetAudience: "office workers with wrist pain",
  },
  {
    productName: "Black Friday Bundle: Skincare Trio",
    keyFeatures: "cleanser 150ml, serum 30ml, moisturiser 50ml, 40% off until 29 November",
    targetAudience: "women 30+",
    keywords: "skincare set",
  },
  {
    productName: "Gutter Cleaning Bristol",
    keyFeatures: "fully insured, before and after photos, free quote",
    targetAudience: "homeowners and landlords",
    keywords: "gutter cleaning bristol",
  },
  {
    productName: "trail runing shoes",
    keyFeatures: "Vibram outsole, 8mm drop, 280g per shoe",
    targetAudience: "trail runners",
    keywords: "trail running shoes, buy online",
  },
  {
    productName: "SEO Audit for Shopify Stores",
    keyFeatures: "200-point checklist, delivered in 5 working days, video walkthrough",
    targetAudience: "Shopify store owners",
    keywords: "shopify seo audit",
  },
  {
    productName: "Organic Baby Food Pouches (Pack of 12)",
    keyFeatures: "no added salt or sugar, suitable from 6 months, recyclable pouches",
    targetAudience: "parents of babies",
    keywords: "organic baby food",
  },
  {
    productName: "Portable Power Station 500W",
    keyFeatures: "518Wh capacity, 2 AC outlets, solar charging, weighs 6.4kg",
    targetAudience: "campers and vanlifers",
    keywords: "portable power station, long battery life",
  },
  {
    productName: "Italian Cooking Class London",
    keyFeatures: "3 hour class, make fresh pasta and tiramisu, max 10 people, wine included",
    targetAudience: "couples and friends",
    keywords: "cooking class london",
  },
  {
    productName: "Funda de silicona para iPhone 15",
    keyFeatures: "silicona suave, compatible con MagSafe, 5 colores",
    targetAudience: "usuarios de iPhone",
    lang: "es",
  },
  {
    productName: "Bio Kaffeebohnen 1kg",
    keyFeatures: "100% Arabica, aus Äthiopien, frisch geröstet",
    targetAudience: "Kaffeetrinker",
    lang: "de",
  },
];
export const INPUTS: In[] = RAW.map((r, i) => ({ ...r, tone: T[i % T.length]! }));

/** The offline writer, the default engine under test. */
export const offline: Produce<In, DescriptoResponse> = (input) => writeDescription(input);

const EN_WORDS = /\b(the|with|and|you|your|made for|order)\b/i;
/** Share of products a sentence (or its frame with the product's own words masked) may appear in. */
export const MAX_SHARE = 0.2;

const inputText = (input: In) => [input.productName, input.keyFeatures, input.targetAudience, input.keywords ?? ""].join("\n");

/**
 * The copy's sentences that could be stock: all but a title line (a first line without end
 * punctuation) and the closing call to action (the last sentence), whose frames may repeat.
 */
export function bodySentences(text: string): string[] {
  const lines = text.trim().split(/\r?\n/);
  const first = lines[0]?.trim() ?? "";
  const rest = lines.length > 1 && !/[.!?:]$/.test(first) && !/^[-•*–]\s/.test(first) ? lines.slice(1) : lines;
  return sentencesOf(rest.join("\n")).slice(0, -1);
}

/** A product's sentences as the stock check compares them: each sentence, and its frame with the product's own words masked. */
function keysOf(items: { input: string; sentences: string[] }[], share: number): string[] {
  return [
    ...repeatedAcrossProducts(items, { share }).map((s) => sentenceKey(s.text)),
    ...repeatedAcrossProducts(items, { share, skeletons: true }).map((s) => s.text),
  ];
}

const stockItem = (input: In, r: DescriptoResponse) => ({ input: inputText(input), sentences: bodySentences(r.result) });

/** The sentences and frames more than a fifth of the products' answers share. */
export function stockSentences(outputs: readonly { input: In; r: DescriptoResponse }[]): Set<string> {
  return new Set(
    keysOf(
      outputs.map(({ input, r }) => stockItem(input, r)),
      MAX_SHARE,
    ),
  );
}

export async function run(produce: Produce<In, DescriptoResponse> = offline): Promise<QualityReport> {
  const outputs: { input: In; r: DescriptoResponse }[] = [];
  for (const input of INPUTS) outputs.push({ input, r: await produce(input) });
  const stock = stockSentences(outputs);
  const failures: QualityReport["failures"] = [];
  for (const { input, r } of outputs) {
    const reasons = reasonsFor(input, r, stock);
    if (reasons.length) failures.push({ input, reasons });
  }
  return { tool: "descripto", total: outputs.length, passed: outputs.length - failures.length, failures };
}

/** Is the product's name in the copy (any casing, emoji aside, an obvious typo fixed)? */
function nameKept(input: In, text: string): boolean {
  const shown = input.productName.replace(/\p{Extended_Pictographic}\uFE0F?/gu, "").trim();
  const have = ` ${normWords(text).join(" ")} `;
  const forms = [shown, correctSpelling(shown.toLowerCase()).text];
  return forms.some((f) => have.includes(` ${normWords(f).join(" ")} `));
}

/** What is wrong with one answer: the checks every output (and every variant) must pass. */
export function reasonsFor(input: In, r: DescriptoResponse, stock: ReadonlySet<string>): string[] {
  const reasons: string[] = [];
  const text = r.result;
  const source = [input.productName, input.keyFeatures, input.targetAudience];
  reasons.push(...brokenGrammar(text, { lang: detectLanguage(source.join(". ")) }).map((g) => reason("grammar", g)));
  if (input.lang && EN_WORDS.test(text.replace(input.productName, "")))
    reasons.push(reason("grammar", `English words in ${input.lang} copy`));
  if (!nameKept(input, text)) reasons.push(reason("entity", "product name not kept"));
  for (const e of missingEntities(entitiesOf(...source), text)) reasons.push(reason("entity", `${e.kind} missing: "${e.text}"`));
  for (const slip of casingSlips(source, text)) reasons.push(reason("casing", slip));
  for (const claim of inventedClaims(input, text)) reasons.push(`invented claim: "${claim}"`);
  if ((text.match(/!/g) ?? []).length > 1) reasons.push("more than one exclamation mark");
  // Keyword stuffing: a keyword said three times or more where that takes it over 2.5%.
  for (const kw of splitList(input.keywords ?? "")) {
    const { count, density } = keywordDensity(text, kw);
    if (count > 2 && density > 2.5) reasons.push(reason("repetition", `keyword stuffing: "${kw}" ${count}× (${density}%)`));
  }
  // Stock: a sentence (or frame) of this answer that more than a fifth of the products share.
  const item = stockItem(input, r);
  for (const key of new Set(keysOf([item, item], 0)))
    if (stock.has(key)) reasons.push(reason("repetition", `stock sentence in over ${MAX_SHARE * 100}% of products: "${key}"`));
  // Invented attributes: claims that need a feature the user did not give.
  for (const [claim, needs] of [
    [/charger|charges?\b/i, /batter|charg|hour|power/i],
    [/waterproof|in the rain/i, /waterproof|ip[x\d]\d|rain|water/i],
    [/dishwasher/i, /dishwasher/i],
    [/warranty|guarantee/i, /warrant|guarantee|lifetime/i],
  ] as const)
    if (claim.test(text) && !needs.test(inputText(input))) reasons.push(`invented attribute: ${claim}`);
  const meta = r.metaDescription ?? "";
  const metaLength = graphemeLength(meta);
  if (!meta || metaLength > 156) reasons.push(`meta description ${metaLength} chars (at most 156)`);
  else if (metaLength < 120 && normWords(meta).length < normWords(input.keyFeatures).length)
    reasons.push(`meta description ${metaLength} chars (under 120) with features left out`);
  if (!r.seoTitle || graphemeLength(r.seoTitle) > 60) reasons.push("seoTitle missing or over 60");
  return [...new Set(reasons)];
}
