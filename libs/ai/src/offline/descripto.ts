// Descripto offline writer: a product description in one of five tones that turns each feature
// into a benefit, weaves the keywords in at 0.5-2.5% density, and keeps paragraphs short.
import type { z } from "zod";
import type { DescriptoResponse, descriptoRequestSchema } from "@seo/contracts/tools";
import type { Tone } from "@seo/contracts/constants";
import { DENSITY_BAND, MAX_PARAGRAPH_WORDS, checkDescriptionContent, keywordDensity } from "./seoRules";
import { trimDescription } from "./seosnapshot";
import { graphemeLength } from "../text/graphemes";
import { capitalize, hash, looksPlural, normWords, softLower, splitList, words } from "../text/words";

export type DescriptionInput = Pick<z.output<typeof descriptoRequestSchema>, "productName" | "keyFeatures" | "targetAudience" | "tone"> & {
  keywords?: string;
};

/** Feature cue -> [what the buyer can do, a short benefit tag for the bullet]. */
const BENEFITS: Array<[RegExp, string, string]> = [
  [/waterproof|water[- ]resistant|splash|ip6\d/i, "stay dry whatever the weather", "all-weather protection"],
  [/wireless|bluetooth|cordless/i, "move freely without tangled cables", "cable-free freedom"],
  [/battery|\d+\s*-?\s*h(ou)?rs?\b|charge/i, "go all day without hunting for a charger", "all-day power"],
  [/lightweight|ultra-?light|\bgrams?\b|\d+\s?g\b/i, "carry it everywhere without feeling the weight", "go-anywhere lightness"],
  [/stainless|steel|alumin|titanium|durable|reinforced|rugged|sturdy/i, "rely on it for years, not months", "built to last"],
  [/organic|natural|plant-based/i, "enjoy it knowing exactly what goes into it", "clean, natural ingredients"],
  [/quiet|silent|noise/i, "focus without distractions", "peace and quiet"],
  [/compact|foldable|portable|travel|space[- ]saving/i, "store it easily and take it anywhere", "fits anywhere"],
  [/easy to clean|dishwasher|washable|wipe/i, "clean up in seconds", "effortless cleaning"],
  [/adjustable|customi[sz]|personali[sz]|modular/i, "set it up exactly the way you like", "made to fit you"],
  [/comfort|ergonomic|cushion|soft|padded|memory foam/i, "stay comfortable for hours", "all-day comfort"],
  [/warranty|guarantee/i, "buy with complete peace of mind", "peace of mind"],
  [/eco|sustainable|recycled|biodegradable/i, "cut your footprint without compromise", "kinder to the planet"],
  [/smart|\bapp\b|wi-?fi|voice|alexa|google home/i, "control everything from your phone", "hands-free control"],
  [/energy|efficien|low power|solar/i, "save on running costs", "lower bills"],
  [/safe|bpa|certified|tested|non-toxic/i, "use it with total confidence", "proven safety"],
  [/\bhd\b|4k|display|screen|resolution|oled/i, "see every detail in sharp clarity", "crystal-clear picture"],
  [/sound|audio|bass|speaker|anc\b/i, "hear every note the way it was meant", "rich, detailed sound"],
  [/capacity|storage|\d+\s?(l|litre|liter|gb|tb|ml)\b|large/i, "fit everything you need in one place", "room for everything"],
  [/breathable|cotton|linen|merino|wool|fabric/i, "stay cool and fresh all day", "breathable comfort"],
  [/handmade|hand-?crafted|artisan/i, "own something made with real care", "crafted by hand"],
  [/gluten|vegan|sugar|protein|keto/i, "eat well without compromise", "better nutrition"],
  [/non-?stick/i, "cook with less oil and clean up fast", "healthier cooking"],
  [/fast|quick|rapid|speed|turbo|instant/i, "get more done in less time", "time saved"],
  [/fit|slim|tailored|stretch/i, "look sharp and move with ease", "a flattering fit"],
  [/secure|encrypt|privacy|lock/i, "keep what matters protected", "protection you can trust"],
];
/** A second way to say a benefit, for when two features point at the same one (merino wool and breathable mesh). */
const ALT_BENEFITS: Record<string, [string, string]> = {
  "stay cool and fresh all day": ["keep cool and dry even on long, warm days", "airflow where you need it"],
  "stay comfortable for hours": ["feel the difference with every step and every hour", "cushioned support"],
  "rely on it for years, not months": ["shrug off knocks and daily wear", "everyday toughness"],
  "clean up in seconds": ["keep it looking new with minimal effort", "easy upkeep"],
  "store it easily and take it anywhere": ["make the most of limited space", "space-saving design"],
  "use it with total confidence": ["enjoy it without second thoughts", "tested quality"],
  "go all day without hunting for a charger": ["top up quickly and get back to it", "fast recharging"],
  "get more done in less time": ["skip the waiting", "speed when it counts"],
  "set it up exactly the way you like": ["adapt it as your needs change", "flexible setup"],
  "enjoy it knowing exactly what goes into it": ["feel good about every use", "clean ingredients"],
  "look sharp and move with ease": ["find the fit that flatters you", "a better fit"],
  "control everything from your phone": ["automate the routine and forget about it", "smart automation"],
  "see every detail in sharp clarity": ["enjoy rich, true-to-life colour", "vivid colour"],
  "hear every note the way it was meant": ["catch every detail at any volume", "clear, balanced audio"],
};
const FALLBACK_BENEFITS: Array<[string, string]> = [
  ["make everyday tasks simpler", "everyday convenience"],
  ["get more value from every use", "lasting value"],
  ["count on consistent results", "consistent results"],
  ["spend less time on the small stuff", "less hassle"],
  ["enjoy the difference from day one", "instant improvement"],
  ["do more with less effort", "effortless use"],
];

