// TrendSpy offline research: keyword ideas for a cleaned seed (typos fixed, a question reduced to
// its subject, the seed's language kept: see libs/ai/src/text/searchSeed.ts), from modifier banks per seed class,
// so a plumber gets "near me" and "emergency" but never "for beginners" or "buy ... online", a
// template gets "free" and "download", software gets "pricing" and "alternatives". Each idea has
// an estimated volume, difficulty, trend and intent. The figures are heuristics, never live data:
// volumes fall as a keyword gets longer (head term > every longer form that contains it), and
// every item and the report say they are estimates. Counts in the text are computed from the data.
import { type TrendspyResponse, DIFFICULTY_THRESHOLDS } from "@seo/trendspy-contract";
import { articleFor } from "@seo/ai/text/language";
import { hash, normWords } from "@seo/ai/text/words";
import { cleanSeed, type CleanSeed, type SeedClass } from "@seo/ai/text/searchSeed";

export interface KeywordResearchInput {
  niche: string;
  category?: string;
}

export type Intent = "informational" | "commercial" | "transactional" | "navigational";
export type Trend = "up" | "down" | "stable";
export type DifficultyBand = "very easy" | "easy" | "medium" | "hard" | "very hard";
type Kind = "head" | "modifier" | "question" | "comparison" | "commercial" | "transactional" | "long tail";

export interface KeywordIdea {
  keyword: string;
  trend: Trend;
  volume: number;
  difficulty: number;
  difficultyBand: DifficultyBand;
  intent: Intent;
  kind: Kind;
  opportunity: number;
  /** Modelled from the keyword's shape, not live search data. */
  estimate: true;
}

/**
 * One keyword form. Placeholders: {n} the seed, {a} "a "/"an " before a singular countable seed,
 * {be} is/are, {do} does/do, {loc} the place, {aud} the audience, {t} the task of a how-to seed.
 */
interface Form {
  p: string;
  kind: Kind;
  intent: Intent;
  trend?: Trend;
  /** Only for seeds matching this (tested on the seed phrase). */
  when?: RegExp;
  /** Never for seeds matching this. */
  unless?: RegExp;
}
const F = (p: string, kind: Kind, intent: Intent, opts: Partial<Pick<Form, "trend" | "when" | "unless">> = {}): Form => ({
  p,
  kind,
  intent,
  ...opts,
});

const APPAREL =
  /(shoes|boots|sneakers|trainers|sandals|socks|jackets?|coats?|dress(es)?|jeans|shirts?|hoodies?|leggings|clothes|clothing|apparel|wear|suits?|bras?|swimsuits?|pyjamas|pajamas)$/;
const ELECTRONIC =
  /(earbuds|headphones|speakers?|chargers?|laptops?|phones?|cameras?|monitors?|keyboards?|mouse|watch(es)?|tablets?|routers?|drones?|projectors?|microphones?|tvs?|consoles?|vacuums?|printers?)$/;
const COMFORT = /(chairs?|mattress(es)?|pillows?|desks?|shoes|insoles|cushions?|sofas?)$/;
const HOMEY =
  /(chairs?|desks?|sofas?|tables?|beds?|lamps?|rugs?|shelves|storage|furniture|decor|plants?|planters?|mattress(es)?|curtains?)$/;
const KITCHEN =
  /(knives|pans?|pots?|kettles?|blenders?|mixers?|grinders?|toasters?|fryers?|cookware|machines?|makers?|scales?|boards?)$/;
const ECO_FIT =
  /(shoes|clothing|clothes|apparel|bags?|bottles?|toothbrush(es)?|straws?|cups?|mugs?|furniture|mats?|leggings|jeans|shirts?|packaging|cleaners?|detergents?|diapers|nappies)$/;
const EMERGENCY_TRADE =
  /(plumbers?|electricians?|locksmiths?|dentists?|vets?|roofers?|glaziers?|towing|tow trucks?|boiler repair|hvac)$/;
const VENUE =
  /(restaurants?|cafes?|cafés?|bars?|pubs?|hotels?|gyms?|salons?|spas?|bakery|bakeries|barbers?|barbershops?|pharmac(y|ies)|florists?)$/;
const QUOTED_TRADE =
  /(plumbers?|roofers?|roofing|builders?|electricians?|painters?|decorators?|landscapers?|landscaping|removals?|movers|cleaners?|cleaning|carpenters?|tilers?|plasterers?|contractors?|handym[ae]n|installers?|installation|repairs?|catering|photographers?|videographers?)$/;
const NEAR_SERVICE = /(agenc(y|ies)|consultants?|brokers?|coach(es)?|freelancers?|firms?)$/;
const MONEY_SERVICE = /(insurance|loans?|mortgages?|credit cards?|bank accounts?|pensions?)$/;
const RECIPES = /(recipes?|ideas|meals|menus?|meal prep|dinners|lunches|snacks|breakfasts?)$/;
const SERVED =
  /(bread|pizzas?|sushi|tacos?|burgers?|cakes?|cupcakes?|brownies|cookies|pancakes?|waffles?|donuts?|bagels?|curry|noodles|ramen|pho|dumplings|smoothies?|coffee|cocktails?)$/;
const BUSINESS_TOPIC =
  /(marketing|seo|sem|ppc|advertising|branding|accounting|bookkeeping|automation|analytics|cybersecurity|security|sales|management|ecommerce|e-commerce|strategy|leadership|productivity|social media|content)$/;
const READING_TOPIC =
  /(finance|investing|budgeting|leadership|productivity|nutrition|mindfulness|marketing|minimalism|parenting|retirement|economics|psychology|philosophy)$/;
const CLASSES =
  /^(yoga|pilates|photography|pottery|dancing|boxing|swimming|guitar|piano|singing|painting|drawing|cooking|baking|climbing|crossfit|martial arts|calligraphy|knitting|sewing|ceramics|tennis|golf|meditation)$/;
const EQUIPPED =
  /^(camping|hiking|photography|fishing|climbing|bouldering|cycling|skiing|surfing|golf|tennis|boxing|crossfit|weightlifting|swimming|running|yoga|pilates|woodworking|pottery|knitting|calligraphy|baking|gardening)$/;
