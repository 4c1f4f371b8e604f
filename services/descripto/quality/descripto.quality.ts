// Descripto quality corpus: varied inputs through mechanical checks (grammar slips, casing and
// figures kept, no stock phrase shared by over a quarter of products, limits, density, language).
import { writeDescription } from "../src/domain/offline/descripto";
import { grammarSlips } from "@seo/ai/text/language";
import { keywordDensity } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { DescriptoResponse, Tone } from "@seo/descripto-contract";

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
];
export const INPUTS: In[] = RAW.map((r, i) => ({ ...r, tone: T[i % T.length]! }));

const EN_WORDS = /\b(the|with|and|you|your|made for|order)\b/i;

export function run() {
  const outputs = INPUTS.map((input) => ({ input, r: writeDescription(input) }));
  const stock = stockPhrases(outputs);
  const failures: { input: unknown; reasons: string[] }[] = [];
  for (const { input, r } of outputs) {
    const reasons = reasonsFor(input, r, stock);
    if (reasons.length) failures.push({ input, reasons });
  }
  return { tool: "descripto", total: outputs.length, passed: outputs.length - failures.length, failures };
}

/** Stock phrases: 5-word runs of the copy (input words masked) shared by more than a quarter of products. */
export function stockPhrases(outputs: { input: In; r: DescriptoResponse }[]): string[] {
  const grams = new Map<string, Set<number>>();
  outputs.forEach(({ input, r }, i) => {
    const own = new Set(
      `${input.productName} ${input.keyFeatures} ${input.targetAudience} ${input.keywords ?? ""}`
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    );
    const ws = (r.result.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => (own.has(w) ? "·" : w));
    for (let k = 0; k + 5 <= ws.length; k++) {
      const g = ws.slice(k, k + 5);
      if (g.filter((w) => w !== "·").length < 4) continue;
      const key = g.join(" ");
      if (!grams.has(key)) grams.set(key, new Set());
      grams.get(key)!.add(i);
    }
  });
  return [...grams].filter(([, s]) => s.size > outputs.length / 4).map(([g]) => g);
}

/** What is wrong with one answer: the mechanical checks every output (and every variant) must pass. */
export function reasonsFor(input: In, r: DescriptoResponse, stock: readonly string[]): string[] {
  const reasons: string[] = [];
  const text = r.result;
  if (!input.lang) {
    reasons.push(...grammarSlips(text).map((s) => `grammar: ${s}`));
    if (/\b(\w+) \1\b/i.test(text)) reasons.push("doubled word");
  } else if (EN_WORDS.test(text.replace(input.productName, ""))) reasons.push(`English words in ${input.lang} copy`);
  const shown = input.productName.replace(/\p{Extended_Pictographic}\uFE0F?/gu, "").trim();
  const allCaps = shown.replace(/[^\p{L}]/gu, "") === shown.replace(/[^\p{L}]/gu, "").toUpperCase();
  // A name typed in lower case ("wireles earbuds") takes a capital where it starts a sentence.
  const atStart = shown.charAt(0).toUpperCase() + shown.slice(1);
  if (!allCaps && !text.includes(shown) && !text.includes(atStart)) reasons.push("product name not kept as typed");
  for (const fig of `${input.productName} ${input.keyFeatures}`.match(
    /\d+(?:[.,]\d+)?\s?(?:L|ml|mm|g|W|°C|h|%)?(?![\p{L}\d])/gu,
  ) ?? [])
    if (!text.includes(fig.trim())) reasons.push(`figure lost: ${fig}`);
  for (const name of [
    "Xero",
    "OEKO-TEX",
    "Manchester",
    "GreenLeaf",
    "SoundCore",
    "TaskFlow",
    "Bristol",
    "Leeds",
    "Alexa",
    "Portugal",
    "Uji",
  ])
    if (
      `${input.productName} ${input.keyFeatures}`.includes(name) &&
      text.toLowerCase().includes(name.toLowerCase()) &&
      !text.includes(name)
    )
      reasons.push(`casing lost: ${name}`);
  if (!r.metaDescription || graphemeLength(r.metaDescription) < 120 || graphemeLength(r.metaDescription) > 156)
    reasons.push(`meta description ${r.metaDescription ? graphemeLength(r.metaDescription) : 0} chars (120-156)`);
  if (!r.seoTitle || graphemeLength(r.seoTitle) > 60) reasons.push("seoTitle missing or over 60");
  if (!input.lang)
    for (const kw of (input.keywords ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean)) {
      const d = keywordDensity(text, kw).density;
      if (d < 0.5 || d > 2.5) reasons.push(`density ${kw} ${d}%`);
    }
  // Invented attributes: claims that need a feature the user did not give.
  for (const [claim, needs] of [
    [/charger|charges?\b/i, /batter|charg|hour/i],
    [/waterproof|in the rain/i, /waterproof|ip[x\d]\d|rain|water/i],
    [/dishwasher/i, /dishwasher/i],
    [/warranty|guarantee/i, /warrant|guarantee|lifetime/i],
  ] as const)
    if (claim.test(text) && !needs.test(`${input.productName} ${input.keyFeatures} ${input.keywords ?? ""}`))
      reasons.push(`invented attribute: ${claim}`);
  const masked = (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).join(" ");
  for (const g of stock)
    if (masked.includes(g.replace(/·/g, "").trim()) && !g.includes("·")) reasons.push(`stock phrase: "${g}"`);
  return [...new Set(reasons)];
}
