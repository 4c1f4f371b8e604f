// A search seed (what someone types to research keywords) is cleaned before anything is built from
// it: emoji and shouting removed, obvious typos fixed ("ergonmic chiars" -> "ergonomic chairs"), a question turned into the noun
// phrase people search for ("where can I buy cheap running shoes?" -> "running shoes"), a long seed
// cut to its subject with audience and place kept aside, the seed's language kept, and the seed
// classified, because the class decides which modifiers are plausible ("near me" for a plumber,
// "free" and "template" for a digital product, never "wholesale" for a service).
import { parseTopic, type ParsedTopic } from "./parse";
import { detectLanguage, fixAcronyms, isKnownWord, nounInfo, type DetectedLang } from "./language";
import { correctSpelling, typoFixer, type SpellingFix } from "./spelling";

export type SeedClass =
  | "product" // physical goods: bought, compared, reviewed, shipped
  | "food" // dishes and recipes: cooked, not bought online
  | "local" // trades and venues people look for nearby
  | "service" // hired, but not necessarily nearby (agencies, insurance, consultants)
  | "saas" // software and apps: pricing, free trial, alternatives
  | "digital" // templates, presets, printables, ebooks: free, download, template
  | "course" // courses and certifications: online, free, certificate
  | "activity" // hobbies and practices: learnt, equipped for, taught in classes
  | "howto" // a task: "how to fix a leaky faucet"
  | "problem" // something gone wrong: "slow website" (from "why is my website so slow?")
  | "travel" // trips and fares: "flights to Lisbon" (deals, dates, direct), never "buy ... online"
  | "topic"; // a concept or discipline: explained, with tools and examples

export interface CleanSeed {
  /** The input as typed (trimmed). */
  original: string;
  /** The phrase keywords are built from, in running-text case ("ergonomic chairs", "plumber"). */
  seed: string;
  /** The head noun (last word in English and German, first in Spanish and French). */
  head: string;
  plural: boolean;
  /** Uncountable head: no a/an, singular verb. */
  mass: boolean;
  lang: DetectedLang;
  cls: SeedClass;
  audience?: string;
  location?: string;
  /** Where a trip goes ("to Lisbon"), kept on the head term of a travel seed. */
  destination?: string;
  /** How-to seeds: the task ("fix a leaky faucet"). */
  task?: string;
  /** The question as typed, normalised, when the seed was a question (kept as a keyword). */
  question?: string;
  fixes: SpellingFix[];
  /** What cleaning did, in words, for the report ("corrected 'ergonmic' to 'ergonomic'"). */
  notes: string[];
}

const LOCAL_HEAD =
  /^(plumbers?|plumbing|electricians?|dentists?|orthodontists?|lawyers?|solicitors?|attorneys?|removals?|movers|landscapers?|landscaping|gardeners?|roofers?|roofing|painters?|decorators?|locksmiths?|mechanics?|garages?|salons?|barbers?|barbershops?|spas?|clinics?|physios?|physiotherapists?|physiotherapy|chiropractors?|vets?|veterinarians?|nann(y|ies)|daycares?|nurser(y|ies)|restaurants?|cafes?|cafés?|baker(y|ies)|bars?|pubs?|hotels?|gyms?|pharmac(y|ies)|opticians?|florists?|tailors?|laundr(y|ies)|cleaners?|cleaning|handym[ae]n|builders?|hvac|accountants?|realtors?|agents?|photographers?|videographers?|caterers?|catering|tutors?|tutoring|lessons|classes|walkers?|walking|sitters?|sitting|groomers?|grooming|therapists?|counsell?ors?|hairdressers?|stylists?|tattoo|piercing|kennels?|repairs?|installers?|installation|contractors?|carpenters?|joiners?|tilers?|plasterers?|surveyors?|architects?|notar(y|ies)|doctors?|gp|surgeons?|podiatrists?|osteopaths?|massage|chimney sweeps?|pest control|exterminators?|tow(ing)?|storage)$/;
const SERVICE_HEAD =
  /^(agenc(y|ies)|services?|consultants?|consultancy|consulting|firms?|insurance|loans?|mortgages?|brokers?|freelancers?|coach(es|ing)?|design|development|writing|copywriting|management|marketing agency|outsourcing|hosting|delivery|translation|bookkeeping|auditing|recruitment|recruiters?)$/;