interface Feature {
  text: string; // as written, lower-cased where it is not a name
  vp: string; // "stay dry whatever the weather"
  tag: string; // "all-weather protection"
}

function toFeatures(keyFeatures: string): Feature[] {
  let list = splitList(keyFeatures);
  if (list.length === 1) list = list[0]!.split(/\s+(?:and|plus)\s+|\.\s+/i).filter(Boolean);
  const used = new Set<string>();
  let fallback = 0;
  return list.slice(0, 6).map((raw) => {
    // Title Case input ("Merino Wool Blend") is lowered; otherwise only the first word, so names keep their capitals ("100% French linen").
    const ws = raw.split(/\s+/);
    const titled = ws.filter((w) => /^\p{Lu}/u.test(w)).length > ws.length / 2 && ws.length > 1;
    const text = (titled ? softLower(raw) : softLower(ws[0]!) + raw.slice(ws[0]!.length)).replace(/[.:;]+$/, "");
    const hit = BENEFITS.find(([re, vp]) => re.test(raw) && !used.has(vp));
    const alt = hit ? undefined : BENEFITS.filter(([re]) => re.test(raw)).map(([, vp]) => ALT_BENEFITS[vp]).find((a) => a && !used.has(a[0]));
    let vp: string;
    let tag: string;
    if (hit) [, vp, tag] = hit;
    else if (alt) [vp, tag] = alt;
    else [vp, tag] = FALLBACK_BENEFITS[fallback++ % FALLBACK_BENEFITS.length]!;
    used.add(vp);
    return { text, vp, tag };
  });
}

// "the 12-hour battery", but "100% French linen" and "2 speed settings" stand alone.
const the = (f: string) => (/^((a|an|the|up|over|with|no|all)\b|\d(?![\d.,]*-))/i.test(f) || looksPlural(f) ? f : `the ${f}`);

// ---- Keywords: what kind of phrase each one is decides the sentence it can live in ------------

/**
 * How a keyword can sit in a sentence. A keyword pack mixes calls to action ("buy online"), offers
 * ("free shipping", "limited offer"), social proof ("best seller"), adjectives ("wireless",
 * "easy to clean"), qualities ("long battery life") and product categories ("hiking socks");
 * each needs its own sentence frame to read naturally.
 */
export type KeywordKind = "cta" | "perk" | "promo" | "proof" | "adjective" | "quality" | "thing";

