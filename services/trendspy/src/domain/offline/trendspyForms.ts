// TrendSpy's English keyword forms: modifier banks per seed class, what the picked category adds,
// padding forms, and audience and place forms. Which seeds a form suits is said by its `when` and `unless`.
import type { SeedClass } from "@seo/ai/text/searchSeed";
import type { Intent, Kind, Trend } from "./trendspy";

/**
 * One keyword form. Placeholders: {n} the seed, {a} "a "/"an " before a singular countable seed,
 * {be} is/are, {do} does/do, {loc} the place, {aud} the audience, {t} the task of a how-to seed.
 */
export interface Form {
  p: string;
  kind: Kind;
  intent: Intent;
  trend?: Trend;
  /** Only for seeds matching this (tested on the seed phrase). */
  when?: RegExp;
  /** Never for seeds matching this. */
  unless?: RegExp;
}
type FormOptions = Partial<Pick<Form, "trend" | "when" | "unless">>;
/** The kinds whose intent goes without saying, so a form of one never states it. */
const INTENT_OF_KIND = {
  commercial: "commercial",
  // A comparison is read by someone choosing what to buy.
  comparison: "commercial",
  question: "informational",
  transactional: "transactional",
} as const satisfies Partial<Record<Kind, Intent>>;
type SettledKind = keyof typeof INTENT_OF_KIND;

/** A form of a kind that settles its intent ("{n} price": transactional), or of one that does not ("{n} near me": a navigational modifier). */
export function F(p: string, kind: SettledKind, opts?: FormOptions): Form;
export function F(p: string, kind: Exclude<Kind, SettledKind>, intent: Intent, opts?: FormOptions): Form;
export function F(p: string, kind: Kind, intentOrOpts?: Intent | FormOptions, opts: FormOptions = {}): Form {
  if (typeof intentOrOpts === "string") return { p, kind, intent: intentOrOpts, ...opts };
  return { p, kind, intent: INTENT_OF_KIND[kind as SettledKind], ...intentOrOpts };
}

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

