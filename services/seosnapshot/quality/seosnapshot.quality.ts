// SeoSnapshot quality corpus: labelled good and poor snippets (the issue's examples among them)
// through mechanical checks: good pages score well and above poor ones by a clear margin, the
// expected critical checks fire (and none on good pages), rewrites stay within limits, are not cut
// mid-phrase, never name the brand twice, keep no stuffing and add no stock sentence; and as a
// professional reads it (libs/ai/src/quality): rewrites without broken grammar that keep the page's
// names, figures and offers and their capitals, advice without broken grammar, and no sentence or
// rewrite frame repeated across different pages. run(produce) takes any engine (bench:quality the
// offline one, eval:model the model).
import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { auditSeo } from "../src/domain/offline/seosnapshot";
import type { SeosnapshotInput } from "../src/domain/seosnapshotTool";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { missingEntities } from "@seo/ai/quality/entities";
import { casingSlips } from "@seo/ai/quality/casing";
import { repeatedAcrossProducts, sentencesOf } from "@seo/ai/quality/repetition";
import { reason, type Produce, type QualityReport } from "@seo/ai/quality/report";

export { seosnapshotTool as definition } from "../src/domain/seosnapshotTool";
import { stuffing } from "../src/domain/offline/seosnapshotRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { textWidthPx } from "@seo/ai/text/arialWidths";

