// Parses a product name or topic before anything is written about it: what it is (head noun and
// number), what qualifies it (modifiers), whose it is (brand, proper nouns, casing as typed), the
// figures to keep verbatim (1.5L, 50% off), who it is for, where, what offer, which language, and
// what kind of thing it is (product by category, food, apparel, beauty, service, local business,
// SaaS, digital product, course, event, how-to, or a general topic).
//
//   const p = parseTopic("Organic Cotton Baby Onesies for newborns");
//   p.head === "onesies"; p.plural === true; p.phrase === "organic cotton baby onesies";
//   p.audience === "newborns"; p.kind === "apparel"
import nlp from "compromise";
import { detectLanguage, fixAcronyms, gerundOf, isKnownWord, nounInfo, type DetectedLang } from "./language";

export type TopicKind =
  "product" | "food" | "apparel" | "beauty" | "service" | "local" | "saas" | "digital" | "course" | "event" | "howto" | "topic";

/** The shelf a physical product sits on, for category-specific benefits. */
export type ProductCategory = "electronics" | "kitchen" | "home" | "outdoor" | "fitness" | "pets" | "baby" | "bags" | "general";

export interface ParsedTopic {
  /** The input, trimmed; ALL CAPS input lowered (acronyms kept). */
  text: string;
  lang: DetectedLang;
  /** The head noun as it should appear in running text ("onesies", "plumber", "Xero"). */
  head: string;
  plural: boolean;
  /** Uncountable head ("coffee", "software"): no a/an. */
  mass: boolean;
  /** The noun phrase without brand, audience, place and offer, for running text ("organic cotton baby onesies"). */
  phrase: string;
  /** Words before the head noun, in order, as they should appear in running text. */
  modifiers: string[];
  /** Words the user capitalised that are not dictionary words, or brand-cased ("Xero", "iPhone", "GreenLeaf"). */
  brand?: string;
  properNouns: string[];
  /** Figures with their units, verbatim ("1.5L", "40-hour", "50%"). */
  measurements: string[];
  audience?: string;
  location?: string;
  offer?: string;
  kind: TopicKind;
  category: ProductCategory;
  /** How-to topics: the verb phrase ("fix a leaky faucet") and its gerund form ("fixing a leaky faucet"). */
  verbPhrase?: string;
  gerundPhrase?: string;
}

