// Descripto's facts: each key feature typed (capacity, battery, material, certification ...) and
// mapped to a benefit from the bank of its kind of product. A benefit only says what the stated
// feature lets the buyer do; it never adds an attribute the user did not give. A feature of no
// known type is stated as written, without a benefit.
import type { ProductCategory, TopicKind } from "@seo/ai/text/parse";
import { isKnownWord } from "@seo/ai/text/language";

export type FactType =
  | "capacity"
  | "battery"
  | "waterproof"
  | "wireless"
  | "quiet"
  | "safety"
  | "material"
  | "care"
  | "comfort"
  | "durability"
  | "portable"
  | "warranty"
  | "diet"
  | "process"
  | "origin"
  | "integration"
  | "automation"
  | "reporting"
  | "support"
  | "pricing"
  | "compliance"
  | "speed"
  | "credentials"
  | "availability"
  | "skin"
  | "fit"
  | "adjustable"
  | "smart"
  | "other";

/** How the feature reads in a sentence: a thing it has, a quality it is, or a phrase that attaches ("for", "made in"). */
export type FactShape = "noun" | "adjective" | "attached";

export interface Fact {
  /** As typed, first letter lowered when it is a plain word; names, figures and casing kept. */
  text: string;
  type: FactType;
  shape: FactShape;
  /** What the buyer can do, after "you can" ("boil enough for the whole team in one go"); absent for "other". */
  benefit?: string;
}

const TYPES: Array<[FactType, RegExp]> = [
  ["warranty", /warrant|guarantee|money[- ]back/i],
  [
    "pricing",
    /free trial|no setup fee|cancel any ?time|per month|\/mo\b|fixed[- ](fee|price)|no contract|flat[- ]rate|free quote|no call-?out fee/i,
  ],
  [
    "credentials",
    /licen[cs]ed|insured|qualified|accredited|registered|gas safe|certified (advisors?|technicians?|engineers?|plumbers?|electricians?)|\d+\+? years/i,
  ],
  ["availability", /24\/7|24 hours|emergency|weekends?|evenings?|call-?outs?|same[- ]day|next[- ]day|on[- ]call/i],
  ["integration", /integrat|syncs?\b|\bapi\b|connects? (with|to)|zapier|slack|quickbooks|shopify|google (sheets|calendar)/i],
  ["automation", /automat|auto[- ](?!shut)|schedul|workflows?|reminders?|templates/i],
  ["reporting", /reports?|reporting|dashboards?|analytics|insights|reconcil|forecast/i],
  ["compliance", /\bvat\b|tax|gdpr|hipaa|compliance|soc ?2|iso ?\d+|payroll/i],
  ["support", /support|advis[oe]rs?|onboarding|account manager|help ?desk|live chat|training/i],
  ["capacity", /\d+(\.\d+)?\s?(l|litres?|liters?|ml|oz|gb|tb|cups?|kg capacity)\b|capacity|\btank\b|storage space|holds? \d+/i],
  [
    "battery",
    /batter|playtime|play time|runtime|mah\b|charg|rechargeable|\d+\s?-?\s?(h|hrs?|hours?)\s+(of\s+)?(battery|play|use|runtime|listening)/i,
  ],
  ["waterproof", /waterproof|water[- ]resistant|ip[x\d]\d|splash[- ]?proof|sweat[- ]?proof/i],
  ["wireless", /wireless|bluetooth|cordless|cable[- ]free/i],
  ["quiet", /quiet|silent|noise[- ]cancel|\banc\b|low[- ]noise|whisper/i],
  [
    "skin",
    /\bspf\b|hyaluronic|retinol|vitamin [ace]|niacinamide|fragrance[- ]free|sensitive skin|dermatolog|paraben[- ]free|cruelty[- ]free/i,
  ],
  [
    "safety",
    /bpa[- ]free|non[- ]toxic|shut[- ]?off|child[- ]lock|oeko[- ]?tex|tested|hypoallergenic|fsc|certified|food[- ]grade|lead[- ]free/i,
  ],
  [
    "diet",
    /vegan|gluten[- ]free|organic|sugar[- ]free|no (added )?(additives|preservatives|sugar)|keto|dairy[- ]free|non[- ]gmo|plant[- ]based|high[- ]protein|\d+\s?g protein|grain[- ]free/i,
  ],
  [
    "process",
    /ferment|stone[- ]baked|slow[- ]roast|small[- ]batch|cold[- ]press|single[- ]origin|freshly|baked daily|roasted|aged \d+|wild[- ]caught|raw/i,
  ],
  ["origin", /made in|sourced (from|in)|hand ?made|hand[- ]?crafted|handmade|artisan|locally|family[- ]run/i],
  [
    "care",
    /machine[- ]washable|dishwasher[- ]safe|easy[- ]to[- ]clean|wipe[- ]clean|washable|removable cover|stain[- ]resistant/i,
  ],
  ["durability", /reinforced|durable|rugged|heavy[- ]duty|scratch[- ]resistant|shatter|tough|cast iron|lifetime/i],
  ["comfort", /cushion|padded|ergonomic|soft|memory foam|arch support|breathable|stretch|lined|plush/i],
  ["fit", /\bfit\b|tailored|true to size|sizes? \w+|slim|relaxed|high[- ]waist/i],
  ["adjustable", /adjustable|customi[sz]|modular|presets?|settings|interchangeable|height/i],
  ["smart", /\bapp\b|smart|wi-?fi|voice|alexa|google home|homekit/i],
  ["portable", /lightweight|compact|foldable|portable|\d+\s?g\b|travel|pocket|slim/i],
  ["speed", /fast|quick|rapid|instant|in \d+ (minutes|seconds)|turbo|boils?/i],
  [
    "material",
    /merino|cotton|linen|wool|leather|stainless|steel|bamboo|oak|walnut|ceramic|glass|silk|cashmere|titanium|alumin|silicone|porcelain|marble|recycled/i,
  ],
];

