import { hookgenieRequestSchema, hookgenieResponseSchema, HOOK_LIMITS, HOOK_STYLES, HOOK_TYPES } from "@seo/hookgenie-contract";
import { generateHeadlines } from "./hookgenie";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { words } from "@seo/ai/text/words";

const TOPICS = [
  "Email marketing",
  "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered to your door every month so you never run out",
  "How small e-commerce stores can use AI product descriptions to rank higher on Google",
];

describe("generateHeadlines", () => {
  test.each(HOOK_TYPES)("%s: every style gives at least 10 distinct variants within the limit, whole words only", (type) => {
    for (const topic of TOPICS) {
      for (const style of HOOK_STYLES) {
        const r = generateHeadlines({ topic, type, style });
        const hs = r.headlines!;
        expect(hs.length).toBeGreaterThanOrEqual(10);
        expect(new Set(hs.map((h) => h.text.toLowerCase())).size).toBe(hs.length);
        const vocabulary = new Set(words(topic).map((w) => w.toLowerCase()));
        for (const h of hs) {
          expect(h.limit).toBe(HOOK_LIMITS[type]);
          expect(h.length).toBe(graphemeLength(h.text));
          expect(h.length).toBeLessThanOrEqual(HOOK_LIMITS[type]);
          expect(h.score).toBeGreaterThanOrEqual(0);
          expect(h.score).toBeLessThanOrEqual(100);
          // Subject words come from the topic whole: no word cut in half.
          expect(h.text).not.toMatch(/…|\.\.\.$/);
        }
        // Ranked best first.
        for (let i = 1; i < hs.length; i++) expect(hs[i - 1]!.score).toBeGreaterThanOrEqual(hs[i]!.score);
        expect(vocabulary.size).toBeGreaterThan(0);
      }
    }
  });

  test("result is a numbered list of the headlines and seoChecks score the top one", () => {
    const r = generateHeadlines({ topic: "Email marketing", type: "title", style: "professional" });
    const lines = r.result.split("\n").filter((l) => /^\d+\. /.test(l));
    expect(lines.map((l) => l.replace(/^\d+\. /, ""))).toEqual(r.headlines!.map((h) => h.text));
    expect(lines[0]).toMatch(/^1\. /);
    // The workflow reads the first line of the result as the page title.
    expect(r.result.split("\n")[0]).toBe(`1. ${r.headlines![0]!.text}`);
    expect(r.seoChecks!.find((c) => c.id === "headline-limit")!.passed).toBe(true);
    expect(r.tips.length).toBeGreaterThanOrEqual(3);
  });

  test("a long topic is reduced to a short subject phrase", () => {
    const r = generateHeadlines({ topic: TOPICS[1]!, type: "ad_copy", style: "urgent" });
    expect(r.headlines!.some((h) => /dog food/i.test(h.text))).toBe(true);
  });

  test("same input, same output; the output parses with the contract schema", () => {
    for (const type of HOOK_TYPES) {
      const input = hookgenieRequestSchema.parse({ topic: TOPICS[2], type });
      const a = generateHeadlines(input);
      expect(generateHeadlines(input)).toEqual(a);
      expect(() => hookgenieResponseSchema.parse(a)).not.toThrow();
    }
  });
});

describe("templates suit the subject", () => {
  const all = (topic: string) =>
    HOOK_TYPES.flatMap((type) =>
      HOOK_STYLES.flatMap((style) => generateHeadlines({ topic, type, style }).headlines!.map((h) => h.text)),
    );

  test("a how-to topic becomes a gerund, never a verb used as a noun", () => {
    const texts = all("How to fix a leaky faucet");
    expect(texts.some((t) => /fixing a leaky faucet/i.test(t))).toBe(true);
    for (const t of texts) {
      expect(t).not.toMatch(/\b(for|about|with|your|the|this|is|of|guide to|approach to) fix a leaky/i);
      expect(t).not.toMatch(/\d+ fixing|master fixing|with fixing|what is fixing|effortless fixing|better fixing/i);
    }
    for (const style of HOOK_STYLES)
      expect(
        generateHeadlines({ topic: "How to fix a leaky faucet", type: "ad_copy", style }).headlines!.length,
      ).toBeGreaterThanOrEqual(10);
  });

  test("a named product takes 'the' after a preposition and is never owned, mastered or 'effortless'", () => {
    for (const t of all("AeroBrew Travel Coffee Maker")) {
      expect(t).not.toMatch(/\b(your|master|effortless|better|to) aerobrew/i);
      expect(t).not.toMatch(/\b(about|for|with|of|behind) (travel )?coffee maker\b/i);
    }
  });

  test("a service is never upgraded, picked or bought as stock", () => {
    for (const t of all("Emergency plumbing repair"))
      expect(t).not.toMatch(/upgrade your|repair picks|limited stock|sale ends|quality (emergency )?plumbing/i);
  });

  test("title case capitalises small words after a colon or question mark and at the end", () => {
    const titled = ["headline", "title", "h1", "ad_copy"] as const;
    const texts = titled
      .flatMap((type) =>
        HOOK_STYLES.flatMap((style) =>
          generateHeadlines({ topic: "Email marketing", type, style }).headlines!.map((h) => h.text),
        ),
      )
      .filter((t) => /[:?] /.test(t));
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toMatch(/[:?] (a|an|the|and|of|to|for|in|on) /);
    expect(
      texts.concat(all("Email marketing").filter((t) => /^\p{Lu}.* \p{Lu}/u.test(t))).filter((t) => / on\?$/.test(t)),
    ).toEqual([]);
  });
});