const CTA_START = /^(buy|shop|order|get|try|book|grab|discover|call|download|subscribe|compare|save|find|explore)\b/;
const PERK_END = /(shipping|delivery|returns?|guarantee|warranty|trial|installation|support|assembly|gift wrap(ping)?|exchanges?)$/;
const PROMO_END = /(offer|offers|deal|deals|discount|sale|coupon|bundle|price|prices|savings|clearance|promotion)$/;
const PROOF = /(best ?sellers?|bestsellers?|favou?rites?|top[- ]rated|award[- ]winning|highly rated|most popular|five[- ]star|5[- ]star|must[- ]have)$/;
const ADJECTIVES = new Set(
  (
    "wireless trendy organic durable modern compact premium smart portable lightweight waterproof cordless rechargeable " +
    "sustainable eco-friendly ergonomic adjustable foldable handmade handcrafted natural vegan non-toxic breathable washable " +
    "affordable reliable stylish elegant luxurious minimalist versatile innovative quiet silent fast powerful safe hypoallergenic " +
    "biodegradable recyclable reusable stackable dishwasher-safe machine-washable gluten-free sugar-free cruelty-free bpa-free"
  ).split(" "),
);
const ADJECTIVE_PHRASE = /^([\w-]*(ed|made|ground|grown|built|sourced|crafted|woven|spun)( (in|from|by|with|for) .+)?|easy to \w+|simple to \w+|ready to \w+|built to last|made to last|space[- ]saving|long[- ]lasting|eco[- ]friendly|energy[- ]efficient|family[- ]friendly|pet[- ]friendly|kid[- ]friendly|user[- ]friendly|made in .+|\w+ly (tested|proven|certified|approved|made|designed|sourced)|\w+[- ](free|proof|resistant|friendly|safe|ready))$/;
// Head nouns that name a quality the buyer gets, not the thing they buy.
const QUALITY_END = /(performance|life|fit|style|fashion|design|quality|comfort|technology|tech|features?|ingredients|lifestyle|wellness|fabrics?|materials?|finish|sound|value|protection|care|nutrition|health|efficiency|look|feel|craftsmanship|durability|safety|hygiene|beauty|power|speed|control|convenience|experience|support|results?|flavou?r|taste|texture|hydration|sleep|energy|luxury|elegance|innovation|reliability|precision|accuracy|connectivity|storage|capacity|battery)$/;

export function keywordKind(keyword: string): KeywordKind {
  const k = normWords(keyword).join(" ");
  if (CTA_START.test(k)) return "cta";
  if (PROOF.test(k)) return "proof";
  if (PERK_END.test(k)) return "perk";
  if (PROMO_END.test(k)) return "promo";
  const ws = k.split(" ");
  if (ADJECTIVES.has(k) || ADJECTIVE_PHRASE.test(k)) return "adjective";
  if (ws.length === 1 && /(ful|less|able|ible|ic|ive|ous|ish|y)$/.test(k) && !/(ity|ry|ty|ology|ness)$/.test(k)) return "adjective";
  if (ws.length <= 3 && /(able|ible|proof|resistant|free|friendly|safe|less|ful)$/.test(ws.at(-1) ?? "")) return "adjective";
  if (QUALITY_END.test(ws.at(-1) ?? "")) return "quality";
  return "thing";
}

// Nouns that take no article ("free shipping", "travel coffee"): read "looking for free shipping".
const MASS = /^(shipping|coffee|tea|design|style|quality|performance|comfort|life|technology|fashion|wellness|decor|decoration|care|food|support|skincare|software|furniture|clothing|equipment|gear|wear|storage|security|nutrition|fitness|travel|water|ware|advice|music|sound|power|protection|wool|cotton|leather|fabric|luggage|jewelry|jewellery|bedding|lighting|makeup|hardware|luck|value|hydration|sleep|energy|luxury|elegance|innovation|reliability|precision|connectivity|convenience|delivery|flavou?r|taste|texture|beauty|health|safety|hygiene|durability|craftsmanship|efficiency|speed|control|powder|oil|tea|sugar|flour|rice|salt|honey|butter|cream|milk|chocolate|protein|granola|soap|paint|wax|\w*(ware|wear|care))$/;