const SAAS_HEAD =
  /^(software|apps?|platforms?|tools?|crm|erp|saas|plugins?|extensions?|api|vpns?|systems?|dashboards?|trackers?|calculators?|generators?|builders?|checkers?|schedulers?)$/;
const SAAS_HINT = /\b(software|app|apps|saas|crm|erp|online tool|platform|plugin|ai)\b/;
const DIGITAL_HEAD =
  /^(templates?|presets?|e-?books?|printables?|planners?|fonts?|themes?|icons?|mockups?|worksheets?|spreadsheets?|stock photos?|graphics|wallpapers?|patterns?|luts|brushes|stickers|clipart|pdfs?|checklists?|guides?)$/;
const DIGITAL_HINT =
  /\b(notion|canva|excel|google sheets|printable|digital|etsy|figma|lightroom|photoshop|procreate|wordpress|shopify|pdf)\b/;
const COURSE_HEAD =
  /^(courses?|masterclass(es)?|bootcamps?|certifications?|certificates?|diplomas?|degrees?|training|curriculum|tutorials?)$/;
const FOOD_HEAD =
  /^(recipes?|bread|cakes?|cookies|biscuits|muffins|pies?|soups?|salads?|pasta|pizzas?|curr(y|ies)|sauces?|meals?|dinners?|lunch(es)?|breakfasts?|snacks?|smoothies?|desserts?|cuisine|dishes|stews?|noodles|burgers?|tacos?|sushi|pancakes?|waffles?|brownies|cupcakes?|cocktails?|sourdough|granola|porridge|dips?|meal prep)$/;
const TRAVEL_HEAD = /^(flights?|airfares?|holidays?|trips?|cruises?|vacations?|getaways?|city breaks?|package holidays?)$/;
/** "ideas" are recipes only after a meal word ("dinner ideas"); "kids birthday party ideas" is a topic. */
const FOOD_IDEAS = /\b(dinner|lunch|breakfast|brunch|snack|meal|recipe|dessert|supper|lunchbox|smoothie)s?\s+ideas$/;
const ACTIVITY_HEAD =
  /^(yoga|pilates|fitness|photography|gardening|meditation|crossfit|camping|hiking|calligraphy|knitting|crochet|sewing|running|cycling|swimming|climbing|bouldering|surfing|skiing|fishing|baking|cooking|painting|drawing|journaling|birdwatching|woodworking|pottery|dancing|boxing|golf|tennis|chess|guitar|piano|singing|travel|parenting|homeschooling|skincare|weightlifting|bodybuilding|running|walking|stretching|breathwork)$/;
const TOPIC_HEAD =
  /^(marketing|seo|sem|ppc|finance|investing|budgeting|blogging|podcasting|advertising|branding|accounting|trading|freelancing|copywriting|networking|banking|publishing|dropshipping|analytics|automation|security|cybersecurity|compliance|strategy|management|nutrition|productivity|leadership|sustainability|ecommerce|e-commerce|crypto|cryptocurrency|ai|machine learning|data science|programming|coding|retirement|taxes|mindfulness|minimalism|diets?|fasting|ideas)$/;
const PRODUCT_HINT =
  /^(shoes|boots|chairs?|desks?|mats?|bags?|bottles?|headphones|earbuds|laptops?|phones?|cameras?|lamps?|mattress(es)?|sofas?|tables?|beds?|knives|pans?|kettles?|blenders?|grinders?|machines?|makers?|toothbrush(es)?|powders?|serums?|creams?|supplements?|vitamins?|toys?|books?|watch(es)?|rings?|necklaces?|jackets?|dress(es)?|jeans|shirts?|hoodies?|socks|leggings|tents?|bikes?|scooters?|strollers?|cribs?|collars?|leashes|feeders?|beans|tea|coffee|equipment|gear|kits?|sets?|accessories|supplies|furniture|clothing|apparel|jewell?ery)$/;