describe("publishable output: places, figures and head nouns kept, no broken frames, one language", () => {
  const texts = (topic: string, type: (typeof HOOK_TYPES)[number]) =>
    HOOK_STYLES.flatMap((style) => generateHeadlines({ topic, type, style }).headlines!.map((h) => h.text));

  test("a local service keeps its place, takes an article and gets no sale or '3 Dentist' frames", () => {
    const all = HOOK_TYPES.flatMap((type) => texts("Dentist near me in Bristol", type));
    expect(all.some((t) => /dentist in Bristol/i.test(t))).toBe(true);
    for (const t of all) {
      expect(t).not.toMatch(/\d+ dentist\b|dentist near\b(?! me)|sale|limited stock|going fast|today only|grab it/i);
      expect(t).not.toMatch(/\b(need|for|to|about|from) dentist\b/i);
    }
  });

  test("an offer keeps its figure verbatim", () => {
    const all = texts("50% off summer dresses", "ad_copy");
    expect(all.some((t) => t.includes("50% Off"))).toBe(true);
    for (const t of all) expect(t).not.toMatch(/\b50 off/i);
  });

  test("shortening drops whole modifiers and keeps the head noun", () => {
    for (const t of texts("Cast iron skillet 10 inch", "ad_copy")) expect(t).toMatch(/skillet/i);
    for (const t of texts("Wireless earbuds 30% off this weekend", "ad_copy")) expect(t).toMatch(/earbuds/i);
  });

  test("no doubled words, no time-warp frames, no wrapped questions", () => {
    for (const t of texts("Why your website is slow", "headline")) expect(t).not.toMatch(/why why|the why/i);
    for (const t of texts("Hour-long yoga routine", "headline")) expect(t).not.toMatch(/in \d+ minutes/i);
  });

  test("Spanish, German and French topics get frames in their language and a notice, never English frames", () => {
    for (const topic of [
      "Zapatillas de running para mujer",
      "Kaffeemaschine mit Milchaufschäumer",
      "Crème hydratante pour peau sèche",
    ]) {
      const r = generateHeadlines({ topic, type: "headline", style: "compelling" });
      expect(r.notice).toBeTruthy();
      for (const h of r.headlines!) expect(h.text).not.toMatch(/\b(the|secrets|pros|your|with|how)\b/i);
    }
  });

  test("channel extras: RSA descriptions within 90, a preheader, one post per network", () => {
    const ad = generateHeadlines({ topic: "Emergency plumber Manchester", type: "ad_copy", style: "professional" });
    expect(ad.descriptions!.length).toBeGreaterThanOrEqual(2);
    for (const d of ad.descriptions!) expect(d.length).toBeLessThanOrEqual(90);
    const mail = generateHeadlines({ topic: "TaskFlow project management software", type: "subject_line", style: "curious" });
    expect(graphemeLength(mail.preheader!)).toBeLessThanOrEqual(90);
    expect(mail.preheader).toContain("TaskFlow");
    const social = generateHeadlines({ topic: "How to fix a leaky faucet", type: "social_media", style: "curious" });
    expect(social.posts!.map((p) => p.network)).toEqual(["x", "linkedin", "facebook", "instagram"]);
    for (const p of social.posts!) expect(p.length).toBeLessThanOrEqual(p.limit);
  });
});

test("an obvious typo in the topic is corrected, a brand is not", () => {
  const r = generateHeadlines({ topic: "wireles earbuds", type: "headline", style: "informative" });
  for (const h of r.headlines!) expect(h.text).not.toMatch(/wireles\b/i);
  const b = generateHeadlines({ topic: "AeroBrew Travel Coffee Maker", type: "headline", style: "informative" });
  expect(b.headlines!.some((h) => h.text.includes("AeroBrew"))).toBe(true);
});
