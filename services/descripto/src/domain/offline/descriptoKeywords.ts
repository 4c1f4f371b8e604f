// Descripto's reading of keywords and audiences: what kind of phrase a keyword is decides the
// sentence it can live in; an audience is rewritten so it reads after "for".
import { looksPlural, normWords, softLower } from "@seo/ai/text/words";
import { articleFor } from "@seo/ai/text/language";

// ---- Keywords: what kind of phrase each one is decides the sentence it can live in ------------

/**
 * How a keyword can sit in a sentence. A keyword pack mixes calls to action ("buy online"), offers
 * ("free shipping", "limited offer"), social proof ("best seller"), adjectives ("wireless",
 * "easy to clean"), qualities ("long battery life") and product categories ("hiking socks");
 * each needs its own sentence frame to read naturally.
 */
export type KeywordKind = "cta" | "perk" | "promo" | "proof" | "adjective" | "quality" | "thing";

const CTA_START = /^(buy|shop|order|get|try|book|grab|discover|call|download|subscribe|compare|save|find|explore)\b/;
const PERK_END =
  /(shipping|delivery|returns?|guarantee|warranty|trial|installation|support|assembly|gift wrap(ping)?|exchanges?)$/;
const PROMO_END = /(offer|offers|deal|deals|discount|sale|coupon|bundle|price|prices|savings|clearance|promotion)$/;
const PROOF =
  /(best ?sellers?|bestsellers?|favou?rites?|top[- ]rated|award[- ]winning|highly rated|most popular|five[- ]star|5[- ]star|must[- ]have)$/;
const ADJECTIVES = new Set(
  (
    "wireless trendy organic durable modern compact premium smart portable lightweight waterproof cordless rechargeable " +
    "sustainable eco-friendly ergonomic adjustable foldable handmade handcrafted natural vegan non-toxic breathable washable " +
    "affordable reliable stylish elegant luxurious minimalist versatile innovative quiet silent fast powerful safe hypoallergenic " +
    "biodegradable recyclable reusable stackable dishwasher-safe machine-washable gluten-free sugar-free cruelty-free bpa-free"
  ).split(" "),
);
const ADJECTIVE_PHRASE =
  /^([\w-]*(ed|made|ground|grown|built|sourced|crafted|woven|spun)( (in|from|by|with|for) .+)?|easy to \w+|simple to \w+|ready to \w+|built to last|made to last|space[- ]saving|long[- ]lasting|eco[- ]friendly|energy[- ]efficient|family[- ]friendly|pet[- ]friendly|kid[- ]friendly|user[- ]friendly|made in .+|\w+ly (tested|proven|certified|approved|made|designed|sourced)|\w+[- ](free|proof|resistant|friendly|safe|ready))$/;
// Head nouns that name a quality the buyer gets, not the thing they buy.
const QUALITY_END =
  /(performance|life|fit|style|fashion|design|quality|comfort|technology|tech|features?|ingredients|lifestyle|wellness|fabrics?|materials?|finish|sound|value|protection|care|nutrition|health|efficiency|look|feel|craftsmanship|durability|safety|hygiene|beauty|power|speed|control|convenience|experience|support|results?|flavou?r|taste|texture|hydration|sleep|energy|luxury|elegance|innovation|reliability|precision|accuracy|connectivity|storage|capacity|battery)$/;

export function keywordKind(keyword: string): KeywordKind {
  const k = normWords(keyword).join(" ");
  if (CTA_START.test(k)) return "cta";
  if (PROOF.test(k)) return "proof";
  if (PERK_END.test(k)) return "perk";
  if (PROMO_END.test(k)) return "promo";
  const ws = k.split(" ");
  if (ADJECTIVES.has(k) || ADJECTIVE_PHRASE.test(k)) return "adjective";
  if (ws.length === 1 && /(ful|less|able|ible|ic|ive|ous|ish|y)$/.test(k) && !/(ity|ry|ty|ology|ness)$/.test(k))
    return "adjective";
  if (ws.length <= 3 && /(able|ible|proof|resistant|free|friendly|safe|less|ful)$/.test(ws.at(-1) ?? "")) return "adjective";
  if (QUALITY_END.test(ws.at(-1) ?? "")) return "quality";
  return "thing";
}

// Nouns that take no article ("free shipping", "travel coffee"): read "looking for free shipping".
const MASS =
  /^(shipping|coffee|tea|design|style|quality|performance|comfort|life|technology|fashion|wellness|decor|decoration|care|food|support|skincare|software|furniture|clothing|equipment|gear|wear|storage|security|nutrition|fitness|travel|water|ware|advice|music|sound|power|protection|wool|cotton|leather|fabric|luggage|jewelry|jewellery|bedding|lighting|makeup|hardware|luck|value|hydration|sleep|energy|luxury|elegance|innovation|reliability|precision|connectivity|convenience|delivery|flavou?r|taste|texture|beauty|health|safety|hygiene|durability|craftsmanship|efficiency|speed|control|powder|oil|tea|sugar|flour|rice|salt|honey|butter|cream|milk|chocolate|protein|granola|soap|paint|wax|\w*(ware|wear|care))$/;

/** The phrase with "a"/"an"/"the" when it needs one ("a portable coffee maker", "the latest technology"). */
export function keywordWithArticle(phrase: string): string {
  const ws = normWords(phrase);
  const first = ws[0] ?? "";
  const last = ws.at(-1) ?? "";
  if (/^(latest|newest|best|finest|ultimate|highest|lowest|most)$/.test(first)) return `the ${phrase}`;
  if (looksPlural(phrase) || MASS.test(last) || /^(a|an|the|your|our|this|these|some|every)$/.test(first) || /^\d/.test(last))
    return phrase;
  return `${articleFor(phrase)} ${phrase}`;
}

/** "our limited offer", "our 2-year warranty"; mass and plural perks stand alone ("free shipping"). */
export function withOur(phrase: string): string {
  const ws = normWords(phrase);
  if (
    /^(a|an|the|our|your)$/.test(ws[0] ?? "") ||
    looksPlural(phrase) ||
    /(shipping|delivery|support|installation|assembly|wrapping)$/.test(ws.at(-1) ?? "")
  )
    return phrase;
  return `our ${phrase}`;
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
    const activity = topic!.replace(
      /\s+(equipment|gear|machines?|tools?|supplies|products?|kits?|accessories|sets?|devices?)$/,
      "",
    );
    // A noun used as a modifier is singular: "running shoes" -> "running shoe enthusiasts".
    const modifier = activity.replace(/(\w{3,})(ies|s)$/, (w, stem: string, end: string) =>
      /(ss|us|is|ics)$/.test(w) ? w : end === "ies" ? `${stem}y` : stem,
    );
    if (group && /^(beginners|newbies|novices|starters|first-timers)$/.test(group)) a = `${modifier} ${group}`;
    else if (group) a = `${group} into ${activity}`;
    else a = `${modifier} ${role[2]}`;
  }
  return a || softLower(raw.trim());
}
