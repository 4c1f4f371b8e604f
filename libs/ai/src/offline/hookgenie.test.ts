import { hookgenieRequestSchema, hookgenieResponseSchema } from "@seo/contracts/tools";
import { HOOK_LIMITS, HOOK_STYLES, HOOK_TYPES } from "@seo/contracts/constants";
import { generateHeadlines } from "./hookgenie";
import { graphemeLength } from "../text/graphemes";
import { words } from "../text/words";

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
    HOOK_TYPES.flatMap((type) => HOOK_STYLES.flatMap((style) => generateHeadlines({ topic, type, style }).headlines!.map((h) => h.text)));

  test("a how-to topic becomes a gerund, never a verb used as a noun", () => {
    const texts = all("How to fix a leaky faucet");
    expect(texts.some((t) => /fixing a leaky faucet/i.test(t))).toBe(true);
    for (const t of texts) {
      expect(t).not.toMatch(/\b(for|about|with|your|the|this|is|of|guide to|approach to) fix a leaky/i);
      expect(t).not.toMatch(/\d+ fixing|master fixing|with fixing|what is fixing|effortless fixing|better fixing/i);
    }
    for (const style of HOOK_STYLES) expect(generateHeadlines({ topic: "How to fix a leaky faucet", type: "ad_copy", style }).headlines!.length).toBeGreaterThanOrEqual(10);
  });

  test("a named product takes 'the' after a preposition and is never owned, mastered or 'effortless'", () => {
    for (const t of all("AeroBrew Travel Coffee Maker")) {
      expect(t).not.toMatch(/\b(your|master|effortless|better|to) aerobrew/i);
      expect(t).not.toMatch(/\b(about|for|with|of|behind) (travel )?coffee maker\b/i);
    }
  });

  test("a service is never upgraded, picked or bought as stock", () => {
    for (const t of all("Emergency plumbing repair")) expect(t).not.toMatch(/upgrade your|repair picks|limited stock|sale ends|quality (emergency )?plumbing/i);
  });

  test("title case capitalises small words after a colon or question mark and at the end", () => {
    const titled = ["headline", "title", "h1", "ad_copy"] as const;
    const texts = titled.flatMap((type) => HOOK_STYLES.flatMap((style) => generateHeadlines({ topic: "Email marketing", type, style }).headlines!.map((h) => h.text))).filter((t) => /[:?] /.test(t));
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toMatch(/[:?] (a|an|the|and|of|to|for|in|on) /);
    expect(texts.concat(all("Email marketing").filter((t) => /^\p{Lu}.* \p{Lu}/u.test(t))).filter((t) => / on\?$/.test(t))).toEqual([]);
  });
});