export type Page = {
  title: string;
  description: string;
  url?: string;
  keyword?: string;
  /** "as typed": a client's own snippet, judged on the rewrites and advice only (no score band). */
  label: "good" | "poor" | "as typed";
  critical?: string[];
  /** Non-critical checks that must fail ("spelling": a likely typo, as a hint). */
  hints?: string[];
  /** Checks that must pass ("spelling" on words the dictionary lacks but a writer means: "callouts", "grippy"). */
  passes?: string[];
  brand?: string;
  page?: string;
};
export const PAGES: Page[] = [
  // Good pages: clear title within 600 px, a 120-156 character description with a benefit and an action.
  {
    label: "good",
    page: "local",
    title: "Emergency Plumber in Bristol | 24/7 Call-Out | FixFast",
    description:
      "Burst pipe or blocked drain? FixFast's Gas Safe plumbers reach most Bristol homes within an hour, day or night. Fixed prices, no call-out fee. Call now.",
    url: "https://fixfast.co.uk/emergency-plumber-bristol",
  },
  {
    label: "good",
    title: "Running Shoes for Flat Feet: 9 Best Pairs Tested on Trails",
    description:
      "Find running shoes for flat feet with real arch support. We tested 25 models on road and trail so you can choose the right pair for your stride today.",
  },
  {
    label: "good",
    page: "article",
    title: "How to Fix a Leaky Faucet in 5 Easy Steps (No Plumber)",
    description:
      "Stop the drip in 20 minutes with a wrench and a new washer. Our step-by-step guide with photos shows how to fix a leaky faucet yourself. Learn how today.",
  },
  {
    label: "good",
    page: "home",
    title: "Acme – Handmade Leather Goods Since 1998",
    description:
      "Acme makes wallets, belts and bags by hand in Leeds from full-grain leather, with free UK delivery and a lifetime guarantee. Shop the collection today.",
    url: "https://acme.com/",
  },
  {
    label: "good",
    page: "product",
    title: "Handmade Leather Wallets – Full-Grain, Lifetime Guarantee",
    description:
      "Slim handmade leather wallets cut from full-grain hide in our Leeds workshop. Six card slots, RFID lining and free UK delivery. Shop wallets now.",
    url: "https://acme.com/leather-wallets",
    brand: "Acme",
  },
  {
    label: "good",
    title: "Project Management Software for Small Teams | TaskFlow",
    description:
      "Plan projects, assign tasks and track deadlines in one simple board. TaskFlow is free for teams of up to 5 people. Start your free trial in 2 minutes.",
    url: "https://taskflow.io/project-management-software",
    brand: "TaskFlow",
  },
  {
    label: "good",
    title: "Email Marketing for Small Businesses: A 7-Step Guide",
    description:
      "Build a list, write subject lines people open and automate a welcome series. Our 7-step email marketing guide has templates for small businesses. Read it.",
    url: "https://example.com/blog/email-marketing-guide",
  },
  {
    label: "good",
    title: "Organic Dog Food for Senior Dogs – Grain-Free Recipes",
    description:
      "Gentle organic dog food for senior dogs with sensitive stomachs, made with locally sourced chicken and vegetables. Delivered monthly. Order a trial box.",
    url: "https://barkfresh.com/senior-dog-food",
  },
  {
    label: "good",
    title: "Wedding Photographer in Cornwall | Natural, Candid Photos",
    description:
      "Relaxed, candid wedding photography across Cornwall, from beach ceremonies to barn receptions. Full-day coverage and an online gallery. Book a free call.",
  },
  {
    label: "good",
    title: "Best Budgeting Apps of 2025: 8 Apps Tested and Compared",
    description:
      "We tested 8 budgeting apps for a month each: fees, bank syncing, savings goals and ease of use. See which budgeting app fits your money habits and why.",
  },
  {
    label: "good",
    title: "Vegan Protein Powder – 25 g Protein, No Added Sugar",
    description:
      "Smooth vegan protein powder made from pea and brown rice: 25 g protein per scoop, no added sugar and five natural flavours. Shop now with free delivery.",
  },
  {
    label: "good",
    title: "Dentist in Leeds City Centre | Same-Day Appointments",
    description:
      "Friendly NHS and private dentist in Leeds city centre. Check-ups, hygiene, whitening and same-day emergency appointments. Book online or call us today.",
  },
  {
    label: "good",
    title: "Sourdough Bread Recipe for Beginners (Step-by-Step)",
    description:
      "Bake your first sourdough loaf with this beginner recipe: a simple starter, a 24-hour timeline and photos of every step. Crisp crust, open crumb. Learn how.",
  },
  {
    label: "good",
    title: "Ergonomic Office Chairs for Back Pain | 5-Year Warranty",
    description:
      "Adjustable ergonomic office chairs with lumbar support, breathable mesh and a 5-year warranty. Free delivery and 30-day returns. Find your chair today.",
  },
  {
    label: "good",
    title: "Notion Templates for Students: 12 Free Study Planners",
    description:
      "Plan classes, deadlines and revision with 12 free Notion templates for students. Duplicate them in one click and adapt each planner to your timetable.",
  },
  // Poor pages: the issue's examples first.
  {
    label: "poor",
    critical: ["title-stuffing"],
    title: "Cheap Shoes, Cheap Shoes Online, Buy Cheap Shoes, Shoes Sale",
    description:
      "Cheap shoes online. Buy cheap shoes, cheap trainers and cheap boots at the cheapest prices. Cheap shoes for men, cheap shoes for women, cheap shoes sale.",
  },
  {
    label: "poor",
    critical: ["clickbait"],
    title: "You Won't Believe What This Plumber Found!!!",
    description:
      "A Bristol plumber found something shocking under a kitchen sink. Click to find out what happened next and why every homeowner should check their pipes.",
  },
  {
    label: "poor",
    critical: ["mismatch"],
    title: "Luxury Boutique Hotel in Central Paris | Hotel Lumière",
    description:
      "Need a plumber in Bristol? Our Gas Safe engineers fix leaks, boilers and blocked drains across Bristol, 24/7. Call now for a free quote from a local expert.",
  },
  {
    label: "poor",
    critical: ["title-shouting"],
    title: "ORGANIC DOG FOOD - BEST PRICES - FREE DELIVERY",
    description: "BUY ORGANIC DOG FOOD NOW. BEST ORGANIC DOG FOOD FOR YOUR DOG.",
  },
  { label: "poor", critical: ["same-text"], title: "Best Coffee Grinders 2025", description: "Best Coffee Grinders 2025" },
  {
    // Likely typos are a hint (a low-weight check and a last recommendation), never a critical cap.
    label: "as typed",
    hints: ["spelling"],
    title: "Handmade Leather Wallets | Acme",
    description:
      "Our handmade leather wallets are cut from full grain leather and recieve a lifetime garantee on every stich. Shop wallets now and save.",
    url: "https://acme.com/wallets",
    brand: "Acme",
  },
  { label: "poor", title: "Wireless Earbuds", description: "Great earbuds." },
  { label: "poor", title: "Home", description: "Welcome to our website.", url: "https://example.com/" },
  {
    label: "poor",
    critical: ["title-stuffing"],
    title: "SEO Agency London, SEO London, London SEO Agency, SEO Services London",
    description:
      "SEO agency London offering SEO London services. Our London SEO agency provides SEO services in London for London businesses wanting London SEO.",
  },
  {
    label: "poor",
    critical: ["description-stuffing"],
    title: "Yoga Mats for Beginners | Non-Slip",
    description:
      "Yoga mats, yoga mat, best yoga mats, cheap yoga mats, yoga mats online, yoga mats sale, yoga mats UK, yoga mat for beginners, yoga mats non slip.",
  },
  {
    label: "poor",
    critical: ["clickbait"],
    title: "Doctors Hate This One Weird Trick to Lose Weight!",
    description:
      "This one weird trick melts fat fast and doctors don't want you to know about it. You won't believe how simple it is. Click here to find out now!!!",
  },
  {
    label: "poor",
    critical: ["mismatch"],
    title: "Vegan Chocolate Cake Recipe – Moist and Easy",
    description:
      "Compare car insurance quotes from 40 insurers in minutes and save up to £300 on your premium. Get a quote today with our free comparison tool.",
  },
  {
    label: "poor",
    title: "The Complete and Ultimate Guide to Everything You Ever Wanted to Know About Running Shoes for Every Kind of Runner",
    description: "This article is about running shoes.",
  },
  {
    label: "poor",
    critical: ["title-shouting"],
    title: "BEST CHEAP LAPTOPS FOR STUDENTS 2025 - HUGE SALE",
    description:
      "Cheap laptops for students at low prices. Laptops for students, student laptops and budget laptops for college. Buy laptops for students now.",
  },
  {
    label: "as typed",
    hints: ["spelling"],
    title: "Accomodation in Edinburgh | Cheap Hotels",
    description:
      "Find cheap accomodation in Edinburgh close to the castle, with breakfast included in most rooms and free cancellation. Book your stay today.",
  },
  { label: "poor", title: "Product 4471", description: "Item.", url: "http://shop.example.com/Products/4471?ref=home_page" },
  // Snippets as clients type them: lower case, places, brands, offers, figures, typos.
  {
    label: "as typed",
    title: "plumber manchester | 24/7 emergency callouts",
    description: "leaking pipe? we fix it fast. no callout fee, all areas of manchester. ring now",
  },
  {
    label: "as typed",
    title: "40% off all mattresses - ends monday",
    description: "our biggest sale of the year. 40% off every mattress, free delivery and 100 night trial. ends monday",
  },
  {
    label: "as typed",
    title: "GreenLeaf organic baby clothes",
    description: "OEKO-TEX certified organic cotton baby clothes in sizes 0-24 months. free uk shipping over £49.",
  },
  {
    label: "as typed",
    title: "b2b bookkeeping services",
    description: "we do bookkeeping for b2b companys in leeds using Xero. fixed monthly price from £149.",
  },
  {
    label: "as typed",
    title: "Ceremonial Matcha from Uji, 20g",
    description: "stone ground ceremonial grade matcha from Uji, Japan. 20g tin, about 20 servings.",
  },
  {
    label: "as typed",
    title: "USB-C hub 7 in 1",
    description: "7-in-1 USB-C hub, supports 4K@60Hz HDMI, works with MacBook Pro and iPad Pro. 100W pass through charging",
  },
  {
    label: "as typed",
    title: "10 tips for better sleep",
    description: "struggling to sleep? here are 10 tips that actualy work, from a sleep nurse with 15 years experience.",
  },
  {
    label: "as typed",
    title: "Dog grooming Bristol - book online",
    description: "Full groom, bath & brush and puppy intro sessions in Bristol. Book online in 2 minutes, open saturdays.",
  },
  {
    label: "as typed",
    title: "Vintage Levi's 501 jeans",
    description: "Hand picked vintage Levi's 501s, washed and repaired. Sizes W28-W38. Ships in 2 days.",
  },
  {
    label: "as typed",
    title: "wedding venue cotswolds barn",
    description:
      "rustic barn wedding venue in the cotswolds for up to 150 guests. exclusive use, on site catering, book a viewing",
  },
  {
    label: "as typed",
    title: "Learn Spanish online with native tutors",
    description: "1-to-1 Spanish lessons on Zoom with native tutors from Madrid and Mexico City. First lesson free.",
  },
  // Words a writer means that the dictionary lacks: no spelling hint, no "correction".
  {
    label: "as typed",
    passes: ["spelling"],
    title: "Grippy yoga socks",
    description: "non-slip grippy socks for yoga and barre, with silicone grips on the sole. one size, fits UK 4-8.",
  },
  {
    label: "as typed",
    passes: ["spelling"],
    title: "Emergency electrician Leeds - same day callouts",
    description: "No callouts charge before 6pm. NICEIC registered electricians covering all of Leeds. Call 0113 496 0000.",
  },
  // A reference page: no shop tail, no "(Guide)" glued into a name.
  {
    label: "as typed",
    title: "JavaScript - Wikipedia",
    description:
      "JavaScript is a programming language and core technology of the Web, alongside HTML and CSS. 99% of websites use JavaScript on the client side.",
    url: "https://en.wikipedia.org/wiki/JavaScript",
  },
  // A focus keyphrase the user gave: audited as typed, in the title (near the start) and the description.
  {
    label: "as typed",
    keyword: "herb garden",
    title: "How to start a windowsill herb garden",
    description: "grow basil, mint and other herbs indoors all year. which pots, compost and light they need, step by step.",
  },
  {
    label: "as typed",
    keyword: "hiking boots for wide feet",
    title: "We tested 12 hiking boots: the best for wide feet",
    description:
      "12 pairs tested over 300 km in the Lake District. Toe box width, grip and waterproofing compared, with a pick for every budget.",
  },
  {
    label: "as typed",
    keyword: "Xero bookkeeping",
    title: "Bookkeeping for small businesses | Ledgerly",
    description:
      "Monthly bookkeeping, VAT returns and payroll for UK small businesses, done in Xero by certified advisors. Fixed fee from £95 a month.",
    url: "https://ledgerly.co.uk/bookkeeping",
  },
];
const STOCK = /Discover the full range|Expert advice, clear comparisons|Learn more and shop now|Explore .* and get started/i;

