// Descripto's keywords: what kind of phrase each one is decides where it can stand without a
// grammar slot. A product category that names the product ("portable coffee maker" for a coffee
// maker) joins the intro as an appositive; a call to action ("buy online") is the closing line;
// qualities, offers and social proof the user gave ("long battery life", "free shipping", "best
// seller") are list items, as typed. A keyword that names something else ("travel coffee" for a
// coffee maker) is not forced into the copy: a suggestion says why.
import { countWords, looksPlural, normWords } from "@seo/ai/text/words";
import { articleFor, singularOf } from "@seo/ai/text/language";

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
  // Offers as clients type them: "free quote", "free consultation", "20% off".
  if (/^free\s/.test(k)) return "perk";
  if (/\d+\s?% off\b|\boff\b/.test(k)) return "promo";
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
  // "a USB-C charger": an acronym with a hyphenated letter takes its letters' article ("USB").
  return `${articleFor(phrase.replace(/^(\p{Lu}{2,})-\p{Lu}*\d*\b/u, "$1"))} ${phrase}`;
}

/** Where each keyword stands in the draft (keywords already in the user's text need no place). */
export interface KeywordPlaces {
  /** The category keyword as an appositive (", a portable coffee maker"), or "". */
  cat: string;
  /** Keywords shown as list items after the features (as typed; the list capitalises them). */
  items: string[];
  /** Call-to-action keywords, in the closing line. */
  ctas: string[];
  /** Keywords that are none of the user's facts: left out, with a suggestion. */
  unplaced: string[];
  /** Keywords whose words are all in the name, though not side by side ("dog grooming Leeds"): left out. */
  nearName: string[];
  /** Claims the user gave as keywords ("best seller", "clinically tested"), to be checked by them. */
  claims: string[];
}

const CLAIM =
  /\b(best|top|#1|no\.? ?1|favou?rite|award|rated|clinically|proven|tested|certified|guaranteed?|bestsellers?|popular)\b/i;

/** The last word of a phrase, singular and lower case ("Hiking Socks" -> "sock"). */
const headOf = (phrase: string) => singularOf(normWords(phrase).at(-1) ?? "");

/** Words for matching, a hyphenated word as its parts ("USB-C" and "usb c" are the same words). */
const partsOf = (text: string) => normWords(text).flatMap((w) => w.split("-").filter(Boolean));

/** Are all the keyword's words (singular or plural) in the text, if not side by side ("smart bulb" in "Smart LED Bulb")? */
export function wordsWithin(keyword: string, text: string): boolean {
  const have = new Set(partsOf(text).map((w) => singularOf(w)));
  return partsOf(keyword).every((w) => have.has(singularOf(w)));
}

/** Does the keyword describe the product with an adjective the user's facts lack ("waterproof dog coat" for a fleece-lined one)? */
export function addsClaim(keyword: string, userText: string): boolean {
  const own = new Set(normWords(userText));
  return normWords(keyword).some((w) => keywordKind(w) === "adjective" && !own.has(w));
}

/** `name` is the product's name, `head` its head noun ("maker" for the AeroBrew Travel Coffee Maker); `userText` what the user typed. */
export function placeKeywords(keywords: readonly string[], name: string, head: string, userText: string): KeywordPlaces {
  const places: KeywordPlaces = { cat: "", items: [], ctas: [], unplaced: [], nearName: [], claims: [] };
  const own = partsOf(userText);
  for (const kw of keywords) {
    const kind = keywordKind(kw);
    if (kind === "proof" || (kind === "adjective" && CLAIM.test(kw))) places.claims.push(kw);
    // Already in the user's words, up to hyphens, spaces and case ("non slip" in "Non-slip feet").
    if (countWords(own, partsOf(kw)) > 0) continue;
    if (kind === "cta") places.ctas.push(kw);
    // The name has its words, in another order ("36v battery" for the E-Bike Battery 36V): said already.
    else if (wordsWithin(kw, name)) places.nearName.push(kw);
    else if (kind === "thing") {
      // "a travel coffee maker" for the AeroBrew Coffee Maker; not "a waterproof dog coat" for a
      // fleece-lined one: an adjective of the keyword the user's facts do not have is a claim.
      if (!places.cat && headOf(kw) === headOf(head) && !addsClaim(kw, userText)) places.cat = `, ${keywordWithArticle(kw)}`;
      else places.unplaced.push(kw);
    } else places.items.push(kw);
  }
  return places;
}