type Bank = Partial<Record<FactType, string[]>>;

// Benefits by what the product is; "all" is the fallback. {it} is "it" or "them".
const BANKS: Record<string, Bank> = {
  all: {
    capacity: ["fit everything you need in one go", "refill or empty it less often"],
    battery: ["go longer between charges", "leave the charger at home for the day"],
    waterproof: ["use {it} in the rain without a second thought", "rinse {it} off and carry on"],
    wireless: ["move around without a cable in the way", "set {it} up without hunting for a socket"],
    quiet: ["use {it} without disturbing anyone", "keep the room calm while {it} works"],
    safety: ["use {it} with one less thing to worry about", "choose {it} knowing the standard is one you can check"],
    material: ["feel the quality every time you pick {it} up", "count on a material chosen for daily use"],
    care: ["keep {it} clean without extra effort", "skip the hand-washing"],
    comfort: ["stay comfortable for longer", "forget you have {it} on"],
    durability: ["rely on {it} through heavy use", "worry less about wear and tear"],
    portable: ["take {it} with you without thinking twice", "pack {it} in a bag with room to spare"],
    warranty: ["buy with the cover written down", "have a clear answer if something goes wrong"],
    adjustable: ["set {it} up the way that suits you", "change the setup as your needs change"],
    smart: ["control {it} from your phone", "check and change settings from wherever you are"],
    speed: ["spend less time waiting", "get to the result sooner"],
    fit: ["choose your size with confidence", "move freely all day"],
    origin: ["know where {it} comes from", "support the people who make {it}"],
  },
  kitchen: {
    capacity: ["make enough for several people in one go", "fill up less often on busy mornings"],
    safety: [
      "serve food and drinks without worrying about what touches them",
      "leave the kitchen knowing it will not be left running",
    ],
    speed: ["have a hot drink ready in moments", "get meals on the table sooner"],
    material: ["cook and serve with a surface that is easy to trust", "keep {it} looking good after years of use"],
  },
  electronics: {
    capacity: ["keep more on the device and delete less", "store what you need without juggling space"],
    battery: ["get through the day on a single charge", "travel without packing a charger"],
    quiet: ["hear your music, not the commute", "focus on calls without background noise"],
  },
  apparel: {
    material: ["feel the fabric's quality from the first wear", "wear {it} all day and stay comfortable"],
    safety: ["wear {it} next to your skin with confidence", "choose textiles tested for harmful substances"],
    durability: ["get more wear out of {it}", "keep {it} in your rotation for seasons"],
    care: ["wash {it} with the rest of your laundry", "keep {it} fresh without special care"],
    comfort: ["stay comfortable from morning to night", "keep going longer without sore spots"],
  },
  food: {
    diet: ["enjoy {it} whatever your diet asks of you", "know exactly what you are eating"],
    process: ["taste the difference the method makes", "enjoy a flavour that takes time to build"],
    origin: ["know where your food comes from", "enjoy something made with care"],
    safety: ["eat {it} with confidence", "share {it} with the whole family"],
  },
  beauty: {
    skin: ["care for your skin without irritation", "choose a formula that suits your skin"],
    diet: ["choose a formula that fits your values", "know what goes on your skin"],
    safety: ["use {it} daily with confidence", "apply {it} without second thoughts"],
  },
  saas: {
    integration: ["keep your data in sync without copying it by hand", "connect the tools you already use"],
    automation: ["let routine work run in the background", "save hours on repetitive tasks"],
    reporting: ["see where things stand at a glance", "make decisions from up-to-date numbers"],
    compliance: ["meet your obligations without last-minute panic", "stay on the right side of the rules"],
    support: ["get answers from people who know the product", "get help when you need it"],
    pricing: ["try it before you commit", "know what you will pay each month"],
    speed: ["get set up in an afternoon", "spend less time on admin"],
    warranty: ["buy with the cover written down", "know where you stand"],
  },
  service: {
    credentials: ["trust the work to people qualified to do it", "hire with the paperwork in order"],
    availability: ["get help when you need it, not when it suits someone else", "book a time that fits your week"],
    pricing: ["know the cost before work starts", "budget without surprises"],
    compliance: ["meet your deadlines and obligations on time", "keep your records in order"],
    support: ["get answers from someone who knows your case", "talk to a real person"],
    reporting: ["see where things stand at a glance", "make decisions from up-to-date numbers"],
    speed: ["get it sorted sooner", "spend less time waiting"],
    warranty: ["have the work covered", "know where you stand if something goes wrong"],
  },
};