export const inputOf = (p: Page): SeosnapshotInput => ({
  title: p.title,
  description: p.description,
  url: p.url,
  focusKeyphrase: p.keyword,
});

export async function run(
  produce: Produce<SeosnapshotInput, SeosnapshotResponse> = (input) => auditSeo(input),
): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  const scores = { good: [] as number[], poor: [] as number[] };
  const answers: { page: Page; r: SeosnapshotResponse }[] = [];
  for (const p of PAGES) {
    const r = await produce(inputOf(p));
    answers.push({ page: p, r });
    const score = r.scores.overall;
    if (p.label !== "as typed") scores[p.label].push(score);
    const reasons = reasonsFor(p, r);
    if (reasons.length) failures.push({ input: { title: p.title.slice(0, 70), label: p.label, score }, reasons });
  }
  // The corpus as a whole: good pages above poor ones by a clear margin.
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const margin = Math.min(...scores.good) - Math.max(...scores.poor);
  if (mean(scores.good) - mean(scores.poor) < 30 || margin < 10)
    failures.push({
      input: "good vs poor",
      reasons: [
        `mean good ${mean(scores.good).toFixed(0)}, mean poor ${mean(scores.poor).toFixed(0)}, lowest good − highest poor ${margin}`,
      ],
    });
  const shared = sharedAcrossPages(answers);
  failures.push(...shared);
  const total = PAGES.length + 1 + SHARED_CHECKS;
  return { tool: "seosnapshot", total, passed: total - failures.length, failures };
}