const MEASURE =
  /(?:^|(?<=[\s(/]))(?:[$€£]\s?\d[\d,.]*|\d+(?:[.,]\d+)?(?:\s?(?:%|ml|cl|l|kg|g|mg|mm|cm|m|km|in|inch(?:es)?|ft|oz|lbs?|w|kw|v|mah|wh|gb|tb|mb|hz|khz|mp|h|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|pcs|pieces?|pack|x|k|°[cf]?|"|')(?![\p{L}]))|\d+(?:[.,]\d+)?-(?:\p{L}+)|\d+(?:[.,]\d+)?(?:\p{Lu}{1,3}|mAh|ml)\b|\d{2,}\b)/giu;

const OFFER =
  /\b(\d+\s?% off|\d+\s?% discount|half price|buy one,? get one(?: free)?|bogo|free (?:shipping|delivery|trial|returns|consultation|quote|gift)|black friday|cyber monday|clearance|flash sale|sale|on sale|discount|deals?)\b/i;

const AUDIENCE_NOUNS =
  /\b(women|men|kids|children|toddlers|babies|newborns|teens|teenagers|students|beginners|seniors|parents|moms|mums|dads|families|runners|athletes|gamers|developers|designers|marketers|writers|freelancers|startups|founders|agencies|teams|businesses|business|companies|small business(?:es)?|smbs?|b2b|b2c|professionals|nurses|teachers|dogs|cats|pets|puppies|kittens|travel(?:l)?ers|hikers|cyclists|climbers|skiers|surfers|golfers|musicians|photographers|creators|brands|restaurants|landlords|homeowners|renters|couples|brides|remote workers|everyone|him|her|adults|skin|hair|sensitive skin|dry skin|oily skin)\b/i;

// Head nouns (and a few compounds) per kind. Matched on the last word of the phrase, then anywhere.
const KIND_CUES: Array<[Exclude<TopicKind, "howto" | "topic" | "local">, RegExp]> = [
  [
    "saas",
    /\b(software|saas|app|apps|platform|crm|erp|plugin|extension|api|dashboard|tool|tools|suite|bot|chatbot|integration|scheduler|tracker app|invoicing|bookkeeping software)\b/i,
  ],
  [
    "course",
    /\b(course|courses|class|classes|masterclass|bootcamp|workshop|workshops|lessons|tutoring|training|certification|curriculum|academy|coaching program)\b/i,
  ],
  [
    "event",
    /\b(conference|festival|summit|retreat|webinar|concert|meetup|expo|fair|gala|tour|marathon|hackathon|party|wedding)\b/i,
  ],
  [
    "digital",
    /\b(template|templates|ebook|e-book|ebooks|printable|printables|preset|presets|font|fonts|planner pdf|pdf|stock photos|wallpapers?|icon pack|notion|canva|lightroom|spreadsheet|worksheet|worksheets|digital download|guide pdf|audiobook)\b/i,
  ],
  [
    "food",
    /\b(coffee|espresso beans|tea|matcha|bread|loaf|sourdough|chocolate|sauce|honey|snacks?|cookies?|biscuits?|granola|cereal|wine|beer|cheese|pasta|spices?|seasoning|olive oil|oil|jam|kombucha|protein bars?|bars|cake|cakes|brownies|candy|gummies|jerky|nuts|almonds|juice|smoothies?|salsa|hot sauce|vinegar|flour|rice|noodles|soup|meal kits?|dog treats|treats|food|kibble|coffee beans|beans|syrup|butter|ghee|pesto|chips|crackers|muesli|oats|smoked salmon|salmon|sausages?|yogurt|ice cream|gin|whisky|whiskey|rum|vodka|cider|lemonade|water)\b/i,
  ],
  [
    "beauty",
    /\b(serum|serums|cream|creams|moisturi[sz]er|cleanser|shampoo|conditioner|lipstick|lip balm|balm|mascara|foundation|soap|soaps|lotion|perfume|fragrance|cologne|sunscreen|spf|toner|face mask|sheet masks?|nail polish|skincare|skin care|makeup|deodorant|body wash|scrub|eyeliner|concealer|blush|highlighter|hair oil|beard oil|face oil|bath bombs?|essential oils?)\b/i,
  ],
  [
    "apparel",
    /\b(shirts?|t-shirts?|tees?|dress|dresses|jeans|jackets?|hoodies?|sweatshirts?|socks|shoes|sneakers|trainers|boots|sandals|slippers|leggings|onesies?|bodysuits?|hats?|caps|beanies?|scarf|scarves|gloves|coats?|sweaters?|jumpers?|cardigans?|shorts|trousers|pants|skirts?|bras?|underwear|boxers|briefs|pajamas|pyjamas|swimsuits?|bikinis?|swimwear|activewear|sportswear|clothing|apparel|blazers?|suits?|ties|belts?|vests?|polos?|joggers|tights)\b/i,
  ],
  [
    "service",
    /\b(services?|agency|consult(?:ing|ancy|ant|ants)?|bookkeeping|accounting|accountants?|repair|repairs|cleaning|cleaners?|coaching|coach|therapy|therapist|photography|photographer|videography|catering|plumbing|plumbers?|electricians?|dentists?|dental|lawyers?|solicitors?|attorneys?|removals?|movers|landscaping|gardeners?|roofers?|roofing|painters?|decorators?|locksmiths?|mechanics?|garage|salon|barbers?|barbershop|spa|clinic|physio|physiotherapy|chiropractors?|vets?|veterinary|tutors?|nanny|babysitting|dog walking|dog walker|grooming|pet sitting|hvac|installation|installers?|builders?|contractors?|handyman|web design|seo services|bookkeepers?|translation|hosting|insurance|mortgage|brokers?|estate agents?|realtors?|driving school|daycare|nursery|restaurant|cafe|café|bakery|bar|pub|hotel|b&b|gym|studio|yoga studio|pharmacy|optician|florist|tailor|laundry|dry cleaning|car wash|storage units?)\b/i,
  ],
];

/** Trades and venues people look for nearby. */
const LOCAL_TRADES =
  /\b(plumbers?|plumbing|electricians?|dentists?|dental|lawyers?|solicitors?|removals?|movers|landscaping|gardeners?|roofers?|roofing|painters?|decorators?|locksmiths?|mechanics?|garage|salon|hair salon|barbers?|barbershop|spa|clinic|physio|physiotherapy|chiropractors?|vets?|veterinary|nanny|daycare|nursery|restaurant|cafe|café|bakery|bar|pub|hotel|b&b|gym|yoga studio|pharmacy|optician|florist|tailor|laundry|dry cleaning|car wash|cleaners?|handyman|builders?|hvac|driving school|estate agents?|realtors?|accountants?|storage units?|dog walk(?:ing|er)|pet sitting|catering)\b/i;

const CATEGORY_CUES: Array<[ProductCategory, RegExp]> = [
  [
    "electronics",
    /\b(earbuds|headphones|earphones|speakers?|chargers?|cables?|laptops?|phones?|smartphones?|cameras?|monitors?|keyboards?|mouse|mice|smartwatch(?:es)?|watch|tracker|power banks?|tablets?|routers?|drones?|projectors?|microphones?|mics?|webcams?|consoles?|controllers?|tv|television|soundbar|ssd|hard drive|usb|hub|adapter|doorbell|thermostat|smart plug|bulbs?|led|gadgets?|e-?readers?|kindle)\b/i,
  ],
  [
    "kitchen",
    /\b(kettles?|blenders?|pans?|pots?|knife|knives|mugs?|cups?|bottles?|tumblers?|coffee makers?|espresso machines?|grinders?|cookware|bakeware|toasters?|air fryers?|fryers?|mixers?|juicers?|cutting boards?|chopping boards?|utensils|plates|bowls|glasses|flasks?|lunch ?box(?:es)?|containers?|dutch ovens?|skillets?|woks?|kitchen|scales?|thermos)\b/i,
  ],
  [
    "home",
    /\b(lamps?|pillows?|cushions?|blankets?|throws?|sheets|duvets?|bedding|candles?|rugs?|towels?|chairs?|desks?|sofas?|couch|mattress(?:es)?|vacuums?|diffusers?|humidifiers?|purifiers?|fans?|heaters?|curtains?|shelves|shelf|mirrors?|frames?|vases?|planters?|plants?|furniture|decor|storage|baskets?|organi[sz]ers?|hangers?|clocks?|bed|beds|tables?|stools?|wallpaper|paint|tiles?|doormats?)\b/i,
  ],
  [
    "outdoor",
    /\b(tents?|backpacks?|sleeping bags?|hiking|camping|trekking poles?|hammocks?|kayaks?|paddle ?boards?|bikes?|bicycles?|helmets?|lanterns?|headlamps?|stoves?|coolers?|grills?|bbq|barbecues?|fishing|rods?|tarps?|compass|binoculars)\b/i,
  ],
  [
    "fitness",
    /\b(yoga mats?|mats?|dumbbells?|kettlebells?|weights|resistance bands?|bands|treadmills?|rowers?|exercise bikes?|foam rollers?|jump ropes?|skipping ropes?|protein|supplements?|pre-?workout|creatine|fitness|workout|gym equipment|pull-?up bars?|massage guns?)\b/i,
  ],
  [
    "pets",
    /\b(dogs?|cats?|puppy|puppies|kittens?|pets?|leash(?:es)?|leads?|collars?|harness(?:es)?|litter|kibble|aquariums?|cages?|scratching posts?|pet beds?|dog beds?|chew toys?)\b/i,
  ],
  [
    "baby",
    /\b(baby|babies|newborns?|infants?|toddlers?|strollers?|prams?|cribs?|cots?|nappies|diapers|bibs?|teethers?|pacifiers?|dummies|car seats?|high chairs?|baby monitors?)\b/i,
  ],
  [
    "bags",
    /\b(bags?|handbags?|totes?|tote bags?|wallets?|purses?|luggage|suitcases?|duffels?|briefcases?|satchels?|pouch(?:es)?|rucksacks?)\b/i,
  ],
];

const PLACE_HINT = /\b(near me|nearby|local|in town|downtown)\b/i;
const LOCATION_AFTER =
  /\b(?:in|near|around|across|serving)\s+((?:[\p{Lu}][\p{L}'’.-]*|de|del|la|le|upon|on|the)(?:\s+(?:[\p{Lu}][\p{L}'’.-]*|upon|on|de|del|la))*(?:,\s*[\p{Lu}][\p{L}.]*)?)/u;
const HOWTO_VERBS =
  /^(fix|make|build|learn|start|grow|choose|clean|write|cook|lose|get|install|repair|train|plan|stop|find|create|improve|boost|increase|reduce|brew|bake|paint|remove|prevent|organi[sz]e|decorate|pack|prepare|protect|launch|hire|replace|unclog|lower|save)$/i;
const HOWTO_START = /^\s*(?:how\s+to|how\s+do\s+(?:i|you)|ways\s+to|tips\s+(?:to|for))\s+/i;

/** ALL CAPS input ("ORGANIC DOG FOOD") lowered; short tokens with digits and known initialisms kept. */
function unshout(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 6 || letters !== letters.toUpperCase()) return text;
  return fixAcronyms(text.toLowerCase());
}

function isUpperish(w: string): boolean {
  return /^\p{Lu}/u.test(w);
}

/**
 * A word the user capitalised on purpose: brand-cased or an initialism ("iPhone", "OEKO-TEX", "B2B"),
 * or capitalised and not a lower-case dictionary word ("Xero", "Manchester"), or a capitalised
 * dictionary word in the middle of sentence-case text ("the Nest thermostat").
 */
function isName(w: string, index: number, titleCased: boolean, leading: boolean): boolean {
  if (/\p{Ll}\p{Lu}|\p{Lu}{2,}|\p{L}\d/u.test(w)) return true;
  if (!isUpperish(w)) return false;
  const lower = w.toLowerCase();
  const known = (x: string) => x.split("-").every((part) => !part || isKnownWord(part));
  if (known(lower)) return !titleCased && index > 0;
  if (known(w)) return true; // a proper noun the dictionary knows capitalised: Manchester, Bali
  // Not a dictionary word: a name ("Xero"), unless Title Case made a rare common word look like one ("Organic Matcha").
  return !titleCased || leading;
}

/** Splits a list of features, keywords or topics ("a, b; c", bullets, new lines). */
export function splitItems(text: string): string[] {
  return (
    text
      // A comma between digits is a decimal comma ("1,8 Liter"), not a list separator.
      .split(/[\n;•·|]|,(?!\d)|(?<!\d),|\s[-–—]\s|\.\s+(?=\p{Lu})/u)
      .map((s) =>
        s
          .replace(/^\s*([-*•·]|\d+[.)])\s+/, "")
          .replace(/\s+/g, " ")
          .trim()
          .replace(/[.!;:]+$/, ""),
      )
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
  );
}

type Tags = (word: string) => Set<string>;

/** The input on one line, without emoji, ALL CAPS lowered. */
function normalisedText(input: string): string {
  const raw = input.replace(/\s+/g, " ").trim();
  return unshout(
    raw
      .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** Figures to keep verbatim (years are not figures). */
const measurementsOf = (text: string) =>
  [...text.matchAll(MEASURE)].map((m) => m[0].trim()).filter((m) => !/^\d{4}$/.test(m) || !/^(19|20)\d\d$/.test(m));

/** "near me" and the like, or the place after "in", "near" ... (an audience is not a place). */
function locationOf(text: string): string | undefined {
  let location: string | undefined = text.match(PLACE_HINT)?.[0].toLowerCase();
  const locAfter = text.match(LOCATION_AFTER);
  if (locAfter && !AUDIENCE_NOUNS.test(locAfter[1]!)) location = locAfter[1]!.replace(/[.,]+$/, "");
  return location;
}

/** The subject is the first clause: its words, and whether it is written in Title Case. */
function subjectClause(text: string) {
  const clause = (text.split(/[.!?;:](?=\s|$)|\n|\s[-–—|]\s|,\s(?=\p{Ll})/u).find((s) => /\p{L}/u.test(s)) ?? text).trim();
  const words = clause.match(/[\p{L}\p{N}$€£][\p{L}\p{N}'’&+.%°-]*[\p{L}\p{N}%+]|[\p{L}\p{N}]/gu) ?? [];
  const letterWords = words.filter((w) => /^\p{L}/u.test(w));
  const titleCased =
    letterWords.length > 1 &&
    letterWords.filter(
      (w) => isUpperish(w) || /^(a|an|the|and|or|for|of|with|in|to|on|by|de|la|el|y|und|für|mit|pour|et)$/i.test(w),
    ).length === letterWords.length;
  return { clause, words, titleCased };
}

/** Tags the clause once with compromise (about 0.3 ms); answers a word's tags. */
function tagsOf(clause: string): Tags {
  const terms = (nlp(clause.replace(/[$€£]/g, "")).docs.flat() as Array<{ text: string; tags: Set<string> }>).filter(
    (t) => t.text,
  );
  const tagOf = new Map(terms.map((t) => [t.text, t.tags] as const));
  return (w: string) => tagOf.get(w) ?? new Set<string>();
}

/** "fix a leaky faucet", "grow tomatoes indoors", but not "Project management software". */
function startsWithVerb(words: string[], lang: DetectedLang, tags: Tags): boolean {
  const first = words[0] ?? "";
  const firstTags = tags(first);
  const nextTags = tags(words[1] ?? "");
  return (
    lang === "en" &&
    words.length > 1 &&
    firstTags.has("Verb") &&
    !firstTags.has("Gerund") &&
    !firstTags.has("PastTense") &&
    !firstTags.has("Adjective") &&
    (["Determiner", "Possessive", "Pronoun", "Plural", "Adjective"].some((t) => nextTags.has(t)) || HOWTO_VERBS.test(first))
  );
}

/** A how-to topic keeps its verb phrase; the words after the verb are the body. */
function verbPhraseOf(clause: string, words: string[], lang: DetectedLang, tags: Tags) {
  if (!HOWTO_START.test(clause) && !startsWithVerb(words, lang, tags)) return { body: words };
  const vp = clause.replace(HOWTO_START, "").trim();
  const vw = vp.split(/\s+/);
  const body = vp.match(/[\p{L}\p{N}][\p{L}\p{N}'’&+.%-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? [];
  return {
    verbPhrase: vp.replace(/[?.!]+$/, ""),
    gerundPhrase: [gerundOf(vw[0]!), ...vw.slice(1)].join(" ").replace(/[?.!]+$/, ""),
    body: body.slice(1),
  };
}

/** Audience, place and offer are cut off the noun phrase at their preposition; figures kept aside. */
function nounPhraseOf(body: string[], words: string[], lang: DetectedLang, measurements: string[]) {
  const stopAt = body.findIndex(
    (w, i) =>
      i > 0 &&
      /^(for|with|in|near|by|from|at|on|to|that|which|who|without|and|or|para|con|für|mit|pour|avec|sin|ohne|sans|de|del|des|du|von|vs|versus)$/i.test(
        w,
      ) &&
      !(lang !== "en" && /^(de|del|des|du|von)$/i.test(w) && i < 2),
  );
  const forAt = body.findIndex((w) => /^(for|para|für|pour)$/i.test(w));
  const audience =
    forAt >= 0
      ? body
          .slice(forAt + 1)
          .join(" ")
          .split(/\s+(?:in|near|with|who|that|at|by|con|mit|avec)\s+/i)[0]
      : undefined;
  let np = stopAt > 0 ? body.slice(0, stopAt) : body;
  // Figures and offers are kept aside, not in the noun phrase ("1.5L Kettle" -> "kettle", "1.5L").
  np = np.filter((w) => !measurements.includes(w) && !/^(\d+%|%|off|sale)$/i.test(w));
  if (np.length === 0) np = body.length ? body : words;
  return { audience, np };
}

/**
 * Names: English ones by the dictionary (see isName); in other languages only brand-cased words
 * and initialisms.
 */
function properNounsOf(words: string[], lang: DetectedLang, titleCased: boolean, measurements: string[]): string[] {
  const firstCommon = words.findIndex((w) => /\p{L}/u.test(w) && isKnownWord(w.toLowerCase()));
  return words.filter(
    (w, i) =>
      !measurements.includes(w) &&
      (lang === "en" ? isName(w, i, titleCased, firstCommon < 0 || i < firstCommon) : /\p{Ll}\p{Lu}|\p{Lu}{2,}|\p{L}\d/u.test(w)),
  );
}

/**
 * The noun phrase taken apart: the brand (names at the start, "Xero", "GreenLeaf", "Sony", before
 * common words), the head, its modifiers, the phrase for running text, and a trailing place.
 */
function headOf(np: string[], properNouns: string[], lang: DetectedLang, tags: Tags, fallback: string) {
  let brandEnd = 0;
  while (brandEnd < np.length - 1 && properNouns.includes(np[brandEnd]!) && !tags(np[brandEnd]!).has("Place")) brandEnd++;
  const brand = brandEnd > 0 ? np.slice(0, brandEnd).join(" ") : undefined;
  const core = np.slice(brandEnd);
  // Running text: common words lower case, names as typed.
  const running = core.map((w) => (properNouns.includes(w) ? w : /\p{Lu}/u.test(w.slice(1)) ? w : w.toLowerCase()));
  // A trailing place ("Emergency Plumber Manchester") is a location, not the head.
  let place: string | undefined;
  while (running.length > 1 && tags(core[running.length - 1]!).has("Place") && properNouns.includes(core[running.length - 1]!)) {
    place ??= core[running.length - 1];
    running.pop();
  }
  // English and German put the head last ("baby onesies", "Kaffeemaschine"); Spanish and French first ("zapatillas de running").
  const headFirst = lang === "es" || lang === "fr";
  const head = (headFirst ? running[0] : running.at(-1)) ?? fallback;
  const modifiers = headFirst ? running.slice(1) : running.slice(0, -1);
  while (running.length > 1 && /^(a|an|the|your|my|our)$/i.test(running[0]!)) running.shift();
  return { brand, head, modifiers, running, phrase: running.join(" "), place };
}

/** Kind: the head noun decides first ("dog food" is food), then the whole phrase. */
function kindOf(t: {
  head: string;
  running: string[];
  phrase: string;
  clause: string;
  plural: boolean;
  location: string | undefined;
}): TopicKind {
  const { head, phrase, location } = t;
  let kind: TopicKind = "product";
  const byHead = KIND_CUES.find(([, re]) => re.test(head) || re.test(t.running.slice(-2).join(" ")));
  // A head on a product shelf ("coffee maker") is a product, whatever its modifiers say.
  const shelved = CATEGORY_CUES.some(([, re]) => re.test(head));
  const byAny = byHead ?? (shelved ? undefined : KIND_CUES.find(([, re]) => re.test(`${phrase} ${t.clause}`)));
  if (byAny) kind = byAny[0];
  else if (
    /(ing|ment|tion|sion|ism|ship|ance|ence|ics|ology|ness|ity|marketing|seo|strategy|finance|yoga|meditation|nutrition|travel|budgeting|investing|parenting|routine|recipes?|ideas|tips|guide|workouts?|habits|hacks)$/i.test(
      head,
    ) &&
    !t.plural
  )
    kind = "topic";
  if (kind === "service" && (LOCAL_TRADES.test(phrase) || LOCAL_TRADES.test(head)) && (location || LOCAL_TRADES.test(head)))
    kind = "local";
  if (kind === "service" && location) kind = "local";
  return kind;
}

/** The shelf of a product or garment, by its head noun first. */
const categoryOf = (kind: TopicKind, head: string, phrase: string): ProductCategory =>
  kind === "product" || kind === "apparel"
    ? (CATEGORY_CUES.find(([, re]) => re.test(head))?.[0] ?? CATEGORY_CUES.find(([, re]) => re.test(phrase))?.[0] ?? "general")
    : "general";

/** Parses a product name or topic (up to a few hundred characters; the first clause is the subject). */
export function parseTopic(input: string): ParsedTopic {
  const text = normalisedText(input);
  const lang = detectLanguage(text);
  const measurements = measurementsOf(text);
  const offer = text.match(OFFER)?.[0];
  const { clause, words, titleCased } = subjectClause(text);
  const tags = tagsOf(clause);
  const { verbPhrase, gerundPhrase, body } = verbPhraseOf(clause, words, lang, tags);
  const { audience, np } = nounPhraseOf(body, words, lang, measurements);
  const properNouns = properNounsOf(words, lang, titleCased, measurements);
  const { brand, head, modifiers, running, phrase, place } = headOf(np, properNouns, lang, tags, words.at(-1) ?? text);
  const location = locationOf(text) ?? place;
  const info = lang === "en" ? nounInfo(head) : { plural: lang !== "de" && /[^s]s$|x$/.test(head), mass: false };
  const kind = verbPhrase ? "howto" : kindOf({ head, running, phrase, clause, plural: info.plural, location });

  return {
    text,
    lang,
    head,
    plural: info.plural,
    mass: info.mass,
    phrase,
    modifiers,
    ...(brand ? { brand } : {}),
    properNouns: [...new Set(properNouns)],
    measurements: [...new Set(measurements)],
    ...(audience ? { audience: audience.replace(/[.,]+$/, "") } : {}),
    ...(location ? { location } : {}),
    ...(offer ? { offer } : {}),
    kind,
    category: categoryOf(kind, head, phrase),
    ...(verbPhrase ? { verbPhrase, gerundPhrase } : {}),
  };
}