export const BANKS: Record<SeedClass, Form[]> = {
  product: [
    F("best {n}", "commercial"),
    F("{n} reviews", "commercial"),
    F("buy {n} online", "transactional"),
    F("{n} price", "transactional"),
    F("cheap {n}", "transactional", { trend: "down" }),
    F("{n} sale", "transactional"),
    F("how to choose {a}{n}", "question"),
    F("what {be} the best {n}", "question"),
    F("{be} {a}{n} worth it", "question", { trend: "up" }),
    F("how much {do} {a}{n} cost", "question"),
    F("budget vs premium {n}", "comparison"),
    F("top rated {n}", "commercial"),
    F("best budget {n}", "commercial"),
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
    F("how to make {n}", "question", { unless: RECIPES }),
    F("homemade {n}", "modifier", "informational", { unless: RECIPES }),
    F("healthy {n}", "modifier", "informational", { trend: "up", unless: /\b(healthy|keto|vegan|low carb)\b/ }),
    F("{n} calories", "question", { unless: RECIPES }),
    F("{n} ingredients", "modifier", "informational", { unless: RECIPES }),
    F("how to store {n}", "question", { unless: RECIPES }),
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
    F("best {n}", "commercial"),
  ],
  local: [
    F("{n} near me", "modifier", "navigational", { trend: "up" }),
    F("best {n} near me", "commercial", { trend: "up" }),
    F("emergency {n}", "modifier", "transactional", { when: EMERGENCY_TRADE, unless: /\bemergency\b/ }),
    F("24 hour {n}", "long tail", "transactional", { when: EMERGENCY_TRADE, unless: /\b24\b/ }),
    F("{n} open now", "modifier", "navigational", { when: VENUE }),
    F("{n} cost", "transactional", { unless: VENUE }),
    F("how much does {a}{n} cost", "question", {
      unless: /s$|^(plumbing|cleaning|catering|roofing|landscaping|grooming|tutoring|installation)|walking|sitting|repairs$/,
    }),
    F("{n} prices", "transactional", { when: VENUE }),
    F("{n} reviews", "commercial"),
    F("affordable {n}", "transactional"),
    F("local {n}", "modifier", "navigational"),
    F("how to choose {a}{n}", "question", {
      unless: /(restaurants?|cafes?|cafés?|bars?|pubs?|hotels?|gyms?|pharmac(y|ies)|florists?|bakery|bakeries|ing)$/,
    }),
    F("free {n} quote", "transactional", { when: QUOTED_TRADE }),
    F("{n} deals", "transactional", { when: VENUE }),
    F("{n} booking", "transactional", {
      when: /(salons?|spas?|barbers?|restaurants?|hotels?|dentists?|photographers?|physio|massage|hairdressers?)$/,
    }),
    F("what does {a}{n} do", "question", {
      when: /(accountants?|solicitors?|lawyers?|chiropractors?|osteopaths?|physiotherapists?|surveyors?|architects?)$/,
    }),
    F("{n} services", "modifier", "commercial", {
      unless: /(services?|walking|sitting|grooming|plumbing|cleaning|catering|repairs?)$/,
    }),
  ],
  service: [
    F("best {n}", "commercial"),
    F("{n} pricing", "transactional", { unless: MONEY_SERVICE }),
    F("{n} cost", "transactional", { unless: MONEY_SERVICE }),
    F("{n} reviews", "commercial"),
    F("affordable {n}", "transactional", { unless: MONEY_SERVICE }),
    F("how to choose {a}{n}", "question"),
    F("{n} for small business", "long tail", "commercial", { unless: MONEY_SERVICE }),
    F("{n} near me", "modifier", "navigational", { trend: "up", when: NEAR_SERVICE }),
    F("what does {a}{n} do", "question", { when: /(agenc(y|ies)|consultants?|brokers?)$/ }),
    F("{n} vs in-house", "comparison", { when: /(agenc(y|ies)|freelancers?|consultants?|outsourcing)$/ }),
    F("{n} quotes", "transactional", { when: MONEY_SERVICE }),
    F("compare {n}", "comparison", { when: MONEY_SERVICE }),
    F("best {n} providers", "commercial", { when: MONEY_SERVICE }),
    F("cheap {n}", "transactional", { when: MONEY_SERVICE }),
    F("how much is {n}", "question", { when: /insurance$/ }),
    F("{be} {n} worth it", "question", { when: MONEY_SERVICE }),
    F("{n} calculator", "modifier", "transactional", { when: /(loans?|mortgages?|pensions?)$/ }),
    F("what {be} {n}", "question", { when: MONEY_SERVICE }),
  ],
  saas: [
    F("best {n}", "commercial"),
    F("free {n}", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("{n} pricing", "transactional"),
    F("{n} free trial", "transactional"),
    F("{n} alternatives", "comparison", { trend: "up" }),
    F("{n} comparison", "comparison"),
    F("{n} reviews", "commercial"),
    F("{n} for small business", "long tail", "commercial"),
    F("{n} for teams", "long tail", "commercial", { unless: /(calculators?|checkers?|trackers?)$/ }),
    F("open source {n}", "long tail", "commercial", { when: /(software|crm|erp|tools?|platforms?|systems?|apps?|vpns?)$/i }),
    F("what {be} {a}{n}", "question", { unless: /apps?$/ }),
    F("how to choose {a}{n}", "question"),
    F("easy to use {n}", "long tail", "commercial"),
    F("ai {n}", "modifier", "commercial", { trend: "up", unless: /\bai\b/i }),
    F("{n} features", "modifier", "informational"),
    F("{n} for mac", "long tail", "commercial", { when: /(software|apps?)$/ }),
  ],
  digital: [
    F("free {n}", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("best {n}", "commercial"),
    F("{n} template", "modifier", "transactional", {
      unless:
        /(templates?|themes?|fonts?|presets?|icons?|mockups?|luts|brushes|stickers|graphics|patterns?|wallpapers?|photos?|clipart)$/,
    }),
    F("free {n} download", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("{n} download", "transactional"),
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
    F("how to use {n}", "question"),
    F("premium {n}", "commercial"),
    F("{n} bundle", "transactional"),
    F("aesthetic {n}", "long tail", "commercial", {
      trend: "up",
      when: /(notion|templates?|fonts?|wallpapers?|themes?|planners?)/,
    }),
  ],
  course: [
    F("online {n}", "modifier", "transactional", { trend: "up", unless: /\bonline\b/ }),
    F("free {n}", "transactional", { trend: "up", unless: /\bfree\b/ }),
    F("best {n}", "commercial"),
    F("{n} for beginners", "long tail", "informational", { unless: /\bbeginners?\b/ }),
    F("{n} with certificate", "long tail", "commercial"),
    F("{n} cost", "transactional"),
    F("{n} reviews", "commercial"),
    F("{be} {a}{n} worth it", "question"),
    F("how long {be} {a}{n}", "question"),
    F("{n} syllabus", "modifier", "informational"),
    F("short {n}", "modifier", "commercial"),
    F("{n} vs self-study", "comparison"),
  ],
  activity: [
    F("how to start {n}", "question"),
    F("{n} for beginners", "long tail", "informational", { trend: "up" }),
    F("{n} tips", "modifier", "informational"),
    F("{n} classes near me", "modifier", "navigational", { trend: "up", when: CLASSES }),
    F("{n} classes", "transactional", { when: CLASSES }),
    F("{n} equipment", "commercial", { when: EQUIPPED }),
    F("{n} equipment for beginners", "long tail", "commercial", { when: EQUIPPED }),
    F("{n} at home", "long tail", "informational", { trend: "up", when: AT_HOME }),
    F("{n} benefits", "modifier", "informational", { when: BENEFITS }),
    F("is {n} hard to learn", "question", { unless: /^(travel|walking|running|parenting|skincare)$/ }),
    F("{n} mistakes to avoid", "long tail", "informational"),
    F("{n} course online", "transactional"),
    F("{n} ideas", "long tail", "informational", {
      when: /^(gardening|photography|journaling|travel|knitting|crochet|painting|drawing|woodworking|baking|cooking)$/,
    }),
    F("{n} routine", "modifier", "informational", {
      when: /^(yoga|pilates|skincare|stretching|running|meditation|weightlifting)$/,
    }),
    F("best {n} apps", "commercial", {
      trend: "up",
      when: /^(meditation|yoga|running|journaling|budgeting|fitness|pilates)$/,
    }),
  ],
  howto: [
    F("how to {t}", "question"),
    F("best way to {t}", "question"),
    F("easy way to {t}", "long tail", "informational"),
    F("how to {t} step by step", "long tail", "informational"),
    F("how long does it take to {t}", "question"),
    F("how much does it cost to {t}", "question", { when: REPAIR_TASK }),
    F("can I {t} myself", "question", { when: REPAIR_TASK }),
    F("{n} repair", "modifier", "transactional", { when: /^(fix|repair)\b/ }),
    F("{n} repair cost", "transactional", { when: /^(fix|repair)\b/ }),
    F("{n} causes", "modifier", "informational", { when: /^(fix|repair|unclog|stop)\b/ }),
    F("tools to {t}", "long tail", "commercial", { when: REPAIR_TASK }),
    F("how to {t} fast", "long tail", "informational", { when: LEARN_TASK }),
    F("how to {t} for beginners", "long tail", "informational", { when: LEARN_TASK }),
    F("{t} online", "transactional", { trend: "up", when: /^(learn|study)\b/ }),
    F("best app to {t}", "commercial", { trend: "up", when: /^(learn|study|practi[cs]e|memori[sz]e)\b/ }),
    F("how to {t} at home", "long tail", "informational", { when: /^(learn|clean|make|grow|cut|dye|build|brew|bake)\b/ }),
    F("tips to {t}", "long tail", "informational"),
  ],
  problem: [
    F("how to fix {a}{n}", "question"),
    F("{n} causes", "modifier", "informational"),
    F("{n} fix", "modifier", "informational"),
    F("what causes {a}{n}", "question"),
    F("{n} checklist", "long tail", "informational"),
    F("{n} solutions", "modifier", "commercial"),
    F("{n} help", "modifier", "informational"),
    F("{n} test", "modifier", "informational", { when: /(website|internet|wifi|laptop|computer|phone|site)$/ }),
  ],
  // Trips: fares, dates and deals; {n} carries the destination ("flights to Lisbon").
  travel: [
    F("cheap {n}", "transactional"),
    F("{n} deals", "transactional"),
    F("last minute {n}", "transactional"),
    F("direct {n}", "modifier", "commercial", { when: /^flights?\b/ }),
    F("one way {n}", "modifier", "commercial", { when: /^flights?\b/ }),
    F("best time to book {n}", "question"),
    F("{n} prices", "transactional"),
    F("all inclusive {n}", "modifier", "commercial", { when: /^(holidays?|vacations?|package holidays?)\b/ }),
    F("{n} this weekend", "long tail", "transactional"),
    F("how far in advance to book {n}", "question"),
    F("{n} for families", "long tail", "commercial", { unless: /^flights?\b/ }),
    F("{n} with hand luggage only", "long tail", "commercial", { when: /^flights?\b/ }),
  ],
  topic: [
    F("what {be} {n}", "question"),
    F("how {do} {n} work", "question", {
      unless: /(finance|nutrition|retirement|minimalism|mindfulness|leadership)$/,
    }),
    F("{n} tips", "modifier", "informational"),
    F("{n} examples", "long tail", "informational"),
    F("{n} for beginners", "long tail", "informational", { trend: "up" }),
    F("{n} strategy", "modifier", "informational", { when: BUSINESS_TOPIC }),
    F("{n} tools", "commercial", {
      when: /(marketing|seo|sem|ppc|analytics|automation|productivity|finance|budgeting|investing|cybersecurity|security|accounting|content|social media|ai)$/i,
    }),
    F("{n} services", "commercial", {
      when: /(marketing|seo|sem|ppc|accounting|bookkeeping|cybersecurity|branding|advertising)$/i,
    }),
    F("{n} course", "transactional"),
    F("{n} guide", "modifier", "informational"),
    F("{n} for small business", "long tail", "commercial", { when: BUSINESS_TOPIC }),
    F("{n} trends", "modifier", "informational", { trend: "up" }),
    F("{n} statistics", "modifier", "informational", {
      when: /(marketing|seo|ecommerce|e-commerce|social media|ai|cybersecurity|content|advertising)$/i,
    }),
    F("{n} books", "commercial", { when: READING_TOPIC }),
    F("{n} mistakes to avoid", "long tail", "informational"),
  ],
};

// What the form category the user picked adds, per seed class it reads well with.
export const BY_CATEGORY: Record<string, Partial<Record<SeedClass, Form[]>>> = {
  Ecommerce: {
    product: [
      F("{n} free shipping", "transactional"),
      F("{n} discount code", "transactional"),
      F("best {n} on amazon", "commercial"),
    ],
  },
  Technology: {
    product: [F("{n} specs compared", "comparison", { when: ELECTRONIC })],
    saas: [F("{n} integrations", "modifier", "commercial")],
    topic: [F("{n} software", "commercial", { when: BUSINESS_TOPIC })],
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
    saas: [F("{n} fees", "transactional", { when: /(apps?|platforms?)$/ })],
    service: [F("{n} fees compared", "comparison")],
  },
  Education: {
    topic: [F("learn {n} step by step", "long tail", "informational"), F("{n} certification", "commercial")],
    course: [F("accredited {n}", "commercial")],
    activity: [F("learn {n} online", "transactional", { trend: "up" })],
  },
  "Food & Recipes": {
    food: [
      F("{n} variations", "long tail", "informational", { unless: RECIPES }),
      F("{n} at home", "long tail", "informational", { unless: RECIPES }),
    ],
    product: [F("how to use {a}{n}", "question", { when: KITCHEN })],
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
      F("how to style {n}", "question", { when: APPAREL }),
      F("sustainable {n} brands", "long tail", "commercial", { trend: "up", when: APPAREL }),
    ],
  },
  "Home & Garden": {
    product: [F("how to clean {a}{n}", "question", { when: HOMEY })],
    activity: [F("{n} for small spaces", "long tail", "informational", { when: /^(gardening)$/ })],
  },
  Business: {
    product: [F("wholesale {n}", "commercial"), F("{n} suppliers", "commercial")],
    topic: [F("{n} plan template", "long tail", "informational", { when: BUSINESS_TOPIC })],
    saas: [F("{n} for enterprises", "long tail", "commercial")],
  },
};

// Extra forms that read well for the class, used only to reach 12 ideas.
export const PADDING: Partial<Record<SeedClass, Form[]>> = {
  product: [
    F("{n} brands", "commercial", { unless: /\p{Lu}/u }),
    F("{n} comparison", "comparison"),
    F("{n} deals", "transactional"),
  ],
  local: [F("top rated {n}", "commercial"), F("{n} prices", "transactional"), F("trusted {n}", "modifier", "commercial")],
  service: [
    F("hire {a}{n}", "transactional", { unless: MONEY_SERVICE }),
    F("top {n}", "commercial"),
    F("{n} rates", "transactional", { unless: MONEY_SERVICE }),
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
  course: [F("{n} online free", "transactional", { unless: /\b(online|free)\b/ })],
};
export const PLACE_PADDING: Form[] = [
  F("top rated {n} {loc}", "commercial"),
  F("{n} {loc} cost", "transactional"),
  F("trusted {n} {loc}", "modifier", "commercial"),
  F("{n} {loc} recommendations", "long tail", "commercial"),
];

// Idea lists ("kids birthday party ideas"): themes, budget, place and audience.
export const IDEAS_FORMS: Form[] = [
  F("{n} on a budget", "long tail", "informational"),
  F("unique {n}", "modifier", "informational"),
  F("easy {n}", "modifier", "informational"),
  F("simple {n}", "modifier", "informational"),
  F("creative {n}", "modifier", "informational"),
  F("modern {n}", "modifier", "informational"),
  F("DIY {n}", "modifier", "informational", { unless: /\bdiy\b/i }),
  F("last minute {n}", "long tail", "informational"),
  F("best {n}", "commercial"),
];

// Audience forms, when the seed names who it is for ("CRM for real estate agents").
export const AUDIENCE_FORMS: Form[] = [
  F("{n} for {aud}", "long tail", "commercial"),
  F("best {n} for {aud}", "long tail", "commercial"),
];
// Place forms for a local seed with a place ("plumber in Bristol"): the place replaces "near me".
export const PLACE_FORMS: Form[] = [
  F("best {n} in {loc}", "commercial"),
  F("emergency {n} {loc}", "transactional", { when: EMERGENCY_TRADE, unless: /\bemergency\b/ }),
  F("24 hour {n} {loc}", "long tail", "transactional", { when: EMERGENCY_TRADE, unless: /\b24\b/ }),
  F("affordable {n} {loc}", "transactional"),
  F("{n} {loc} reviews", "commercial"),
  F("{n} {loc} prices", "transactional"),
  F("{n} {loc} open now", "modifier", "navigational", { when: VENUE }),
  F("local {n} in {loc}", "modifier", "navigational"),
];