/** The corpus-wide checks sharedAcrossPages makes (each one row of the report). */
const SHARED_CHECKS = 2;

/**
 * Stock text across different pages: an advice sentence, or a rewrite frame with only the page's
 * own words changed ("The Best …: Shop the Range Online"), in more than a fifth of the answers.
 */
export function sharedAcrossPages(answers: { page: Page; r: SeosnapshotResponse }[]): QualityReport["failures"] {
  const failures: QualityReport["failures"] = [];
  const inputText = (p: Page) => `${p.title}\n${p.description}`;
  const advice = repeatedAcrossProducts(
    answers.map(({ page, r }) => ({ input: inputText(page), sentences: r.recommendations.flatMap(sentencesOf) })),
  );
  if (advice.length)
    failures.push({
      input: "advice across pages",
      reasons: advice.map((a) => reason("repetition", `${a.count} of ${answers.length} pages: ${a.text}`)),
    });
  const rewritten = answers.filter(({ r }) => r.metrics.suggestedTitle || r.metrics.suggestedDescription);
  const frames = repeatedAcrossProducts(
    rewritten.map(({ page, r }) => ({
      input: inputText(page),
      sentences: [r.metrics.suggestedTitle ?? "", ...sentencesOf(r.metrics.suggestedDescription ?? "")].filter(Boolean),
    })),
    { skeletons: true },
  );
  if (frames.length)
    failures.push({
      input: "rewrites across pages",
      reasons: frames.map((f) => reason("repetition", `${f.count} of ${rewritten.length} rewrites: ${f.text}`)),
    });
  return failures;
}

