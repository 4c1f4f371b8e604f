import { seosnapshotResponseSchema, seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { auditSeo } from "./seosnapshot";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { textWidthPx } from "@seo/ai/text/arialWidths";

const TITLE_48 = "Running Shoes for Flat Feet: Our Top Picks Rated";
const TITLE_58 = "Running Shoes for Flat Feet: 9 Best Pairs Tested on Trails";
const DESC_150 =
  "Find running shoes for flat feet with real arch support. We tested 25 models on road and trail so you can choose the right pair for your stride today.";

const check = (r: ReturnType<typeof auditSeo>, id: string) => r.checks!.find((c) => c.id === id)!;
const quoted = (s: string) => [...s.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);

describe("auditSeo", () => {
  test("title length is graded by pixels (Yoast's 400-600 px): 48 characters pass, a 30-character title is too short and gets a rewrite built from it", () => {
    expect(graphemeLength(TITLE_48)).toBe(48);
    expect(
      check(auditSeo({ title: TITLE_48, description: DESC_150, focusKeyphrase: "running shoes for flat feet" }), "title-length")
        .passed,
    ).toBe(true);
    const short = "Running Shoes for Flat Feet";
    const r = auditSeo({ title: short, description: DESC_150, focusKeyphrase: "running shoes for flat feet" });
    const c = check(r, "title-length");
    expect(c.passed).toBe(false);
    expect(c.message).toMatch(/too short/);
    const rec = r.recommendations.find((x) => x.startsWith("Your title is too short"))!;
    const rewrite = quoted(rec)[0]!;
    expect(textWidthPx(rewrite, 20)).toBeGreaterThanOrEqual(400);
    expect(textWidthPx(rewrite, 20)).toBeLessThanOrEqual(600);
    expect(rewrite).toContain(short);
    expect(r.metrics.titleOptimal).toBe(false);
  });

  test("a 58-character title and a 150-character description with the keyword early score 80 or more", () => {
    expect(graphemeLength(TITLE_58)).toBe(58);
    expect(graphemeLength(DESC_150)).toBe(150);
    const r = auditSeo({ title: TITLE_58, description: DESC_150, focusKeyphrase: "running shoes" });
    expect(r.scores.overall).toBeGreaterThanOrEqual(80);
    expect(r.metrics).toMatchObject({ titleLength: 58, titleOptimal: true, descriptionLength: 150, descriptionOptimal: true });
    expect(r.result).toContain(`SEO Score: ${r.scores.overall}/100`);
  });

  test("a title wider than 600 px is flagged as truncated on desktop, with the preview Google would show", () => {
    const title = "WWW Wholesale Widgets: Massive Warehouse Deals on Wide Widgets";
    expect(textWidthPx(title, 20)).toBeGreaterThan(600);
    const r = auditSeo({ title, description: DESC_150 });
    expect(r.metrics.titleTruncatedDesktop).toBe(true);
    expect(String(r.metrics.titlePreviewDesktop)).toMatch(/ \.\.\.$/);
    expect(textWidthPx(String(r.metrics.titlePreviewDesktop), 20)).toBeLessThanOrEqual(600);
    expect(check(r, "title-width-desktop").passed).toBe(false);
    // Narrow letters: 60 "i"-heavy characters still fit.
    const narrow = auditSeo({ title: "Illinois Little Tiki Lil Fill Ill Tilt Lift Limit Idiom Jilt", description: DESC_150 });
    expect(narrow.metrics.titleTruncatedDesktop).toBe(false);
  });

  test("counts graphemes, not UTF-16 units", () => {
    const title = "Café crème 👩‍👩‍👧 recettes: les 10 meilleures idées de la saison";
    const r = auditSeo({ title, description: DESC_150 });
    expect(r.metrics.titleLength).toBe([...new Intl.Segmenter("fr", { granularity: "grapheme" }).segment(title)].length);
    expect(r.metrics.titleLength).toBeLessThan(title.length);
  });

  test("without a keyphrase it infers one from the title, as the title writes it, and says so without asking for a missing field", () => {
    const r = auditSeo({ title: TITLE_58, description: DESC_150 });
    expect(r.metrics.focusKeyword).toBe("Running Shoes");
    expect(r.metrics.focusKeywordInferred).toBe(true);
    expect(r.result).toContain('Focus keyphrase (inferred): "Running Shoes"');
    expect(r.result).toMatch(/type it in the Focus keyphrase field/);
    expect(`${r.result}\n${r.recommendations.join("\n")}`).not.toMatch(/enter your target keyword/i);
    // The position of a guessed phrase is not judged.
    expect(check(r, "title-keyword-position").passed).toBe(true);
  });

  test("a keyphrase in the second half of the title loses the position check and gets a rewrite that leads with it, without breaking a phrase", () => {
    const r = auditSeo({
      title: "Our Complete 2025 Buying Guide to Choosing Running Shoes",
      description: DESC_150,
      focusKeyphrase: "running shoes",
    });
    expect(check(r, "title-keyword-position").passed).toBe(false);
    const rec = r.recommendations.find((x) => x.includes("Suggested title"))!;
    expect(quoted(rec)[0]).toBe("Choosing Running Shoes: Our Complete 2025 Buying Guide");
  });

  test("a too-long description gets a trimmed version under 160 that ends on a word boundary", () => {
    const long =
      "Discover our huge range of running shoes for flat feet, with stability models, motion control designs and cushioned trainers from all the leading brands, tested by our team of experienced runners over thousands of miles.";
    const r = auditSeo({ title: TITLE_58, description: long, focusKeyphrase: "running shoes" });
    expect(check(r, "description-length").message).toMatch(/too long/);
    const rec = r.recommendations.find((x) => x.startsWith("Your description is too long"))!;
    const trimmed = quoted(rec).find((q) => q.length > 60)!;
    expect(graphemeLength(trimmed)).toBeLessThanOrEqual(160);
    const words = long.replace(/[.,]/g, "").split(" ");
    const lastWord = trimmed.replace(/[.…]$/, "").split(" ").at(-1)!.replace(/,$/, "");
    expect(words).toContain(lastWord);
  });

  test("audits a URL: https, length, underscores, capitals, query strings, stop words", () => {
    const r = auditSeo({
      title: TITLE_58,
      description: DESC_150,
      focusKeyphrase: "running shoes",
      url: "http://shop.example.com/Products/the_best_running_shoes_for_flat_feet_and_overpronation_2025?utm_source=newsletter",
    });
    for (const id of ["url-https", "url-length", "url-underscores", "url-capitals", "url-query", "url-stop-words"]) {
      expect(check(r, id).passed).toBe(false);
    }
    expect(r.metrics.urlLength).toBeGreaterThan(75);
    const rec = r.recommendations.find((x) => x.startsWith("Suggested URL"))!;
    expect(rec).toMatch(/https:\/\/shop\.example\.com\/products\/running-shoes/);
    const clean = auditSeo({
      title: TITLE_58,
      description: DESC_150,
      focusKeyphrase: "running shoes",
      url: "https://example.com/running-shoes-flat-feet",
    });
    expect(clean.checks!.filter((c) => c.area === "url").every((c) => c.passed)).toBe(true);
  });

  test("scores come from the checks: each area score is the share of weight kept", () => {
    const r = auditSeo({ title: TITLE_48, description: "Short description.", url: "https://example.com/x_y" });
    const share = (area: string) => {
      const cs = r.checks!.filter((c) => c.area === area);
      const w = cs.reduce((n, c) => n + c.weight, 0);
      return Math.round((100 * (w - cs.reduce((n, c) => n + c.pointsLost, 0))) / w);
    };
    // A failed critical check caps its area at 45 (two or more at 30).
    const capped = (area: string) => {
      const n = r.checks!.filter((c) => c.area === area && c.id.startsWith("critical-") && !c.passed).length;
      return n === 0 ? share(area) : Math.min(share(area), n === 1 ? 45 : 30);
    };
    expect(r.scores.title).toBe(capped("title"));
    expect(r.scores.description).toBe(capped("description"));
    for (const c of r.checks!) expect(c.pointsLost).toBeLessThanOrEqual(c.weight);
    expect(r.scores.overall).toBeLessThan(80);
  });

  test("same input, same output; the output parses with the contract schema", () => {
    const input = seosnapshotRequestSchema.parse({
      title: TITLE_48,
      description: DESC_150,
      url: "https://example.com/running-shoes",
    });
    const a = auditSeo(input);
    expect(auditSeo(input)).toEqual(a);
    expect(() => seosnapshotResponseSchema.parse(a)).not.toThrow();
    expect(() => seosnapshotResponseSchema.parse(auditSeo({ title: "x", description: "y" }))).not.toThrow();
  });
});

describe("rewrites read naturally", () => {
  const rec = (r: ReturnType<typeof auditSeo>, start: string) =>
    quoted(r.recommendations.find((x) => x.includes(start)) ?? "")[0];

  test("a short how-to title is lengthened with a fact of its own description, not reshuffled, never with 'Best' or a stock guide tail", () => {
    const r = auditSeo({
      title: "How to Fix a Leaky Faucet",
      description:
        "Stop a dripping tap with a wrench and a new washer. Takes about 20 minutes, no plumber needed. Photos of every step for compression and mixer taps.",
    });
    const t = rec(r, "Suggested title")!;
    expect(t.startsWith("How to Fix a Leaky Faucet")).toBe(true);
    expect(t).toMatch(/20 Minutes/);
    expect(textWidthPx(t, 20)).toBeGreaterThanOrEqual(400);
    expect(t).not.toMatch(/best|how to choose|guide/i);
  });

  test("a short product title keeps its name in order; a shouted title is answered with 'rewrite this', not a padded copy", () => {
    const t = rec(
      auditSeo({
        title: "AeroBrew Travel Coffee Maker",
        description: "The AeroBrew brews espresso-style coffee anywhere in 90 seconds. Weighs 320 g, free UK delivery.",
      }),
      "Suggested title",
    )!;
    expect(t.startsWith("AeroBrew Travel Coffee Maker")).toBe(true);
    expect(t).not.toMatch(/Best|Shop|Range|Collection/);
    const shouted = auditSeo({ title: "BEST RUNNING SHOES 2025", description: DESC_150 });
    expect(shouted.recommendations.some((x) => x.startsWith("Rewrite this title"))).toBe(true);
    expect(rec(shouted, "Suggested title")).toBeUndefined();
  });

  test("a trimmed description never ends on a preposition", () => {
    const long =
      "Learn how to fix a leaky faucet in 5 easy steps with our step-by-step guide, tools list and tips from licensed plumbers so you can stop the drip today without calling anyone out.";
    const r = auditSeo({ title: "How to Fix a Leaky Faucet in 5 Easy Steps at Home", description: long });
    const d = rec(r, "Suggested description");
    // The only comma sits inside a list, so there is no clause to cut at: guidance, not a cut mid-phrase.
    if (d) expect(d).not.toMatch(/\b(without|with|for|to|of|and|so)\.$/);
    else expect(r.recommendations.some((x) => /too long .*complete sentences/.test(x))).toBe(true);
  });

  test("no stock calls to action or padding on thin descriptions", () => {
    const r = auditSeo({
      title: "AeroBrew Travel Coffee Maker",
      description: "The AeroBrew is a portable coffee maker for busy people who travel a lot.",
    });
    expect(rec(r, "Suggested description") ?? "").not.toMatch(/(Shop|Explore) coffee maker|Discover the full range/);
    // A thin description gets guidance, never stock padding.
    const london = auditSeo({
      title: "Emergency Plumber London | FastFix",
      description: "FastFix offers emergency plumbing in London.",
    });
    expect(london.recommendations.join(" ")).not.toMatch(/Discover the full range|Expert advice, clear comparisons/);
    expect(london.recommendations.some((x) => /^Rewrite this description: .*benefit/.test(x))).toBe(true);
  });
});

describe("critical checks, page type, honest rewrites", () => {
  const GOOD = auditSeo({
    title: "Emergency Plumber in Bristol | 24/7 Call-Out | FixFast",
    description:
      "Burst pipe or blocked drain? FixFast's Gas Safe plumbers reach most Bristol homes within an hour, day or night. Fixed prices, no call-out fee. Call now.",
    url: "https://fixfast.co.uk/emergency-plumber-bristol",
  });

  test("keyword stuffing, clickbait and a title over another page's description score low; a good local page scores high", () => {
    const stuffed = auditSeo({
      title: "Cheap Shoes, Cheap Shoes Online, Buy Cheap Shoes, Shoes Sale",
      description:
        "Cheap shoes online. Buy cheap shoes, cheap trainers and cheap boots at the cheapest prices. Cheap shoes for men, cheap shoes for women.",
    });
    const bait = auditSeo({
      title: "You Won't Believe What This Plumber Found!!!",
      description:
        "A Bristol plumber found something under a kitchen sink. Click to find out what happened next and why every homeowner should check their pipes.",
    });
    const mismatch = auditSeo({
      title: "Luxury Boutique Hotel in Central Paris | Hotel Lumière",
      description:
        "Need a plumber in Bristol? Our Gas Safe engineers fix leaks, boilers and blocked drains across Bristol, 24/7. Call now for a free quote from a local expert.",
    });
    expect(check(stuffed, "critical-title-stuffing").passed).toBe(false);
    expect(check(bait, "critical-clickbait").passed).toBe(false);
    expect(check(mismatch, "critical-mismatch").passed).toBe(false);
    for (const r of [stuffed, bait, mismatch]) expect(r.scores.overall).toBeLessThan(50);
    expect(GOOD.scores.overall).toBeGreaterThanOrEqual(80);
    expect(GOOD.metrics.pageType).toBe("local");
    expect(GOOD.metrics.focusKeyword).toBe("Emergency Plumber");
    // Spam gets "rewrite this", never a padded copy that keeps the stuffing.
    expect(stuffed.recommendations.some((x) => x.startsWith("Rewrite this title"))).toBe(true);
    expect(stuffed.metrics.suggestedTitle).toBeUndefined();
  });

  test("descriptions of 120-156 characters pass (Yoast), a title equal to its description is critical, a likely typo only a hint", () => {
    const d130 =
      "Find running shoes for flat feet with real arch support. We tested 25 models on road and trail to help you choose.";
    const r = auditSeo({ title: TITLE_58, description: `${d130} Shop now.` });
    expect(check(r, "description-length").passed).toBe(true);
    expect(r.metrics.descriptionOptimal).toBe(true);
    const same = auditSeo({ title: "Best Coffee Grinders 2025", description: "Best Coffee Grinders 2025" });
    expect(check(same, "critical-same-text").passed).toBe(false);
    const typo = auditSeo({
      title: "Handmade Leather Wallets | Acme",
      description:
        "Our handmade leather wallets are cut from full-grain leather in Leeds and recieve a lifetime guarantee on every stitch. Shop wallets now.",
    });
    expect(check(typo, "spelling")).toMatchObject({ passed: false, weight: 2 });
    expect(check(typo, "spelling").message).toMatch(/recieve.*receive/);
    expect(typo.metrics.criticalIssues).toEqual([]);
    expect(typo.scores.overall).toBeGreaterThan(45);
  });

  test("rewrites are cut at clause boundaries, never repeat the brand and add no stock sentences", () => {
    const long = auditSeo({
      title: "Email Marketing for Small Businesses: A Practical Guide",
      description:
        "Learn email marketing step by step: build a list, write subject lines that get opened, automate welcome series and measure what works, with templates, examples and checklists for small businesses.",
    });
    const d = long.metrics.suggestedDescription as string;
    expect(graphemeLength(d)).toBeLessThanOrEqual(156);
    expect(d).toMatch(/measure what works\.$/);
    const branded = auditSeo({
      title: "Handmade Leather Wallets | Acme",
      description:
        "Slim wallets cut from full-grain hide in our Leeds workshop, with six card slots and RFID lining. Free UK delivery. Shop wallets now.",
      url: "https://acme.com/wallets",
    });
    const t = branded.metrics.suggestedTitle as string;
    expect(t).toBeDefined();
    expect(t.match(/acme/gi)!.length).toBe(1);
    expect(t.endsWith("| Acme")).toBe(true);
    for (const r of [long, branded, GOOD])
      expect(r.recommendations.join(" ")).not.toMatch(/Discover the full range|Expert advice, clear comparisons/);
  });
});