/** The bank for a product: its kind, then its shelf, then the general one. */
function bankFor(kind: TopicKind, category: ProductCategory): Bank[] {
  const group = kind === "local" ? "service" : kind === "digital" || kind === "course" ? "saas" : kind;
  return [BANKS[group], BANKS[category], BANKS.all].filter((b): b is Bank => Boolean(b));
}

function shapeOf(text: string): FactShape {
  const t = text.toLowerCase();
  if (/^(for|made|made in|sourced|designed|suitable|ideal|perfect|no|without|with|from|by|in)\b/.test(t)) return "attached";
  if (
    /(-free|free|proof|resistant|safe|certified|washable|friendly|able|ible|ed|made|baked|roasted|crafted|based|lined)$/.test(t)
  )
    return "adjective";
  if (
    /^(waterproof|wireless|cordless|lightweight|compact|foldable|portable|organic|vegan|breathable|quiet|silent|adjustable|durable|ergonomic|handmade|rechargeable|hypoallergenic)$/.test(
      t,
    )
  )
    return "adjective";
  return "noun";
}

/** A feature as it should sit in a sentence: first word lowered only when it is a plain dictionary word. */
function asTyped(raw: string): string {
  const t = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!;:]+$/, "");
  const letters = t.replace(/[^\p{L}]/gu, "");
  const shouted = letters.length > 5 && letters === letters.toUpperCase();
  const text = shouted ? t.toLowerCase() : t;
  return text.replace(/^[\p{L}][\p{L}'’-]*/u, (w) =>
    /^\p{Lu}\p{Ll}*$/u.test(w) && isKnownWord(w.toLowerCase()) ? w.toLowerCase() : w,
  );
}

const TYPE_PREFIX_CHARS = 160;

/** Types each feature and gives it a benefit from the bank, never the same benefit twice. */
export function toFacts(features: string[], kind: TopicKind, category: ProductCategory, seed: number, plural: boolean): Fact[] {
  const banks = bankFor(kind, category);
  const used = new Set<string>();
  return features.map((raw, i) => {
    const text = asTyped(raw);
    // A feature's type shows in its opening words; the type patterns backtrack on long runs
    // ("1111..."), so they read a bounded prefix.
    const head = text.slice(0, TYPE_PREFIX_CHARS);
    const type = TYPES.find(([, re]) => re.test(head))?.[0] ?? "other";
    const options = banks.find((b) => b[type])?.[type] ?? [];
    const pool = options.filter((o) => !used.has(o));
    const picked = pool.length ? pool[(seed + i) % pool.length] : undefined;
    if (picked) used.add(picked);
    const benefit = picked?.replace(/\{it\}/g, plural ? "them" : "it");
    return { text, type, shape: shapeOf(text), ...(benefit ? { benefit } : {}) };
  });
}