/** A recommendation without the text it quotes (the client's own words are judged elsewhere). */
const unquoted = (text: string) => text.replace(/"[^"]*"|“[^”]*”/g, "“…”");

/** What a professional rejects at a glance in the rewrites and the advice. */
function professionalReasons(p: Page, r: SeosnapshotResponse): string[] {
  const reasons: string[] = [];
  const t = r.metrics.suggestedTitle;
  const d = r.metrics.suggestedDescription;
  for (const [name, text, from] of [
    ["title", t, p.title],
    ["description", d, p.description],
  ] as const) {
    if (!text) continue;
    for (const slip of brokenGrammar(text)) reasons.push(reason("grammar", `${slip} in the suggested ${name}: ${text}`));
    const lost = missingEntities(from, text);
    if (lost.length)
      reasons.push(reason("entity", `the suggested ${name} drops ${lost.map((e) => `"${e.text}"`).join(", ")}: ${text}`));
  }
  if (t || d)
    for (const slip of casingSlips(`${p.title}\n${p.description}`, `${t ?? ""}\n${d ?? ""}`))
      reasons.push(reason("casing", `${slip} in the rewrites`));
  for (const advice of r.recommendations)
    for (const slip of brokenGrammar(unquoted(advice)))
      reasons.push(reason("grammar", `${slip} in the advice: ${advice.slice(0, 90)}`));
  return reasons;
}