/** The phrase with "a"/"an"/"the" when it needs one ("a portable coffee maker", "the latest technology"). */
function withArticle(phrase: string): string {
  const ws = normWords(phrase);
  const first = ws[0] ?? "";
  const last = ws.at(-1) ?? "";
  if (/^(latest|newest|best|finest|ultimate|highest|lowest|most)$/.test(first)) return `the ${phrase}`;
  if (looksPlural(phrase) || MASS.test(last) || /^(a|an|the|your|our|this|these|some|every)$/.test(first) || /^\d/.test(last)) return phrase;
  return `${/^[aeiou]/i.test(phrase) && !/^(uni|use|eu|one)/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "our limited offer", "our 2-year warranty"; mass and plural perks stand alone ("free shipping"). */
function withOur(phrase: string): string {
  const ws = normWords(phrase);
  if (/^(a|an|the|our|your)$/.test(ws[0] ?? "") || looksPlural(phrase) || /(shipping|delivery|support|installation|assembly|wrapping)$/.test(ws.at(-1) ?? "")) return phrase;
  return `our ${phrase}`;
}

/** Keyword sentence frames per kind: {k} the keyword as written, {ak} with its article, {ok} with "our", {p} product, {t} " today" unless the keyword names a time. */
type Frames = Record<KeywordKind, [string, string, string]>;

interface ToneKit {
  openers: string[]; // {P} product, {is} is/are, {aud} audience (always last in its clause), {cat}/{acat} what the product is
  feature: string[]; // {F} "The feature" (capitalised), {f} feature, {the_f} "the feature", {vp}, {s} verb agreement
  featureAdj: string; // a feature that is an adjective ("machine washable"): {f} {vp}
  context: string; // {ctx} where it fits in the audience's life
  heading: string;
  bullet: string; // {F0} feature as written, {tag} {vp}
  frames: Frames;
  closers: string[]; // {p}
}

const TONES: Record<Tone, ToneKit> = {
  professional: {
    openers: [
      "{p} {is} {acat} designed for {aud}. It is a practical, dependable choice that performs every day.",
      "{p} {is} {acat} with reliable performance where it counts. It is made to keep the working day simple and productive for {aud}.",
      "For {aud}, {p} is a reliable answer to everyday demands. As {acat}, it combines thoughtful design with efficient, consistent results.",
    ],
    feature: ["{F} mean{s} you can {vp}.", "Thanks to {the_f}, you can {vp}.", "{F} let{s} you {vp}, day after day.", "With {the_f}, you can {vp}."],
    featureAdj: "It is {f}, so you can {vp}.",
    context: "It fits naturally into your day, {ctx}. The result is less time spent on workarounds and more time for the work that matters.",
    heading: "Key features:",
    bullet: "- {F0}: {tag}",
    frames: {
      thing: ["For anyone choosing {ak}, it sets a dependable standard.", "It changes what you can expect from {ak}.", "It is a considered choice for anyone who needs {ak}."],
      quality: ["It also brings {ak} to your everyday routine.", "You also get {ak}, without paying for extras you do not need.", "{K}, without compromise."],
      adjective: ["It is {k} by design, not as an afterthought.", "Being {k}, it suits a demanding routine.", "Practical and {k}, it earns its place."],
      proof: ["It is {ak} for good reason.", "There is a reason it is {ak}: it delivers.", "Its record as {ak} speaks for itself."],
      cta: ["{K}{t} and have {p} delivered to your door.", "You can {k} in just a few clicks.", "{K} with confidence."],
      perk: ["Every order comes with {ok}.", "You also benefit from {ok}.", "Orders include {ok}."],
      promo: ["Take advantage of {ok} while it lasts.", "Order now to secure {ok}.", "Ask about {ok} today."],
    },
    closers: ["Order {p} today and see the difference in your routine.", "Choose {p} today and invest in results that last."],
  },
  casual: {
    openers: [
      "Meet {p}, your new go-to {cat}. We made it for people who want stuff that just works, no fuss. Perfect for {aud}.",
      "Let's be honest: nobody has time for gear that lets them down. That's why we built {p}, {acat} that simply gets it right for {aud}.",
      "Say hi to {p}: {acat} made easy, for {aud}.",
    ],
    feature: ["{F}? That means you can {vp}.", "{F} let{s} you {vp}. Easy.", "And with {the_f}, you're free to {vp}.", "{F}? Yep, so you can {vp}."],
    featureAdj: "It's {f}, which means you can {vp}.",
    context: "It just fits into your life, {ctx}. No learning curve, no drama, just something that works when you need it.",
    heading: "Why you'll love it:",
    bullet: "- {F0}, so you {vp}",
    frames: {
      thing: ["Looking for {ak}? You just found it.", "Honestly, it's the {k} we always wanted.", "Good {k}, minus the fuss."],
      quality: ["Plus, you get {ak}, no compromises.", "And yes, you get {ak} too.", "{K}? Check."],
      adjective: ["Oh, and it's {k}. Nice.", "It's {k}, it's simple, and it just works.", "Simple, {k}, done."],
      proof: ["No wonder it's {ak}.", "There's a reason it's {ak}.", "Yep, {ak}."],
      cta: ["{K}{t} and get {p} on {its} way to you.", "Just {k}: it takes about a minute.", "Go ahead, {k}."],
      perk: ["Oh, and you get {ok}.", "Yep, {ok} included.", "And {ok}, obviously."],
      promo: ["Don't miss {ok}, it won't stick around.", "Heads up: {ok} ends soon.", "Psst: {ok}."],
    },
    closers: ["Grab yours today. You'll wonder how you managed without it.", "Go on, try {p} today. Your future self says thanks."],
  },
  enthusiastic: {
    openers: [
      "Get ready to fall in love with {p}! It's the {cat} upgrade you have been waiting for, made for {aud}!",
      "Say hello to {p}, the most exciting {cat} news in years! It's made for {aud}, and it delivers from day one.",
      "This is it! {p} {is} {acat} like no other, made for {aud}!",
    ],
    feature: ["With {the_f}, you can {vp}!", "{F} let{s} you {vp}. How great is that?", "Imagine being able to {vp}: {the_f} make{s} it happen!", "{F} mean{s} you {vp}, every single time!"],
    featureAdj: "It's {f}, so you can {vp}!",
    context: "It's right there with you {ctx}, and it makes every single day a little brighter!",
    heading: "What you get:",
    bullet: "- {F0}: {tag}!",
    frames: {
      thing: ["Searching for {ak}? Your search ends right here!", "This is the {k} you've been dreaming of!", "What a {k}!"],
      quality: ["And you get {ak} that will make you smile!", "Add {ak} to the mix and it just gets better!", "{K}? You bet!"],
      adjective: ["Best of all, it's {k}!", "It's {k}, and you are going to love it!", "So {k}!"],
      proof: ["It's {ak} for a reason!", "No surprise it's {ak}!", "Officially {ak}!"],
      cta: ["{K}{t} and get {p} into your hands fast!", "It's so easy to {k}!", "{K}!"],
      perk: ["Plus, every order comes with {ok}!", "And don't forget: {ok}!", "Yes, {ok}!"],
      promo: ["Hurry, don't miss out on {ok}!", "Jump on {ok} before it's gone!", "Yes, {ok}!"],
    },
    closers: ["Don't wait: order {p} today and see what the excitement is about!", "Grab {p} now and start enjoying it today!"],
  },
  luxury: {
    openers: [
      "{p} is an invitation to something finer. Conceived as {acat} of rare refinement, it is made for {aud}.",
      "Some things are simply made better. {p} is one of them: {acat} created for {aud}.",
      "Crafted for {aud}, {p} {is} {acat} of understated elegance and meticulous attention to detail.",
    ],
    feature: ["{F} allow{s} you to {vp}, with quiet confidence.", "Every detail is considered: {the_f} let{s} you {vp}.", "Through {the_f}, you {vp}, effortlessly.", "{F}: a detail that lets you {vp} with ease."],
    featureAdj: "It is {f}, allowing you to {vp}.",
    context: "It accompanies you {ctx}, bringing a sense of calm assurance to every moment.",
    heading: "The details:",
    bullet: "- {F0}, for {tag}",
    frames: {
      thing: ["It redefines what {ak} can be.", "For those who expect more from {ak}, it is without equal.", "A rare kind of {k}."],
      quality: ["It pairs {ak} with rare refinement.", "It treats {ak} as an art form.", "It offers {ak}, quietly perfected."],
      adjective: ["It is {k}, refined and made to last.", "It is {k}, and every detail shows it.", "Refined and {k}."],
      proof: ["It is, quite rightly, {ak}.", "It has become {ak} among those who know.", "Quietly, {ak}."],
      cta: ["{K}{t} and make {p} your own.", "You may {k} at your leisure.", "{K}, at your leisure."],
      perk: ["Each order arrives with {ok}.", "Enjoy the ease of {ok}.", "With {ok}, naturally."],
      promo: ["For a short time only, enjoy {ok}.", "Take a moment to discover {ok}.", "Discover {ok}."],
    },
    closers: ["Discover {p} and treat yourself to the exceptional.", "Experience {p}, a lasting expression of your taste."],
  },
  technical: {
    openers: [
      "Made for {aud}, {p} {is} {acat} judged on real performance, not promises. The list below shows what each feature does and why it matters.",
      "Designed around real-world use, {p} is {acat} with a clear focus on speed, reliability and low upkeep, made for {aud}.",
      "{p} {is} {acat}, precisely specified and made for {aud}.",
    ],
    feature: ["{F}: in practice, you can {vp}.", "Spec: {f}. Result: you can {vp}.", "{F} let{s} you {vp} under everyday load.", "Using {the_f}, you can {vp}."],
    featureAdj: "Spec: {f}. Result: you can {vp}.",
    context: "Use case: {ctx}. Setup takes minutes, and upkeep is kept to a minimum.",
    heading: "Specifications and benefits:",
    bullet: "- {F0} (benefit: {tag})",
    frames: {
      thing: ["Compared with {typ}, it meets or beats the class standard.", "Every spec is chosen to make it the {k} you will not need to replace.", "Category: {k}."],
      quality: ["It is engineered with {ak} in mind.", "Design priority: {ak}, verified in everyday use.", "Focus: {k}."],
      adjective: ["It is {k}, as stated in the specifications.", "Design note: it is {k} without trade-offs in performance.", "Status: {k}."],
      proof: ["Sales data back it up: it is {ak}.", "Reviews agree: it is {ak}.", "Status: {ak}."],
      cta: ["{K}{t} and put {p} to work in your setup.", "You can {k} with full specifications on every page.", "{K}: specs above."],
      perk: ["Included with every order: {ok}.", "Order terms: {ok} on every purchase.", "Terms: {ok}."],
      promo: ["Pricing note: check {ok} at checkout.", "Check {ok} before you order.", "Pricing: {ok}."],
    },
    closers: ["Check the specs above and order {p} for your setup today.", "Compare the figures, then order {p} today."],
  },
};

/** The keyword's slots for the frames. */
function keywordVars(kw: string, product: string, plural = looksPlural(product)): Record<string, string> {
  const ws = normWords(kw);
  const timed = /\b(now|today|tonight|online today)$/.test(ws.join(" "));
  const mass = looksPlural(kw) || MASS.test(ws.at(-1) ?? "");
  return {
    k: kw,
    K: capitalize(kw),
    ak:
      keywordKind(kw) !== "proof"
        ? withArticle(kw)
        : /(seller|favou?rite|must[- ]have)$/.test(ws.join(" "))
          ? `${/^[aeiou]/i.test(kw) ? "an" : "a"} ${kw}`
          : kw,
    ok: withOur(kw),
    typ: mass ? `typical ${kw}` : `a typical ${kw}`,
    t: timed ? "" : " today",
    p: product,
    its: plural ? "their" : "its",
  };
}

/**
 * An audience that reads well after "for": "Young adults (18-25)" -> "young adults",
 * "Premium/luxury buyers" -> "premium and luxury buyers", and a niche turned into an audience
 * ("home coffee roasting equipment for beginners enthusiasts") -> "home coffee roasting beginners".
 */
export function audiencePhrase(raw: string): string {
  let a = softLower(raw.replace(/\s+/g, " ").trim())
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/\s*\/\s*/g, " and ")
    .replace(/[.!?]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  // "{niche} enthusiasts" (how the workflow builds an audience from a niche): the niche is often a
  // product ("home coffee roasting equipment for beginners"); keep the activity and the group.
  const role = a.match(/^(.*\S)\s+(enthusiasts|fans|lovers|hobbyists)$/);
  if (role) {
    const [topic, group] = role[1]!.split(/ for (?=\S)/);
    const activity = topic!.replace(/\s+(equipment|gear|machines?|tools?|supplies|products?|kits?|accessories|sets?|devices?)$/, "");
    // A noun used as a modifier is singular: "running shoes" -> "running shoe enthusiasts".
    const modifier = activity.replace(/(\w{3,})(ies|s)$/, (w, stem: string, end: string) => (/(ss|us|is|ics)$/.test(w) ? w : end === "ies" ? `${stem}y` : stem));
    if (group && /^(beginners|newbies|novices|starters|first-timers)$/.test(group)) a = `${modifier} ${group}`;
    else if (group) a = `${group} into ${activity}`;
    else a = `${modifier} ${role[2]}`;
  }
  return a || softLower(raw.trim());
}

/** Where the product fits in the life of each audience of SPEC.md section 9. */
const AUDIENCE_CONTEXT: Array<[RegExp, string]> = [
  [/young adults/i, "between classes, commutes and weekends away"],
  [/young professionals/i, "from early meetings to after-work plans"],
  [/famil|children|parents/i, "through busy school mornings and family weekends"],
  [/middle-aged/i, "across a full working week and a busy home life"],
  [/senior|50\+/i, "in simple, comfortable everyday use"],
  [/health/i, "as part of a healthy, active routine"],
  [/budget/i, "without stretching your budget"],
  [/premium|luxury/i, "wherever you expect the very best"],
  [/tech/i, "alongside the rest of your connected setup"],
  [/busy|professional/i, "from the first meeting to the last email"],
  [/student/i, "from lectures to late-night study sessions"],
  [/athlete|runner|fitness/i, "from warm-up to cool-down"],
];

function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

/** Groups sentences into paragraphs of fewer than `max` words. */
function paragraphize(sentences: string[], max = MAX_PARAGRAPH_WORDS - 10): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let n = 0;
  for (const s of sentences) {
    const w = words(s).length;
    if (cur.length && n + w > max) {
      out.push(cur.join(" "));
      cur = [];
      n = 0;
    }
    cur.push(s);
    n += w;
  }
  if (cur.length) out.push(cur.join(" "));
  return out;
}

function assemble(opening: string[], body: string[], heading: string, bullets: string[], closing: string[]): string {
  return [...paragraphize(opening), ...paragraphize(body), [heading, ...bullets].join("\n"), ...paragraphize(closing)].join("\n\n");
}

/** A 140-160 character meta description from the opening and the call to action, cut on whole sentences. */
function metaDescription(opening: string[], cta: string, firstBenefit: string): string {
  const candidates = [
    [opening[0], cta],
    [opening[1], cta],
    [opening[0], firstBenefit],
    [opening[1], firstBenefit, cta],
    [opening[0], opening[1]],
    [opening[0], opening[1], cta],
    [opening[0]],
  ].map((parts) => parts.filter(Boolean).join(" "));
  const fit = candidates.filter((c) => graphemeLength(c) <= 160);
  const inBand = fit.filter((c) => graphemeLength(c) >= 140);
  return inBand[0] ?? fit.sort((a, b) => graphemeLength(b) - graphemeLength(a))[0] ?? trimDescription(candidates[0]!);
}

export function writeDescription(input: DescriptionInput): DescriptoResponse {
  const product = input.productName.replace(/\s+/g, " ").trim();
  const audience = audiencePhrase(input.targetAudience);
  const kit = TONES[input.tone];
  const seed = hash(`${product}|${input.tone}|${input.keyFeatures}`);
  const features = toFeatures(input.keyFeatures);
  const given = [...new Set(splitList(input.keywords ?? "").map((k) => k.toLowerCase()))];
  const derived = given.length === 0;
  // Without keywords, optimise for what the product is: the last words of its name ("coffee maker").
  const nameWords = words(product);
  const fromName = softLower(nameWords.slice(-Math.min(2, nameWords.length)).join(" ")).toLowerCase();
  const keywords = derived ? [fromName] : given.slice(0, 5);
  const skipped = given.slice(5);
  const kinds = new Map(keywords.map((k) => [k, keywordKind(k)] as const));

  // The opener names what the product is: a category keyword when one was given, else the name's tail.
  const unbranded = nameWords.length >= 3 ? softLower(nameWords.slice(1).slice(-3).join(" ")) : fromName;
  let category = keywords.find((k) => kinds.get(k) === "thing") ?? (unbranded.includes(fromName) ? unbranded : fromName);
  const openerFor = () =>
    render(kit.openers[seed % kit.openers.length]!, {
    p: product,
    is: looksPlural(product) ? "are" : "is",
    aud: audience,
    cat: category,
    acat: withArticle(category),
  });

  const body = features.slice(0, 4).map((f, i) =>
    capitalize(
      render(keywordKind(f.text) === "adjective" ? kit.featureAdj : kit.feature[(seed + i) % kit.feature.length]!, {
        F: capitalize(the(f.text)),
        f: f.text,
        the_f: the(f.text),
        vp: f.vp,
        s: looksPlural(f.text) ? "" : "s",
      }),
    ),
  );
  const ctx = AUDIENCE_CONTEXT.find(([re]) => re.test(input.targetAudience))?.[1] ?? "in the moments that matter to you";
  const contextSentences = render(kit.context, { ctx }).split(/(?<=[.!?])\s+/);
  const bullets = features.map((f) => render(kit.bullet, { F0: capitalize(f.text), tag: f.tag, vp: f.vp }));
  // A call-to-action keyword ("buy online") becomes the closing call to action itself.
  const ctaKeyword = keywords.find((k) => kinds.get(k) === "cta");
  // The closing names the product again, unless its name alone pushes a keyword over the band
  // ("organic" in "GreenLeaf Organic Matcha"): then it says "it".
  let closingName = product;
  const closerFor = () =>
    ctaKeyword
      ? render(kit.frames.cta[0], keywordVars(ctaKeyword, closingName, looksPlural(product)))
      : render(kit.closers[(seed >>> 4) % kit.closers.length]!, { p: closingName });
  let closer = closerFor();

  // Each keyword gets sentences written for its kind: offers and calls to action sit with the closing
  // call to action, the rest in the body next to the features. Mentions are added until the keyword
  // reaches the density band; a short text means one natural mention is usually enough.
  // Start without keyword sentences: a keyword the name, opener or features already carry needs none.
  const mentions = new Map<string, number>(keywords.map((k) => [k, 0]));
  // Keywords of the same kind start on different frames, so two offers never share a sentence shape.
  const rank = new Map(keywords.map((k, i) => [k, keywords.slice(0, i).filter((o) => kinds.get(o) === kinds.get(k)).length]));
  const sentence = (kw: string, n: number) => {
    const frames = kit.frames[kinds.get(kw)!];
    // Frame 0 of a call to action is the closer; the others rotate over the remaining frames.
    const i = kw === ctaKeyword ? 1 + ((rank.get(kw)! + n - 1) % (frames.length - 1)) : (rank.get(kw)! + n) % frames.length;
    return capitalize(render(frames[i]!, keywordVars(kw, closingName, looksPlural(product))));
  };
  const compose = () => {
    const opener = openerFor();
    const openingWith = opener.split(/(?<=[.!?])\s+/).map((x) => capitalize(x));
    const bodyWith: string[] = [];
    const closingWith: string[] = [];
    const bodyKw: string[] = [];
    keywords.forEach((kw) => {
      const kind = kinds.get(kw)!;
      // The cta keyword's first frame is the closer; its extra mentions start at the second frame.
      for (let j = 0; j < mentions.get(kw)!; j++) {
        const s = sentence(kw, kw === ctaKeyword ? j + 1 : j);
        if (kind === "cta" || kind === "perk" || kind === "promo") closingWith.push(s);
        else if (j === 0) bodyKw.push(s);
        else closingWith.unshift(s);
      }
    });
    // Without a category keyword in the opener, the first keyword sentence joins the opening paragraph.
    const openerHasKeyword = keywords.some((k) => keywordDensity(opener, k).count > 0);
    if (!openerHasKeyword && bodyKw.length) openingWith.push(bodyKw.shift()!);
    body.forEach((s, i) => {
      bodyWith.push(s);
      if (bodyKw.length && i % 2 === 1) bodyWith.push(bodyKw.shift()!);
    });
    bodyWith.push(...bodyKw, ...contextSentences);
    return assemble(openingWith, bodyWith, kit.heading, bullets, [...closingWith, closer]);
  };
  let text = compose();
  for (let round = 0; round < 8; round++) {
    let changed = false;
    for (const kw of keywords) {
      const { density } = keywordDensity(text, kw);
      const n = mentions.get(kw)!;
      const max = kit.frames[kinds.get(kw)!].length - (kw === ctaKeyword ? 1 : 0);
      if (density < DENSITY_BAND.min && n < max) {
        mentions.set(kw, n + 1);
        changed = true;
      } else if (density > DENSITY_BAND.max && n > 0) {
        mentions.set(kw, n - 1);
        changed = true;
      }
    }
    if (!changed && closingName === product && keywords.some((kw) => keywordDensity(text, kw).density > DENSITY_BAND.max && normWords(product).some((w) => normWords(kw).includes(w)))) {
      closingName = looksPlural(product) ? "them" : "it";
      closer = closerFor();
      changed = true;
    } else if (!changed && category !== fromName && keywords.some((kw) => keywordDensity(text, kw).density > DENSITY_BAND.max && keywordDensity(category, kw).count > keywordDensity(fromName, kw).count)) {
      category = fromName;
      changed = true;
    }
    if (!changed) break;
    text = compose();
  }

  const seoChecks = checkDescriptionContent(text, keywords);
  const suggestions: string[] = [];
  if (derived) suggestions.push(`No keywords were given, so the copy is optimised for "${keywords[0]}". Add 1-3 phrases your buyers search for (try a TrendSpy search) for a sharper result.`);
  if (skipped.length) suggestions.push(`Only the first 5 keywords were woven in; ${skipped.map((k) => `"${k}"`).join(", ")} would push density into stuffing. Use them on another page or in the meta description.`);
  for (const c of seoChecks) if (!c.passed) suggestions.push(c.message);
  if (!features.some((f) => /\d/.test(f.text))) suggestions.push('Add hard numbers to the features (battery hours, weight, size, capacity): specifics such as "40-hour battery" convert better than adjectives.');
  suggestions.push("Add a proof point near the top: a rating, review count, award or guarantee builds trust before the price.");
  closingName = product; // the meta description stands alone, so it names the product
  const meta = metaDescription(openerFor().split(/(?<=[.!?])\s+/), closerFor(), body[0] ?? "");
  suggestions.push(`Meta description (${graphemeLength(meta)} characters): "${meta}"`);
  const densities = keywords.map((k) => `"${k}" ${keywordDensity(text, k).density}%`).join(", ");
  suggestions.push(`Keyword density: ${densities} (target ${DENSITY_BAND.min}-${DENSITY_BAND.max}%). Keep it there when you edit.`);

  return { result: text, suggestions, seoChecks, source: "offline" };
}