// Question openings and what they leave: the rest is the subject people search for.
const QUESTION_START =
  /^(how\s+(?:to|do\s+(?:i|you|we)|can\s+(?:i|you|we)|should\s+(?:i|you))|what\s+(?:is|are)\s+the\s+best\s+(?:way|ways)\s+to|(?:the\s+)?best\s+way\s+to|ways\s+to|where\s+(?:can\s+(?:i|you)\s+|to\s+|do\s+(?:i|you)\s+)?(?:buy|find|get)|where\s+(?:is|are)|what\s+(?:is|are|does|do)(?:\s+an?|\s+the)?|which|who\s+(?:is|are|makes?|sells?)(?:\s+the)?|why\s+(?:is|are|do|does)|when\s+(?:is|are|to|should)|is|are|can|should|do|does)\b\s*/i;
const LEADING_FILLER =
  /^(?:(?:a|an|the|my|your|our|some|good|great|best|top|cheap|cheapest|affordable|decent|reliable|nice|new|right)\s+)+/i;
const TRAILING_FILLER =
  /\s+(?:worth\s+it|for\s+me|near\s+me|online|right\s+now|these\s+days|in\s+\d{4}|to\s+buy|should\s+i\s+(?:buy|get|choose|use)|do\s+i\s+need|is\s+best|are\s+best|is\s+the\s+best|are\s+the\s+best)\s*$/i;
const HOWTO_LEAD =
  /^(how\s+(?:to|do\s+(?:i|you|we)|can\s+(?:i|you|we)|should\s+(?:i|you))|what\s+(?:is|are)\s+the\s+best\s+(?:way|ways)\s+to|(?:the\s+)?best\s+way\s+to|ways\s+to)\b\s*/i;