/** What is wrong with one audit: the mechanical checks every answer (and every variant's rewrites) must pass. */
export function reasonsFor(p: Page, r: SeosnapshotResponse): string[] {
  const reasons: string[] = professionalReasons(p, r);
  const score = r.scores.overall;
  const crit = (r.metrics.criticalIssues as string[] | undefined) ?? [];
  if (p.label === "good" && score < 75) reasons.push(`good page scored ${score}`);
  if (p.label === "poor" && score > 55) reasons.push(`poor page scored ${score}`);
  if (p.label === "good" && crit.length) reasons.push(`critical checks on a good page: ${crit.join(", ")}`);
  for (const c of p.critical ?? [])
    if (!crit.includes(c)) reasons.push(`critical "${c}" did not fire (got ${crit.join(", ") || "none"})`);
  if (p.page && r.metrics.pageType !== p.page) reasons.push(`page type ${String(r.metrics.pageType)}, expected ${p.page}`);
  const failedChecks = (r.checks ?? []).filter((c) => !c.passed).map((c) => c.id);
  for (const id of p.hints ?? []) {
    if (!failedChecks.includes(id)) reasons.push(`hint "${id}" did not fire`);
    if (crit.includes(id)) reasons.push(`hint "${id}" reported as critical`);
  }
  for (const id of p.passes ?? []) if (failedChecks.includes(id)) reasons.push(`check "${id}" failed`);
  // The keyphrase the user gave is the one audited; without one, the audit says it inferred one and
  // never asks for a field as if it were missing.
  if (p.keyword && (r.metrics.focusKeyword !== p.keyword || r.metrics.focusKeywordInferred))
    reasons.push(`focus keyphrase "${p.keyword}" not audited (got "${String(r.metrics.focusKeyword)}")`);
  if (/enter your target keyword/i.test(`${r.result}\n${r.recommendations.join("\n")}`))
    reasons.push("asks for a target keyword as if a field were missing");
  const t = r.metrics.suggestedTitle as string | undefined;
  const d = r.metrics.suggestedDescription as string | undefined;
  if (t) {
    if (graphemeLength(t) > 60 || textWidthPx(t, 20) > 600) reasons.push(`suggested title over 60 characters or 600 px: ${t}`);
    if (/\b(for|of|with|to|the|a|an|and|in|on|from|by|your)$/i.test(t)) reasons.push(`suggested title cut mid-phrase: ${t}`);
    if (stuffing(t, "", String(r.metrics.focusKeyword)).title.length) reasons.push(`stuffing kept in the suggested title: ${t}`);
    const brand = p.brand ?? (p.url ? new URL(p.url).hostname.replace(/^www\./, "").split(".")[0] : undefined);
    if (brand && (t.toLowerCase().match(new RegExp(brand.toLowerCase(), "g")) ?? []).length > 1)
      reasons.push(`brand twice: ${t}`);
    if (crit.some((c) => /title-stuffing|clickbait|title-shouting/.test(c)))
      reasons.push("spam title answered with a padded rewrite");
  }
  if (d) {
    const len = graphemeLength(d);
    if (len < 120 || len > 156) reasons.push(`suggested description ${len} characters: ${d}`);
    if (!/[.!?)]$/.test(d) || /\b(for|of|with|to|the|a|an|and|in|on|from|by|your|without)[.!?]$/i.test(d))
      reasons.push(`suggested description cut mid-phrase: ${d}`);
    if (stuffing("", d, String(r.metrics.focusKeyword)).description.length)
      reasons.push(`stuffing kept in the suggested description: ${d}`);
  }
  if (STOCK.test(r.recommendations.join(" "))) reasons.push("stock sentence in a recommendation");
  if (p.label === "poor" && crit.length && !r.recommendations.some((x) => /^(Rewrite this|Fix the spelling)/.test(x)))
    reasons.push("critical issue without 'rewrite this' guidance");
  return reasons;
}