const AT_HOME =
  /^(yoga|pilates|meditation|baking|cooking|stretching|workout|fitness|weightlifting|crossfit|boxing|gardening|breathwork)$/;
const BENEFITS =
  /^(yoga|pilates|meditation|running|swimming|walking|cycling|journaling|gardening|stretching|breathwork|hiking|boxing)$/;
const REPAIR_TASK = /^(fix|repair|replace|install|unclog|remove|clean|paint|build|patch|seal|reset|change)\b/;
const LEARN_TASK = /^(learn|study|speak|play|code|draw|sing|write|start|become|memori[sz]e|practi[cs]e)\b/;

// ---- English banks per seed class --------------------------------------------------------------

const BANKS: Record<SeedClass, Form[]> = {
  product: [
    F("best {n}", "commercial", "commercial"),
    F("{n} reviews", "commercial", "commercial"),
    F("buy {n} online", "transactional", "transactional"),
    F("{n} price", "transactional", "transactional"),
    F("cheap {n}", "transactional", "transactional", { trend: "down" }),
    F("{n} sale", "transactional", "transactional"),
    F("how to choose {a}{n}", "question", "informational"),
    F("what {be} the best {n}", "question", "informational"),
    F("{be} {a}{n} worth it", "question", "informational", { trend: "up" }),
    F("how much {do} {a}{n} cost", "question", "informational"),
    F("budget vs premium {n}", "comparison", "commercial"),
    F("top rated {n}", "commercial", "commercial"),
    F("best budget {n}", "commercial", "commercial"),
    F("{n} buying guide", "long tail", "informational"),
    F("best {n} under $100", "long tail", "commercial", { when: ELECTRONIC }),
    F("{n} for men", "long tail", "commercial", { when: APPAREL }),
    F("{n} for women", "long tail", "commercial", { when: APPAREL }),
    F("{n} for back pain", "long tail", "commercial", { when: COMFORT }),
    F("{n} for small spaces", "long tail", "commercial", { when: HOMEY }),
    F("eco-friendly {n}", "long tail", "commercial", {
      trend: "up",
      when: ECO_FIT,
      unless: /\b(eco|bamboo|organic|recycled|sustainable)\b/,
    }),
    F("best {n} for home cooks", "long tail", "commercial", { when: KITCHEN }),
  ],
  food: [
    F("{n} recipe", "modifier", "informational", { unless: RECIPES }),
    F("easy {n} recipe", "long tail", "informational", { unless: RECIPES }),
    F("how to make {n}", "question", "informational", { unless: RECIPES }),
    F("homemade {n}", "modifier", "informational", { unless: RECIPES }),
    F("healthy {n}", "modifier", "informational", { trend: "up", unless: /\b(healthy|keto|vegan|low carb)\b/ }),
    F("{n} calories", "question", "informational", { unless: RECIPES }),
    F("{n} ingredients", "modifier", "informational", { unless: RECIPES }),
    F("how to store {n}", "question", "informational", { unless: RECIPES }),
    F("{n} near me", "modifier", "navigational", { trend: "up", when: SERVED }),
    F("{n} for beginners", "long tail", "informational", {
      when: /(bread|sourdough|cakes?|pasta|sushi|curry|cocktails?|kombucha)$/,
    }),
    F("easy {n}", "modifier", "informational", { when: RECIPES }),
    F("quick {n} for busy weeknights", "long tail", "informational", { when: RECIPES }),
    F("cheap {n}", "modifier", "informational", { when: RECIPES }),
    F("{n} with few ingredients", "long tail", "informational", { when: RECIPES }),
    F("{n} for meal prep", "long tail", "informational", { trend: "up", when: RECIPES }),
    F("{n} for families", "long tail", "informational", { when: RECIPES }),
    F("{n} for dinner", "long tail", "informational", { when: RECIPES }),
    F("{n} for beginners", "long tail", "informational", { when: RECIPES }),
    F("{n} tips", "modifier", "informational", { unless: RECIPES }),
    F("best {n}", "commercial", "commercial"),
  ],
  local: [
    F("{n} near me", "modifier", "navigational", { trend: "up" }),
    F("best {n} near me", "commercial", "commercial", { trend: "up" }),
    F("emergency {n}", "modifier", "transactional", { when: EMERGENCY_TRADE, unless: /\bemergency\b/ }),
    F("24 hour {n}", "long tail", "transactional", { when: EMERGENCY_TRADE, unless: /\b24\b/ }),
    F("{n} open now", "modifier", "navigational", { when: VENUE }),
    F("{n} cost", "transactional", "transactional", { unless: VENUE }),
    F("how much does {a}{n} cost", "question", "informational", {
      unless: /s$|^(plumbing|cleaning|catering|roofing|landscaping|grooming|tutoring|installation)|walking|sitting|repairs$/,
    }),
    F("{n} prices", "transactional", "transactional", { when: VENUE }),
    F("{n} reviews", "commercial", "commercial"),
    F("affordable {n}", "transactional", "transactional"),
    F("local {n}", "modifier", "navigational"),
    F("how to choose {a}{n}", "question", "informational", {
      unless: /(restaurants?|cafes?|cafés?|bars?|pubs?|hotels?|gyms?|pharmac(y|ies)|florists?|bakery|bakeries|ing)$/,
    }),
    F("free {n} quote", "transactional", "transactional", { when: QUOTED_TRADE }),
    F("{n} deals", "transactional", "transactional", { when: VENUE }),
    F("{n} booking", "transactional", "transactional", {
      when: /(salons?|spas?|barbers?|restaurants?|hotels?|dentists?|photographers?|physio|massage|hairdressers?)$/,
    }),
    F("what does {a}{n} do", "question", "informational", {
      when: /(accountants?|solicitors?|lawyers?|chiropractors?|osteopaths?|physiotherapists?|surveyors?|architects?)$/,
    }),
    F("{n} services", "modifier", "commercial", {
      unless: /(services?|walking|sitting|grooming|plumbing|cleaning|catering|repairs?)$/,
    }),
  ],
  service: [
    F("best {n}", "commercial", "commercial"),
    F("{n} pricing", "transactional", "transactional", { unless: MONEY_SERVICE }),
    F("{n} cost", "transactional", "transactional", { unless: MONEY_SERVICE }),
    F("{n} reviews", "commercial", "commercial"),
    F("affordable {n}", "transactional", "transactional", { unless: MONEY_SERVICE }),
    F("how to choose {a}{n}", "question", "informational"),
    F("{n} for small business", "long tail", "commercial", { unless: MONEY_SERVICE }),
    F("{n} near me", "modifier", "navigational", { trend: "up", when: NEAR_SERVICE }),
    F("what does {a}{n} do", "question", "informational", { when: /(agenc(y|ies)|consultants?|brokers?)$/ }),
    F("{n} vs in-house", "comparison", "commercial", { when: /(agenc(y|ies)|freelancers?|consultants?|outsourcing)$/ }),
    F("{n} quotes", "transactional", "transactional", { when: MONEY_SERVICE }),
    F("compare {n}", "comparison", "commercial", { when: MONEY_SERVICE }),
    F("best {n} providers", "commercial", "commercial", { when: MONEY_SERVICE }),
    F("cheap {n}", "transactional", "transactional", { when: MONEY_SERVICE }),
    F("how much is {n}", "question", "informational", { when: /insurance$/ }),
    F("{be} {n} worth it", "question", "informational", { when: MONEY_SERVICE }),
    F("{n} calculator", "modifier", "transactional", { when: /(loans?|mortgages?|pensions?)$/ }),
    F("what {be} {n}", "question", "informational", { when: MONEY_SERVICE }),
  ],
  saas: [
    F("best {n}", "commercial", "commercial"),
    F("free {n}", "transactional", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("{n} pricing", "transactional", "transactional"),
    F("{n} free trial", "transactional", "transactional"),
    F("{n} alternatives", "comparison", "commercial", { trend: "up" }),
    F("{n} comparison", "comparison", "commercial"),
    F("{n} reviews", "commercial", "commercial"),
    F("{n} for small business", "long tail", "commercial"),
    F("{n} for teams", "long tail", "commercial", { unless: /(calculators?|checkers?|trackers?)$/ }),
    F("open source {n}", "long tail", "commercial", { when: /(software|crm|erp|tools?|platforms?|systems?|apps?|vpns?)$/i }),
    F("what {be} {a}{n}", "question", "informational", { unless: /apps?$/ }),
    F("how to choose {a}{n}", "question", "informational"),
    F("easy to use {n}", "long tail", "commercial"),
    F("ai {n}", "modifier", "commercial", { trend: "up", unless: /\bai\b/i }),
    F("{n} features", "modifier", "informational"),
    F("{n} for mac", "long tail", "commercial", { when: /(software|apps?)$/ }),
  ],
  digital: [
    F("free {n}", "transactional", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("best {n}", "commercial", "commercial"),
    F("{n} template", "modifier", "transactional", {
      unless:
        /(templates?|themes?|fonts?|presets?|icons?|mockups?|luts|brushes|stickers|graphics|patterns?|wallpapers?|photos?|clipart)$/,
    }),
    F("free {n} download", "transactional", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("{n} download", "transactional", "transactional"),
    F("{n} for students", "long tail", "commercial", {
      when: /(templates?|planners?|notion|spreadsheets?|worksheets?|checklists?)/,
    }),
    F("{n} for small business", "long tail", "commercial", {
      when: /(templates?|themes?|spreadsheets?|mockups?|icons?|checklists?)$/,
    }),
    F("printable {n}", "modifier", "transactional", {
      when: /(planners?|checklists?|worksheets?|calendars?|trackers?|stickers)$/,
      unless: /printable/,
    }),
    F("{n} pdf", "modifier", "transactional", { when: /(planners?|e-?books?|guides?|checklists?|worksheets?|patterns?)$/ }),
    F("{n} examples", "long tail", "informational"),
    F("{n} ideas", "long tail", "informational", { when: /(templates?|planners?|wallpapers?)$/ }),
    F("how to use {n}", "question", "informational"),
    F("premium {n}", "commercial", "commercial"),
    F("{n} bundle", "transactional", "transactional"),
    F("aesthetic {n}", "long tail", "commercial", {
      trend: "up",
      when: /(notion|templates?|fonts?|wallpapers?|themes?|planners?)/,
    }),
  ],
  course: [
    F("online {n}", "modifier", "transactional", { trend: "up", unless: /\bonline\b/ }),
    F("free {n}", "transactional", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("best {n}", "commercial", "commercial"),
    F("{n} for beginners", "long tail", "informational", { unless: /\bbeginners?\b/ }),
    F("{n} with certificate", "long tail", "commercial"),
    F("{n} cost", "transactional", "transactional"),
    F("{n} reviews", "commercial", "commercial"),
    F("{be} {a}{n} worth it", "question", "informational"),
    F("how long {be} {a}{n}", "question", "informational"),
    F("{n} syllabus", "modifier", "informational"),
    F("short {n}", "modifier", "commercial"),
    F("{n} vs self-study", "comparison", "commercial"),
  ],
  activity: [
    F("how to start {n}", "question", "informational"),
    F("{n} for beginners", "long tail", "informational", { trend: "up" }),
    F("{n} tips", "modifier", "informational"),
    F("{n} classes near me", "modifier", "navigational", { trend: "up", when: CLASSES }),
    F("{n} classes", "transactional", "transactional", { when: CLASSES }),
    F("{n} equipment", "commercial", "commercial", { when: EQUIPPED }),
    F("{n} equipment for beginners", "long tail", "commercial", { when: EQUIPPED }),
    F("{n} at home", "long tail", "informational", { trend: "up", when: AT_HOME }),
    F("{n} benefits", "modifier", "informational", { when: BENEFITS }),
    F("is {n} hard to learn", "question", "informational", { unless: /^(travel|walking|running|parenting|skincare)$/ }),
    F("{n} mistakes to avoid", "long tail", "informational"),
    F("{n} course online", "transactional", "transactional"),
    F("{n} ideas", "long tail", "informational", {
      when: /^(gardening|photography|journaling|travel|knitting|crochet|painting|drawing|woodworking|baking|cooking)$/,
    }),
    F("{n} routine", "modifier", "informational", {
      when: /^(yoga|pilates|skincare|stretching|running|meditation|weightlifting)$/,
    }),
    F("best {n} apps", "commercial", "commercial", {
      trend: "up",
      when: /^(meditation|yoga|running|journaling|budgeting|fitness|pilates)$/,
    }),
  ],
  howto: [
    F("how to {t}", "question", "informational"),
    F("best way to {t}", "question", "informational"),
    F("easy way to {t}", "long tail", "informational"),
    F("how to {t} step by step", "long tail", "informational"),
    F("how long does it take to {t}", "question", "informational"),
    F("how much does it cost to {t}", "question", "informational", { when: REPAIR_TASK }),
    F("can I {t} myself", "question", "informational", { when: REPAIR_TASK }),
    F("{n} repair", "modifier", "transactional", { when: /^(fix|repair)\b/ }),
    F("{n} repair cost", "transactional", "transactional", { when: /^(fix|repair)\b/ }),
    F("{n} causes", "modifier", "informational", { when: /^(fix|repair|unclog|stop)\b/ }),
    F("tools to {t}", "long tail", "commercial", { when: REPAIR_TASK }),
    F("how to {t} fast", "long tail", "informational", { when: LEARN_TASK }),
    F("how to {t} for beginners", "long tail", "informational", { when: LEARN_TASK }),
    F("{t} online", "transactional", "transactional", { trend: "up", when: /^(learn|study)\b/ }),
    F("best app to {t}", "commercial", "commercial", { trend: "up", when: /^(learn|study|practi[cs]e|memori[sz]e)\b/ }),
    F("how to {t} at home", "long tail", "informational", { when: /^(learn|clean|make|grow|cut|dye|build|brew|bake)\b/ }),
    F("tips to {t}", "long tail", "informational"),
  ],
  problem: [
    F("how to fix {a}{n}", "question", "informational"),
    F("{n} causes", "modifier", "informational"),
    F("{n} fix", "modifier", "informational"),
    F("what causes {a}{n}", "question", "informational"),
    F("{n} checklist", "long tail", "informational"),
    F("{n} solutions", "modifier", "commercial"),
    F("{n} help", "modifier", "informational"),
    F("{n} test", "modifier", "informational", { when: /(website|internet|wifi|laptop|computer|phone|site)$/ }),
  ],
  topic: [
    F("what {be} {n}", "question", "informational"),
    F("how {do} {n} work", "question", "informational", {
      unless: /(finance|nutrition|retirement|minimalism|mindfulness|leadership)$/,
    }),
    F("{n} tips", "modifier", "informational"),
    F("{n} examples", "long tail", "informational"),
    F("{n} for beginners", "long tail", "informational", { trend: "up" }),
    F("{n} strategy", "modifier", "informational", { when: BUSINESS_TOPIC }),
    F("{n} tools", "commercial", "commercial", {
      when: /(marketing|seo|sem|ppc|analytics|automation|productivity|finance|budgeting|investing|cybersecurity|security|accounting|content|social media|ai)$/i,
    }),
    F("{n} services", "commercial", "commercial", {
      when: /(marketing|seo|sem|ppc|accounting|bookkeeping|cybersecurity|branding|advertising)$/i,
    }),
    F("{n} course", "transactional", "transactional"),
    F("{n} guide", "modifier", "informational"),
    F("{n} for small business", "long tail", "commercial", { when: BUSINESS_TOPIC }),
    F("{n} trends", "modifier", "informational", { trend: "up" }),
    F("{n} statistics", "modifier", "informational", {
      when: /(marketing|seo|ecommerce|e-commerce|social media|ai|cybersecurity|content|advertising)$/i,
    }),
    F("{n} books", "commercial", "commercial", { when: READING_TOPIC }),
    F("{n} mistakes to avoid", "long tail", "informational"),
  ],
};

// What the form category the user picked adds, per seed class it reads well with.
const BY_CATEGORY: Record<string, Partial<Record<SeedClass, Form[]>>> = {
  Ecommerce: {
    product: [
      F("{n} free shipping", "transactional", "transactional"),
      F("{n} discount code", "transactional", "transactional"),
      F("best {n} on amazon", "commercial", "commercial"),
    ],
  },
  Technology: {
    product: [F("{n} specs compared", "comparison", "commercial", { when: ELECTRONIC })],
    saas: [F("{n} integrations", "modifier", "commercial")],
    topic: [F("{n} software", "commercial", "commercial", { when: BUSINESS_TOPIC })],
  },
  "Health & Fitness": {
    activity: [
      F("{n} for weight loss", "long tail", "informational", {
        when: /^(yoga|pilates|running|walking|cycling|swimming|hiking|boxing|rowing|dancing)$/,
      }),
    ],
    food: [F("high protein {n}", "long tail", "informational", { trend: "up" })],
    product: [
      F("best {n} for home workouts", "long tail", "commercial", {
        when: /(mats?|weights|dumbbells?|kettlebells?|bands?|bikes?|treadmills?|rowers?)$/,
      }),
    ],
  },
  Finance: {
    topic: [
      F("{n} calculator", "modifier", "transactional", { when: /(budgeting|investing|retirement|finance|mortgages?|taxes)$/ }),
    ],
    saas: [F("{n} fees", "transactional", "transactional", { when: /(apps?|platforms?)$/ })],
    service: [F("{n} fees compared", "comparison", "commercial")],
  },
  Education: {
    topic: [F("learn {n} step by step", "long tail", "informational"), F("{n} certification", "commercial", "commercial")],
    course: [F("accredited {n}", "commercial", "commercial")],
    activity: [F("learn {n} online", "transactional", "transactional", { trend: "up" })],
  },
  "Food & Recipes": {
    food: [
      F("{n} variations", "long tail", "informational", { unless: RECIPES }),
      F("{n} at home", "long tail", "informational", { unless: RECIPES }),
    ],
    product: [F("how to use {a}{n}", "question", "informational", { when: KITCHEN })],
  },
  Travel: {
    product: [F("best {n} for travel", "long tail", "commercial")],
    activity: [
      F("{n} on a budget", "long tail", "informational"),
      F("{n} packing list", "long tail", "informational", { when: /^(camping|hiking|travel|skiing|surfing|backpacking)$/ }),
    ],
  },
  Fashion: {
    product: [
      F("{n} outfit ideas", "long tail", "informational", { when: APPAREL }),
      F("how to style {n}", "question", "informational", { when: APPAREL }),
      F("sustainable {n} brands", "long tail", "commercial", { trend: "up", when: APPAREL }),
    ],
  },
  "Home & Garden": {
    product: [F("how to clean {a}{n}", "question", "informational", { when: HOMEY })],
    activity: [F("{n} for small spaces", "long tail", "informational", { when: /^(gardening)$/ })],
  },
  Business: {
    product: [F("wholesale {n}", "commercial", "commercial"), F("{n} suppliers", "commercial", "commercial")],
    topic: [F("{n} plan template", "long tail", "informational", { when: BUSINESS_TOPIC })],
    saas: [F("{n} for enterprises", "long tail", "commercial")],
  },
};

// Extra forms that read well for the class, used only to reach 12 ideas.
const PADDING: Partial<Record<SeedClass, Form[]>> = {
  product: [
    F("{n} brands", "commercial", "commercial", { unless: /\p{Lu}/u }),
    F("{n} comparison", "comparison", "commercial"),
    F("{n} deals", "transactional", "transactional"),
  ],
  local: [
    F("top rated {n}", "commercial", "commercial"),
    F("{n} prices", "transactional", "transactional"),
    F("trusted {n}", "modifier", "commercial"),
  ],
  service: [
    F("hire {a}{n}", "transactional", "transactional", { unless: MONEY_SERVICE }),
    F("top {n}", "commercial", "commercial"),
    F("{n} rates", "transactional", "transactional", { unless: MONEY_SERVICE }),
    F("{n} explained", "modifier", "informational", { when: MONEY_SERVICE }),
  ],
  food: [
    F("{n} ideas", "long tail", "informational", { unless: RECIPES }),
    F("simple {n}", "modifier", "informational"),
    F("high protein {n}", "long tail", "informational", { when: RECIPES, unless: /protein/ }),
    F("{n} for lunch", "long tail", "informational", { when: RECIPES }),
    F("{n} with chicken", "long tail", "informational", { when: /(keto|low carb|paleo|healthy|easy|quick|dinner) recipes$/ }),
  ],
  topic: [
    F("{n} explained", "modifier", "informational"),
    F("{n} checklist", "long tail", "informational"),
    F("{n} best practices", "long tail", "informational"),
  ],
  activity: [F("{n} guide", "modifier", "informational"), F("{n} explained", "modifier", "informational")],
  howto: [
    F("how to {t} without help", "long tail", "informational"),
    F("{t} guide", "modifier", "informational", { when: /^(learn|start)\b/ }),
  ],
  problem: [F("{n} troubleshooting", "long tail", "informational")],
  course: [F("{n} online free", "transactional", "transactional", { unless: /\b(online|free)\b/ })],
};
const PLACE_PADDING: Form[] = [
  F("top rated {n} {loc}", "commercial", "commercial"),
  F("{n} {loc} cost", "transactional", "transactional"),
  F("trusted {n} {loc}", "modifier", "commercial"),
  F("{n} {loc} recommendations", "long tail", "commercial"),
];

// Audience forms, when the seed names who it is for ("CRM for real estate agents").
const AUDIENCE_FORMS: Form[] = [
  F("{n} for {aud}", "long tail", "commercial"),
  F("best {n} for {aud}", "long tail", "commercial"),
];
// Place forms for a local seed with a place ("plumber in Bristol"): the place replaces "near me".
const PLACE_FORMS: Form[] = [
  F("best {n} in {loc}", "commercial", "commercial"),
  F("emergency {n} {loc}", "transactional", "transactional", { when: EMERGENCY_TRADE, unless: /\bemergency\b/ }),
  F("24 hour {n} {loc}", "long tail", "transactional", { when: EMERGENCY_TRADE, unless: /\b24\b/ }),
  F("affordable {n} {loc}", "transactional", "transactional"),
  F("{n} {loc} reviews", "commercial", "commercial"),
  F("{n} {loc} prices", "transactional", "transactional"),
  F("{n} {loc} open now", "modifier", "navigational", { when: VENUE }),
  F("local {n} in {loc}", "modifier", "navigational"),
];

// ---- Spanish, German and French: the seed's language, never English words -------------------

const FOREIGN: Record<"es" | "de" | "fr", Form[]> = {
  es: [
    F("comprar {n}", "transactional", "transactional"),
    F("{n} precio", "transactional", "transactional"),
    F("{n} online", "transactional", "transactional", { unless: /\bonline\b/ }),
    F("{n} ofertas", "transactional", "transactional"),
    F("{n} opiniones", "commercial", "commercial"),
    F("{n} comparativa", "comparison", "commercial"),
    F("cómo elegir {n}", "question", "informational"),
    F("{n} calidad precio", "commercial", "commercial"),
    F("qué {n} comprar", "question", "informational"),
    F("{n} baratos", "transactional", "transactional", { when: /(os|es)$/ }),
    F("{n} baratas", "transactional", "transactional", { when: /as$/ }),
    F("mejores {n}", "commercial", "commercial", { when: /s$/ }),
    F("mejor {n}", "commercial", "commercial", { unless: /s$/ }),
    F("{n} gratis", "transactional", "transactional", { when: /\b(cursos?|plantillas?|apps?|aplicaciones)\b/ }),
  ],
  de: [
    F("{n} kaufen", "transactional", "transactional"),
    F("{n} test", "commercial", "commercial"),
    F("{n} vergleich", "comparison", "commercial"),
    F("{n} günstig", "transactional", "transactional"),
    F("{n} preis", "transactional", "transactional"),
    F("{n} erfahrungen", "commercial", "commercial"),
    F("{n} testsieger", "commercial", "commercial"),
    F("{n} angebot", "transactional", "transactional"),
    F("{n} worauf achten", "question", "informational"),
    F("{n} empfehlung", "commercial", "commercial"),
    F("{n} online kaufen", "transactional", "transactional"),
  ],
  fr: [
    F("acheter {n}", "transactional", "transactional"),
    F("{n} pas cher", "transactional", "transactional"),
    F("{n} prix", "transactional", "transactional"),
    F("{n} avis", "commercial", "commercial"),
    F("comparatif {n}", "comparison", "commercial"),
    F("{n} en ligne", "transactional", "transactional", { unless: /en ligne/ }),
    F("{n} promo", "transactional", "transactional"),
    F("guide d'achat {n}", "question", "informational"),
    F("{n} test", "commercial", "commercial"),
    F("{n} livraison gratuite", "transactional", "transactional"),
  ],
};
const LANGUAGE_NAMES = { es: "Spanish", de: "German", fr: "French" } as const;

// ---- Estimates -------------------------------------------------------------------------------

// Volumes snap to the buckets keyword tools report.
const BUCKETS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900, 3600,
  4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500, 110000,
];
const snap = (v: number) => BUCKETS.reduce((best, b) => (Math.abs(b - v) < Math.abs(best - v) ? b : best), BUCKETS[0]!);
/** The bucket below a volume (the most a longer form of that keyword can have). */
const below = (v: number) => [...BUCKETS].reverse().find((b) => b < v) ?? BUCKETS[0]!;

const CLASS_DEMAND: Record<SeedClass, number> = {
  product: 1,
  food: 0.9,
  local: 1,
  service: 0.7,
  saas: 0.6,
  digital: 0.5,
  course: 0.45,
  activity: 1.1,
  howto: 0.35,
  problem: 0.3,
  topic: 0.9,
};
const KIND_SHARE: Record<Kind, number> = {
  head: 1,
  commercial: 0.45,
  transactional: 0.3,
  modifier: 0.4,
  question: 0.25,
  comparison: 0.15,
  "long tail": 0.2,
};
const RISING_SEED =
  /\b(ai|sustainable|eco|vegan|electric|smart|air fryers?|notion|standing desks?|pickleball|plant-based|solar|heat pumps?)\b/i;

export function difficultyBand(d: number): DifficultyBand {
  if (d < 15) return "very easy";
  if (d < DIFFICULTY_THRESHOLDS.easy) return "easy";
  if (d < DIFFICULTY_THRESHOLDS.medium) return "medium";
  if (d < 80) return "hard";
  return "very hard";
}

const jitter = (key: string, spread: number) => 1 + (((hash(key) % 201) - 100) / 100) * spread;

function headVolume(s: CleanSeed, keyword: string): number {
  const n = normWords(keyword).length;
  const base = [49500, 49500, 14800, 3600, 1000, 390, 170][Math.min(n, 6)]!;
  const place = s.location ? 0.2 : 1;
  const market = s.lang === "en" ? 1 : 0.35;
  return snap(Math.max(20, base * CLASS_DEMAND[s.cls] * place * market * jitter(keyword, 0.2)));
}

function difficultyOf(s: CleanSeed, keyword: string, intent: Intent, isHead: boolean): number {
  const n = normWords(keyword).length;
  const base = [80, 80, 64, 50, 38, 28, 20][Math.min(n, 6)]!;
  const shift: Record<Intent, number> = { commercial: 8, transactional: 5, navigational: -6, informational: -10 };
  const place = s.location ? -12 : 0;
  const cls = s.cls === "saas" ? 6 : s.cls === "howto" || s.cls === "problem" ? -8 : 0;
  const d = base + (isHead ? 0 : shift[intent]) + place + cls + ((hash(keyword) >>> 8) % 13) - 6;
  return Math.max(3, Math.min(97, Math.round(d)));
}

function opportunityOf(volume: number, difficulty: number, trend: Trend): number {
  const demand = Math.log10(volume) / Math.log10(110000);
  const o = 100 * demand * (1 - difficulty / 100) * (trend === "up" ? 1.15 : trend === "down" ? 0.85 : 1) * 1.6;
  return Math.max(1, Math.min(100, Math.round(o)));
}

// ---- Building the ideas ----------------------------------------------------------------------

function fill(pattern: string, s: CleanSeed, n: string): string {
  const bare = s.plural || s.mass || s.lang !== "en";
  const article = bare ? "" : `${articleFor(n)} `;
  return pattern
    .replace("{n}", n)
    .replace("{a}", article)
    .replace("{be}", s.plural ? "are" : "is")
    .replace("{do}", s.plural ? "do" : "does")
    .replace("{loc}", s.location ?? "")
    .replace("{aud}", s.audience ?? "")
    .replace("{t}", s.task ?? n)
    .replace(/\s+/g, " ")
    .trim();
}

const tokens = (k: string) => normWords(k.replace(/\$/g, ""));
/** Does `longer` contain every word of `shorter` (so it is a longer form of it)? */
const contains = (longer: string[], shorter: string[]) =>
  shorter.length < longer.length && shorter.every((w) => longer.includes(w));

interface Candidate {
  keyword: string;
  form: Form;
}

function candidates(s: CleanSeed, head: string, category?: string): Candidate[] {
  const out: Candidate[] = [{ keyword: head, form: F("{n}", "head", "commercial") }];
  const add = (forms: Form[], n = s.seed) => {
    for (const form of forms) {
      if (form.when && !form.when.test(n.toLowerCase()) && !(s.task && form.when.test(s.task))) continue;
      if (form.unless && (form.unless.test(n.toLowerCase()) || (s.task && form.p.includes("{t}") && form.unless.test(s.task))))
        continue;
      out.push({ keyword: fill(form.p, s, n), form });
    }
  };
  if (s.lang === "es" || s.lang === "de" || s.lang === "fr") {
    // Agreement follows the head noun ("zapatillas de running" takes "mejores ... baratas").
    for (const form of FOREIGN[s.lang])
      if (
        (!form.when || form.when.test(s.head)) &&
        !form.unless?.test(s.head) &&
        !(form.unless && /online|en ligne/.test(form.unless.source) && form.unless.test(s.seed))
      )
        out.push({ keyword: fill(form.p, s, s.seed), form });
    return out;
  }
  if (s.lang !== "en") return out;
  if (s.question && s.cls !== "howto") out.push({ keyword: s.question, form: F("{n}", "question", "informational") });
  const cat = category ? (BY_CATEGORY[category]?.[s.cls] ?? []) : [];
  if (s.cls === "local" && s.location) {
    // The place the user named replaces "near me".
    add(PLACE_FORMS);
    add([...cat, ...BANKS.local].filter((f) => f.kind === "question"));
  } else if (s.cls === "howto") {
    add(cat);
    add(BANKS.howto);
  } else {
    add(cat);
    add(BANKS[s.cls]);
  }
  if (s.audience && !(/^beginners?$/.test(s.audience) && (s.cls === "local" || s.cls === "service"))) add(AUDIENCE_FORMS);
  // Reach 12 ideas with forms that still fit the class.
  const padding = s.cls === "local" && s.location ? PLACE_PADDING : (PADDING[s.cls] ?? []);
  const have = new Set(out.map((c) => c.keyword.toLowerCase()));
  for (const form of padding) {
    if (have.size >= 12) break;
    const before = out.length;
    add([form]);
    for (const c of out.slice(before)) have.add(c.keyword.toLowerCase());
  }
  return out;
}

/** Keyword ideas for a niche: the head term first, then the best openings (at most 20). */
export function keywordIdeas(input: KeywordResearchInput): KeywordIdea[] {
  return build(input).ideas;
}

function build(input: KeywordResearchInput): { seed: CleanSeed; ideas: KeywordIdea[] } {
  const s = cleanSeed(input.niche);
  // Local seeds with a place search as "plumber Bristol"; how-to seeds by their subject when it has two or more words.
  const head =
    s.cls === "local" && s.location
      ? `${s.seed} ${s.location}`
      : s.cls === "howto"
        ? s.seed.includes(" ") && s.seed !== s.task
          ? s.seed
          : (s.task ?? s.seed)
        : s.seed;
  const seen = new Set<string>();
  const raw: Array<Candidate & { words: string[] }> = [];
  // A seed that itself repeats a word ("coffee coffee") keeps its own repeats, else nothing is left.
  const inHead = new Map<string, number>();
  for (const w of tokens(head)) inHead.set(w, (inHead.get(w) ?? 0) + 1);
  for (const c of candidates(s, head, input.category)) {
    const key = c.keyword.toLowerCase();
    const ws = tokens(c.keyword);
    // Forms that repeat a word ("best running shoes for best runners") are dropped.
    const counts = new Map<string, number>();
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
    if ([...counts].some(([w, n]) => n > Math.max(1, inHead.get(w) ?? 0) && w.length > 3)) continue;
    if (seen.has(key) || !c.keyword) continue;
    seen.add(key);
    raw.push({ ...c, words: ws });
  }
  const headVol = headVolume(s, head);
  const headWords = tokens(head);
  const ideas: KeywordIdea[] = raw.map((c, i) => {
    const isHead = i === 0;
    const added = Math.max(1, c.words.length - headWords.length);
    const volume = isHead
      ? headVol
      : snap(Math.max(10, headVol * KIND_SHARE[c.form.kind] * 0.75 ** (added - 1) * jitter(c.keyword, 0.25)));
    const trend: Trend = c.form.trend ?? (isHead && RISING_SEED.test(s.seed) ? "up" : "stable");
    const difficulty = difficultyOf(s, c.keyword, c.form.intent, isHead);
    // Key order is the CSV export's column order: keyword, trend, volume, difficulty first.
    return {
      keyword: c.keyword,
      trend,
      volume,
      difficulty,
      kind: c.form.kind,
      intent: c.form.intent,
      difficultyBand: difficultyBand(difficulty),
      opportunity: 0,
      estimate: true as const,
    };
  });
  // A longer form never out-searches a keyword it contains, and nothing out-searches the head term.
  const order = ideas.map((k, i) => ({ k, ws: raw[i]!.words })).sort((a, b) => a.ws.length - b.ws.length);
  for (const { k, ws } of order) {
    if (k === ideas[0]) continue;
    let cap = below(ideas[0]!.volume);
    for (const o of order) if (o.k !== k && contains(ws, o.ws)) cap = Math.min(cap, below(o.k.volume));
    k.volume = Math.max(10, Math.min(k.volume, cap));
    if (k.difficulty > ideas[0]!.difficulty) k.difficulty = Math.max(3, ideas[0]!.difficulty - 2);
    k.difficultyBand = difficultyBand(k.difficulty);
  }
  for (const k of ideas) k.opportunity = opportunityOf(k.volume, k.difficulty, k.trend);
  const [first, ...rest] = ideas;
  rest.sort((a, b) => b.opportunity - a.opportunity || a.keyword.localeCompare(b.keyword));
  return { seed: s, ideas: first ? [first, ...rest].slice(0, 20) : [] };
}

const fmt = (n: number) => n.toLocaleString("en-US");
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Keyword lines in the `result` text (the workflow offers these as choices); keywordData has them all. */
export const RESULT_KEYWORDS = 10;

const CLASS_NAMES: Record<SeedClass, string> = {
  product: "a product",
  food: "a dish or recipe",
  local: "a local service",
  service: "a service",
  saas: "software",
  digital: "a digital product",
  course: "a course",
  activity: "an activity",
  howto: "a how-to task",
  problem: "a problem to fix",
  topic: "a topic",
};

export function researchKeywords(input: KeywordResearchInput): TrendspyResponse {
  const { seed: s, ideas } = build(input);
  const head = ideas[0]!;
  const niche = head.keyword;
  const rest = ideas.slice(1);
  const easyIdeas = rest.filter((k) => k.difficulty < DIFFICULTY_THRESHOLDS.easy);
  const rising = ideas.filter((k) => k.trend === "up");
  const falling = ideas.filter((k) => k.trend === "down");
  const questions = ideas.filter((k) => k.kind === "question");
  const money = rest.filter((k) => k.intent === "transactional" || k.intent === "commercial");
  const shown = ideas.slice(0, RESULT_KEYWORDS);
  const intentCounts = new Map<Intent, number>();
  for (const k of ideas) intentCounts.set(k.intent, (intentCounts.get(k.intent) ?? 0) + 1);
  const [topIntent, topIntentCount] = [...intentCounts].sort((a, b) => b[1] - a[1])[0]!;
  const best = rest.slice().sort((a, b) => b.opportunity - a.opportunity)[0];
  const foreign = s.lang === "es" || s.lang === "de" || s.lang === "fr";
  const notice =
    s.lang === "other"
      ? "Offline keyword ideas are written in English, Spanish, German and French; this seed looks like another language, so only the seed itself is listed. Connect a model for full research in this language."
      : undefined;

  const seedNotes: string[] = [];
  if (s.fixes.length) seedNotes.push(`Spelling corrected: ${s.fixes.map((f) => `"${f.from}" → "${f.to}"`).join(", ")}.`);
  if (s.question)
    seedNotes.push(
      `Your question "${s.question}" is researched as "${niche}"${s.cls !== "howto" ? " and kept as a keyword" : ""}.`,
    );
  else if (normWords(s.original).length > normWords(niche).length + 1 && !s.location)
    seedNotes.push(
      `Researched as "${niche}", the subject of your seed${s.audience ? `, with "${s.audience}" as the audience` : ""}.`,
    );
  if (foreign) seedNotes.push(`Keyword ideas are in ${LANGUAGE_NAMES[s.lang as "es" | "de" | "fr"]}, the language of your seed.`);
  if (notice) seedNotes.push(notice);

  const lines = [
    `Keyword research: "${niche}"${input.category ? ` (${input.category})` : ""}`,
    ...(seedNotes.length ? ["", ...seedNotes] : []),
    "",
    `Overview: "${niche}" reads as ${CLASS_NAMES[s.cls]}${s.location ? ` in ${s.location}` : ""}. As a head term it is ${head.difficultyBand} (~${fmt(head.volume)} searches/month, difficulty ${head.difficulty}/100, trend ${head.trend}). ` +
      (ideas.length > 1
        ? `${easyIdeas.length} of ${rest.length} related ideas are under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty; ${topIntentCount} of ${ideas.length} are ${topIntent}` +
          `${rising.length ? `; ${rising.length === 1 ? "1 form is" : `${rising.length} forms are`} rising` : "; none is clearly rising"}. ` +
          (best ? `The best opening is "${best.keyword}" (opportunity ${best.opportunity}/100).` : "")
        : ""),
    "",
    `Top ${shown.length} keyword opportunities:`,
    ...shown.flatMap((k) => [
      `- ${k.keyword}:`,
      `  ~${fmt(k.volume)} searches/month · difficulty ${k.difficulty}/100 (${k.difficultyBand}) · trend ${k.trend} · ${k.intent}`,
    ]),
    "",
    "What to do next:",
    `1. ${
      easyIdeas.length
        ? `Write first for the easiest terms: ${easyIdeas
            .slice(0, 3)
            .map((k) => `"${k.keyword}"`)
            .join(", ")}.`
        : `Narrow "${niche}" with an audience, a place or a use case to find easier long-tail terms.`
    }`,
    `2. ${s.cls === "local" ? `Build one service page for "${niche}" with your area, prices and reviews, and keep your Google Business Profile complete.` : `Build one pillar page on "${niche}" and link every supporting article to it.`}`,
    `3. ${money.length ? `Point ${s.cls === "local" || s.cls === "service" ? "service" : s.cls === "saas" ? "pricing or comparison" : "product or comparison"} pages at "${money[0]!.keyword}"${money[1] ? ` and "${money[1].keyword}"` : ""}, where searchers are ready to act.` : "Capture leads with helpful guides first; few of these searches show buying intent."}`,
    "",
    `Figures are estimates modelled from keyword patterns, not live search data; the keyword table has all ${ideas.length} ideas. Validate your final picks in a keyword tool.`,
  ];

  const comparison = ideas.find((k) => k.kind === "comparison")?.keyword;
  const insights = [
    easyIdeas.length
      ? `Quick wins: ${easyIdeas
          .slice(0, 4)
          .map((k) => `"${k.keyword}" (${k.difficulty}/100)`)
          .join(", ")} have low estimated difficulty; a new or small site can rank for these first.`
      : `No related keyword here is under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty; add a specific audience${s.cls === "local" ? ", a town" : ""} or use case to "${niche}" to find easier long-tail terms.`,
    `The head term "${niche}" is ${head.difficultyBand} (${head.difficulty}/100): treat it as the ${s.cls === "local" ? "main service page" : "pillar page"} topic and earn it over time through the supporting pages below.`,
    money.length
      ? `Ready-to-act keywords: ${money
          .slice(0, 3)
          .map((k) => `"${k.keyword}"`)
          .join(
            ", ",
          )}; target them with ${s.cls === "local" ? "a service page that shows prices, area and a phone number" : s.cls === "saas" ? "pricing, comparison and alternatives pages" : s.cls === "digital" ? "a download page with previews" : "product, category and comparison pages"} and a clear call to action.`
      : "Few keywords show buying intent; build trust with informational content and capture leads first.",
    questions.length
      ? `Answer the questions searchers ask (${questions
          .slice(0, 4)
          .map((k) => `"${k.keyword}"`)
          .join(", ")}) in an FAQ section and H2 headings to compete for featured snippets and People Also Ask.`
      : `Add question headings about "${niche}" to your page to target featured snippets.`,
    `Content strategy: 1) one ${s.cls === "local" ? "service page" : "pillar guide"} on "${niche}"; 2) ${Math.min(5, Math.max(2, easyIdeas.length + questions.length))} supporting ${s.cls === "local" ? "pages or posts" : "articles"} on the quick wins and questions, each linking to it${comparison ? `; 3) a comparison page ("${comparison}")` : ""}; then track rankings for the top 5 keywords.`,
    rising.length
      ? `Rising: ${count(rising.length, "idea", "ideas")} in this set ${rising.length === 1 ? "is" : "are"} estimated to be rising (${rising
          .slice(0, 3)
          .map((k) => `"${k.keyword}"`)
          .join(
            ", ",
          )}); publish on ${rising.length === 1 ? "it" : "these"} early.${falling.length ? ` ${count(falling.length, "idea is", "ideas are")} estimated to be falling.` : ""}`
      : "No idea here is estimated to be rising; prioritise evergreen content and internal linking over news-style posts.",
    "All figures are estimates from keyword shape, not live data; confirm volumes in Google Keyword Planner or Search Console before committing budget.",
  ];

  const keywordData = ideas.map((k) => ({ ...k }));
  return {
    result: lines.join("\n"),
    keywordData,
    insights,
    seed: niche,
    seedClass: s.cls,
    language: s.lang,
    ...(s.fixes.length ? { corrections: s.fixes.map((f) => ({ ...f })) } : {}),
    ...(notice ? { notice } : {}),
    source: "offline",
  };
}