/** Is the text mostly English dictionary words? Short seeds fool trigram guesses ("project management software" is not French). */
function mostlyEnglish(text: string): boolean {
  const tokens = (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter(
    (t) => !/^(de|del|la|las|los|el|der|die|das|und|mit|für|para|con|pour|avec|les|des|une|ein|eine)$/.test(t),
  );
  if (tokens.length === 0) return true;
  const known = tokens.filter((t) => isKnownWord(t)).length;
  return known / tokens.length >= 0.67 && !/[ñäöüß¿¡]/.test(text.toLowerCase());
}

function classify(seed: string, head: string, parsedKind: string, hasTask: boolean): SeedClass {
  const h = head.toLowerCase();
  const s = seed.toLowerCase();
  if (hasTask) return "howto";
  if (h === "ideas") return FOOD_IDEAS.test(s) ? "food" : "topic";
  // "protein bars" and "soap bars" are products, not venues.
  if (
    /^bars?$/.test(h) &&
    /\b(protein|granola|energy|snack|chocolate|cereal|nut|candy|soap|shampoo|breakfast|fruit)\s+bars?$/.test(s)
  )
    return "product";
  if (TRAVEL_HEAD.test(h)) return "travel";
  if (LOCAL_HEAD.test(h) && !SAAS_HINT.test(s) && !/\bonline\b/.test(s)) return "local";
  if (COURSE_HEAD.test(h)) return "course";
  if (DIGITAL_HEAD.test(h) || (DIGITAL_HINT.test(s) && /s$/.test(h) && !SAAS_HEAD.test(h))) return "digital";
  if (SAAS_HEAD.test(h) || /\b(crm|erp|saas)\b/.test(s)) return "saas";
  if (SERVICE_HEAD.test(h) || SERVICE_HEAD.test(s.split(" ").slice(-2).join(" "))) return "service";
  if (PRODUCT_HINT.test(h)) return "product";
  if (FOOD_HEAD.test(h)) return "food";
  if (TOPIC_HEAD.test(h) || TOPIC_HEAD.test(s)) return "topic";
  if (ACTIVITY_HEAD.test(h)) return "activity";
  if (PRODUCT_HINT.test(h)) return "product";
  if (parsedKind === "local") return "local";
  if (parsedKind === "service") return "service";
  if (parsedKind === "saas") return "saas";
  if (parsedKind === "digital") return "digital";
  if (parsedKind === "course") return "course";
  if (
    /[a-z]{3,}ing$/.test(h) &&
    !/(clothing|bedding|lighting|flooring|packaging|ring|string|building|ceiling|stuffing|icing|frosting|topping|filling|seasoning|dressing|pudding|dumpling)$/.test(
      h,
    )
  )
    return "activity";
  if (parsedKind === "topic" || /(ment|tion|sion|ism|ship|ance|ence|ics|ology|ness|ity)$/.test(h)) return "topic";
  return "product";
}

// Spanish, German and French seeds: services and venues, courses and topics by their head word (Spanish
// and French lead with it, German compounds end with it); anything else is a product.
const FOREIGN_CLASSES: Record<"es" | "de" | "fr", Array<[SeedClass, RegExp]>> = {
  es: [
    [
      "local",
      /^(abogad[oa]s?|dentistas?|fontaner[oa]s?|electricistas?|cl[ií]nicas?|restaurantes?|hoteles?|hotel|peluquer[ií]as?|gimnasios?|cerrajer[oa]s?|asesor[ií]as?|gestor[ií]as?|veterinari[oa]s?|fisioterapeutas?|psic[oó]log[oa]s?|mudanzas|reformas|pintores?|talleres? mec[aá]nicos?|seguros?|agencias?|inmobiliarias?)\b/,
    ],
    ["course", /^(cursos?|clases|m[aá]ster(es)?|formaci[oó]n|talleres?|oposiciones)\b/],
    ["topic", /^(marketing|finanzas|nutrici[oó]n|dieta|inversi[oó]n|ahorro|productividad|seo|emprendimiento|contabilidad)\b/],
  ],
  de: [
    [
      "local",
      /(anwalt|anw[aä]lte|arzt|[aä]rzte|zahnarzt|klempner|elektriker|friseur|restaurant|hotel|berater|fitnessstudio|agentur|versicherung|umzug|praxis|werkstatt|handwerker|physiotherapie|reinigung)$/,
    ],
    ["course", /(kurs|kurse|seminar|ausbildung|weiterbildung|schulung|studium|lehrgang)$/],
    ["topic", /^(marketing|finanzen|ern[aä]hrung|investieren|sparen|produktivit[aä]t|seo)$/],
  ],
  fr: [
    [
      "local",
      /^(avocats?|dentistes?|plombiers?|[ée]lectriciens?|restaurants?|h[oô]tels?|coiffeurs?|kin[ée]s?|m[ée]decins?|serruriers?|agences?|assurances?|d[ée]m[ée]nagements?|v[ée]t[ée]rinaires?|garages?)\b/,
    ],
    ["course", /^(cours|formations?|stages?|ateliers?|masters?)\b/],
    ["topic", /^(marketing|finance|nutrition|investissement|productivit[ée]|seo)\b/],
  ],
};

function foreignClass(seed: string, lang: DetectedLang): SeedClass {
  if (lang !== "es" && lang !== "de" && lang !== "fr") return "product";
  const s = seed.toLowerCase();
  // German: any compound ending in a service word ("rechtsanwalt arbeitsrecht"); Spanish and French: the first word.
  const texts = lang === "de" ? s.split(" ") : [s];
  return FOREIGN_CLASSES[lang].find(([, re]) => texts.some((t) => re.test(t)))?.[0] ?? "product";
}

/** Uncountable supplements and foods the tagger counts ("is creatine worth it", never "a creatine"). */
const MASS_EXTRA =
  /^(creatine|collagen|protein|whey|matcha|kombucha|magnesium|melatonin|caffeine|ashwagandha|turmeric|spirulina)$/;

const seedCache = new Map<string, CleanSeed>();

/** Cleans and classifies a search seed (cached: the same seed is cleaned once). */
export function cleanSeed(input: string): CleanSeed {
  const hit = seedCache.get(input);
  if (hit) return hit;
  const result = clean(input);
  if (seedCache.size > 2000) seedCache.clear();
  seedCache.set(input, result);
  return result;
}

/** Emoji, quotes and shouting removed, with a note for each. */
function tidied(original: string, notes: string[]): string {
  let text = original
    .replace(/\p{Extended_Pictographic}\uFE0F?|[\u200d\uFE0F]/gu, " ")
    .replace(/["“”«»]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text !== original) notes.push("emoji and quotes removed");
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 4 && letters === letters.toUpperCase()) {
    text = fixAcronyms(text.toLowerCase());
    notes.push("capitals lowered");
  }
  return text;
}

// Short non-English seeds that trigrams read as English ("scarpe da corsa", "zapatillas running"):
// their function words and endings. Italian is a language the offline engine does not write.
const ITALIAN_CUE = /\b(da|di|della|delle|degli|dei|per|il|gli|uomo|donna|bambini|scarpe|migliori|economici|economiche)\b/;
const SPANISH_CUE = /\p{L}(illas?|ción|ciones|ería|ador(?:es|as)?|itos|itas)\b|\b(mujer|hombre|niños|baratas?|baratos?)\b/u;
const GERMAN_CUE = /\p{L}(schuhe|maschine|futter|ung|keit|heit|anwalt|recht|arzt)\b|\b(damen|herren|kinder|günstig|kaufen)\b/u;
const FRENCH_CUE = /\b(cours|pour|avec|près|chez|formation|pas cher)\b/;

/** The seed's language; short English seeds that trigrams miss count as English. */
function languageOf(text: string): DetectedLang {
  let lang = detectLanguage(text);
  if (lang === "en" && !mostlyEnglish(text)) {
    const lower = text.toLowerCase();
    if (ITALIAN_CUE.test(lower)) lang = "other";
    else if (SPANISH_CUE.test(lower)) lang = "es";
    else if (GERMAN_CUE.test(lower)) lang = "de";
  }
  if (
    (lang === "es" || lang === "en") &&
    !mostlyEnglish(text) &&
    FRENCH_CUE.test(text.toLowerCase()) &&
    !SPANISH_CUE.test(text.toLowerCase())
  )
    lang = "fr";
  if (lang !== "en" && lang !== "other" && mostlyEnglish(text)) lang = "en";
  // Only unknown lower-case words that are not typos ("hundefutter getreidefrei"): a language the offline engine does not write.
  const tokens = text.match(/\p{L}{3,}/gu) ?? [];
  const typoFix = typoFixer();
  if (lang === "en" && tokens.length >= 2 && tokens.every((t) => t === t.toLowerCase() && !isKnownWord(t) && !typoFix(t)))
    lang = "other";
  return lang;
}

/** What a question leaves: the subject, the task of a how-to, and whether it names a problem. */
interface Subject {
  text: string;
  question?: string;
  task?: string;
  problem: boolean;
}

/** "how to fix a leaky faucet" -> the task; "how do I choose a good running shoe" -> the product. */
function howToSubject(text: string): Pick<Subject, "text" | "task"> {
  const task = text
    .replace(HOWTO_LEAD, "")
    .replace(/[?!.\s]+$/, "")
    .trim();
  // "how do I choose a good running shoe" is a buying question: its subject is the product.
  const choose = task.match(/^(?:choose|pick|find|buy|select|get)\s+(.+)$/i);
  return choose ? { text: choose[1]!, task: undefined } : { text: task, task };
}

/** "why is my website slow" -> "slow website"; "is a standing desk worth it" -> "standing desk". */
function questionSubject(text: string): Pick<Subject, "text" | "problem"> {
  let subject = text.replace(QUESTION_START, "").replace(/[?!.\s]+$/, "");
  const why = subject.match(
    /^(?:my|your|our|the)\s+(.+?)\s+(?:so\s+)?(slow|expensive|loud|noisy|wet|dry|leaking|broken|blurry|cloudy|yellow|itchy)$/i,
  );
  if (why) subject = `${why[2]} ${why[1]}`;
  return { text: subject.replace(TRAILING_FILLER, "").replace(LEADING_FILLER, "").trim(), problem: Boolean(why) };
}

/** A question: kept as one keyword, and reduced to the subject people search for. */
function subjectOf(text: string, notes: string[]): Subject {
  const isQuestion = /\?\s*$/.test(text) || QUESTION_START.test(text);
  if (!isQuestion) return { text, problem: false };
  if (!QUESTION_START.test(text)) return { text: text.replace(/\?+$/, ""), problem: false };
  const question = text
    .replace(/[?!.\s]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .replace(/\bi\b/g, "I");
  const subject = HOWTO_LEAD.test(text) ? { ...howToSubject(text), problem: false } : questionSubject(text);
  notes.push("question reduced to its subject");
  return { question, ...subject };
}

/**
 * An English seed: the subject without audience, place and offer; long seeds cut to the noun
 * phrase. Words are lowered except names ("Shopify themes", "CRM").
 */
const COUNTRIES: Record<string, string> = { uk: "UK", usa: "USA", us: "US", eu: "EU", uae: "UAE", nz: "NZ" };
/** A place or name as typed or known: "brighton" -> "Brighton" (a proper noun of the dictionary), "Uji" as typed. */
function nameOf(words: string): string | undefined {
  const ws = words.split(/\s+/);
  if (ws.length > 3 || ws.some((w) => /^(me|you|home|town|stock|store|bulk)$/i.test(w))) return undefined;
  const out = ws.map((w) => {
    if (COUNTRIES[w.toLowerCase()]) return COUNTRIES[w.toLowerCase()]!;
    const cap = w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
    if (/^\p{Lu}/u.test(w) && !isKnownWord(w.toLowerCase())) return w;
    return !isKnownWord(w.toLowerCase()) && isKnownWord(cap) ? cap : undefined;
  });
  return out.every(Boolean) ? out.join(" ") : undefined;
}

/**
 * Names after a preposition, which the phrase cut would drop: a place ("vegan cafe in brighton"),
 * a destination ("cheap flights to lisbon") or an origin ("matcha powder from Uji" -> "Uji matcha powder").
 */
function namedTail(text: string): { text: string; location?: string; destination?: string } {
  const m = text.match(/^(.+?)\s+(in|near|around|to|from)\s+([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*){0,2})$/iu);
  const name = m ? nameOf(m[3]!) : undefined;
  if (!m || !name) return { text };
  const prep = m[2]!.toLowerCase();
  if (prep === "from") return { text: `${name} ${m[1]}` };
  if (prep === "to")
    return TRAVEL_HEAD.test(m[1]!.toLowerCase().split(/\s+/).at(-1)!) ? { text: m[1]!, destination: `to ${name}` } : { text };
  return { text: m[1]!, location: name };
}

function englishSeed(full: string, parsed: ParsedTopic, original: string, notes: string[]) {
  const tail = namedTail(full);
  // "solar panel installation cost": the subject is the service; the cost search stays a keyword.
  const cost = tail.text.match(/^(.+?)\s+(?:cost|costs|price|prices|pricing)$/i);
  const text = cost ? cost[1]! : tail.text;
  const np = text
    .split(
      /\s+(?:for|in|near|around|with|without|who|that|which|to|from|at|by|made|delivered|so|because|and|vs|versus|under|over)\s+|[,;:(]|\s[-–—|]\s/i,
    )[0]!
    .trim();
  const cased = np
    .split(/\s+/)
    .map((w) =>
      /\p{Ll}\p{Lu}|\p{Lu}{2,}|\d/u.test(w) || (/^\p{Lu}/u.test(w) && !isKnownWord(w.toLowerCase())) ? w : w.toLowerCase(),
    )
    .join(" ");
  const phrase = fixAcronyms(cased).replace(LEADING_FILLER, "").trim() || cased;
  const words = phrase.split(/\s+/);
  const seed = words.length > 4 ? words.slice(-4).join(" ") : phrase;
  let location: string | undefined;
  let audience: string | undefined;
  if (tail.location) location = tail.location;
  else if (parsed.location && !/^(near me|nearby|local|in town|downtown)$/i.test(parsed.location)) location = parsed.location;
  if (parsed.audience) {
    const aud = parsed.audience.split(/\s+(?:who|that|which|with|and|to|so)\s+/i)[0]!.trim();
    if (aud && aud.split(/\s+/).length <= 3) audience = aud.toLowerCase();
  }
  if (seed.split(/\s+/).length < original.split(/\s+/).length - 1 && !notes.includes("question reduced to its subject"))
    notes.push(`long seed reduced to "${seed}"`);
  return { seed, location, audience, destination: tail.destination, costQuestion: cost ? full.toLowerCase() : undefined };
}

/** Other languages: the seed as typed, lower case except names, at most 5 words. */
function otherLanguageSeed(text: string, lang: DetectedLang): string {
  if (lang === "de")
    return text
      .split(/\s+/)
      .slice(0, 5)
      .map((w, i) => (i === 0 || /^\p{Lu}/u.test(w) ? w.toLowerCase() : w))
      .join(" ")
      .toLowerCase();
  return text.toLowerCase().split(/\s+/).slice(0, 5).join(" ");
}

/** A trailing place the parser left in the phrase ("web design agency london"). */
function trailingPlace(seed: string): { seed: string; location: string } | null {
  const lastWord = seed.split(" ").at(-1)!;
  const country = COUNTRIES[lastWord.toLowerCase()];
  if (country && seed.includes(" ")) return { seed: seed.split(" ").slice(0, -1).join(" "), location: country };
  const capitalised = lastWord.charAt(0).toUpperCase() + lastWord.slice(1);
  if (!seed.includes(" ") || !/^\p{Ll}/u.test(lastWord) || isKnownWord(lastWord) || !isKnownWord(capitalised)) return null;
  return { seed: seed.split(" ").slice(0, -1).join(" "), location: capitalised };
}

/** The phrase keywords are built from, with the audience and place kept aside. */
function seedOf(subject: Subject, parsed: ParsedTopic, lang: DetectedLang, original: string, notes: string[]) {
  let seed: string;
  let audience: string | undefined;
  let location: string | undefined;
  let destination: string | undefined;
  let costQuestion: string | undefined;
  if (subject.task) seed = parsed.phrase && parsed.phrase.toLowerCase() !== subject.task ? parsed.phrase : subject.task;
  else if (lang === "en")
    ({ seed, location, audience, destination, costQuestion } = englishSeed(subject.text, parsed, original, notes));
  else seed = otherLanguageSeed(subject.text, lang);
  seed =
    seed
      .replace(/[?!.,;:]+$/, "")
      .replace(/\s+/g, " ")
      .trim() || original.toLowerCase();
  const place = lang === "en" && !location ? trailingPlace(seed) : null;
  if (place) ({ seed, location } = place);
  // The place is kept aside once: "plumber Bristol" is the seed "plumber" in Bristol, never "plumber Bristol Bristol".
  if (location) {
    const words = seed.split(" ");
    const at = words.findIndex((_, i) => words.slice(i).join(" ").toLowerCase() === location.toLowerCase());
    if (at > 0) seed = words.slice(0, at).join(" ");
  }
  return { seed, audience, location, destination, costQuestion };
}

function clean(input: string): CleanSeed {
  const original = input.replace(/\s+/g, " ").trim();
  const notes: string[] = [];
  let text = tidied(original, notes);
  const lang = languageOf(text);
  let fixes: SpellingFix[] = [];
  let subject: Subject = { text, problem: false };
  if (lang === "en") {
    const fixed = correctSpelling(text, { letterSwaps: false });
    if (fixed.fixes.length) {
      text = fixed.text;
      fixes = fixed.fixes;
      notes.push(`spelling corrected: ${fixes.map((f) => `"${f.from}" to "${f.to}"`).join(", ")}`);
    }
    subject = subjectOf(text, notes);
  }
  const parsed = parseTopic(subject.text);
  const task = subject.task
    ?.replace(/^(?:a|an|the)\s+/i, "")
    .toLowerCase()
    .replace(/\s+/g, " ");
  const { seed, audience, location, destination, costQuestion } = seedOf({ ...subject, task }, parsed, lang, original, notes);
  if (costQuestion && !subject.question) subject = { ...subject, question: costQuestion };
  const seedWords = seed.split(" ");
  const headFirst = lang === "es" || lang === "fr";
  const head = (task ? parsed.head || seedWords.at(-1) : headFirst ? seedWords[0] : seedWords.at(-1)) ?? seed;
  const cls =
    lang !== "en"
      ? foreignClass(seed, lang)
      : subject.problem
        ? "problem"
        : classify(seed, seedWords.at(-1) ?? head, parsed.kind, Boolean(task));
  return {
    original,
    seed,
    head,
    plural:
      lang === "en"
        ? parsed.plural && seedWords.at(-1)!.toLowerCase() === parsed.head.toLowerCase()
          ? true
          : /[^s]s$/.test(seedWords.at(-1)!)
        : /[^s]s$/.test(head),
    mass: lang === "en" && (nounInfo(seedWords.at(-1)!).mass || MASS_EXTRA.test(seedWords.at(-1)!.toLowerCase())),
    lang,
    cls,
    ...(audience ? { audience } : {}),
    ...(location ? { location } : {}),
    ...(destination ? { destination } : {}),
    ...(task ? { task } : {}),
    ...(subject.question ? { question: subject.question } : {}),
    fixes,
    notes,
  };
}
