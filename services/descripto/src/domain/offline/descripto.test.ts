import { descriptoRequestSchema, descriptoResponseSchema, KEYWORD_PACKS, TONES } from "@seo/descripto-contract";
import { audiencePhrase, keywordKind, writeDescription } from "./descripto";
import { keywordDensity, paragraphs } from "@seo/ai/seo/seoRules";
import { words } from "@seo/ai/text/words";
import { AEROBREW, LUMADESK, NIMBUS_SOCKS, VERDANT_SERUM } from "../../testing/sampleProducts";

const INPUTS = [AEROBREW, NIMBUS_SOCKS, LUMADESK, VERDANT_SERUM];

describe("writeDescription", () => {
  test.each(TONES)("%s: every keyword lands at 0.5-2.5%% density and every paragraph is under 70 words", (tone) => {
    for (const base of INPUTS) {
      const input = descriptoRequestSchema.parse({ ...base, tone });
      const r = writeDescription(input);
      const kws = r.seoChecks!.filter((c) => c.id.startsWith("content-keyword-density"));
      expect(kws.length).toBeGreaterThan(0);
      for (const c of kws) expect(c).toMatchObject({ passed: true });
      for (const kw of input.keywords
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)) {
        const d = keywordDensity(r.result, kw).density;
        expect(d).toBeGreaterThanOrEqual(0.5);
        expect(d).toBeLessThanOrEqual(2.5);
      }
      for (const p of paragraphs(r.result)) expect(words(p).length).toBeLessThan(70);
      expect(r.result.split("\n").filter((l) => l.startsWith("- ")).length).toBeGreaterThanOrEqual(3);
      expect(r.result).toContain(input.productName);
    }
  });

  test("the tones really differ in wording, not only in adjectives", () => {
    const texts = TONES.map((tone) => writeDescription({ ...INPUTS[0]!, tone }).result);
    const sentenceSets = texts.map(
      (t) =>
        new Set(
          t
            .split(/(?<=[.!?])\s+|\n/)
            .map((s) => s.trim())
            .filter((s) => words(s).length > 4),
        ),
    );
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const shared = [...sentenceSets[i]!].filter((s) => sentenceSets[j]!.has(s));
        expect(shared).toEqual([]);
      }
    expect(texts[2]).toMatch(/!/); // enthusiastic
    expect(texts[3]).not.toMatch(/!/); // luxury stays composed
  });

  test("turns features into benefits", () => {
    const r = writeDescription({ ...INPUTS[0]!, tone: "professional" });
    expect(r.result).toMatch(/12-hour battery[^.]*charg/i);
    expect(r.result).toMatch(/dishwasher-safe parts[^.]*(clean|hand-washing)/i);
  });

  test("suggestions come from the checks and without keywords it says what it optimised for", () => {
    const r = writeDescription({ ...INPUTS[3]!, tone: "luxury" });
    expect(r.suggestions[0]).toMatch(/No keywords were given/);
    expect(r.suggestions.some((s) => s.startsWith("Meta description"))).toBe(true);
    for (const c of r.seoChecks!.filter((c) => !c.passed)) expect(r.suggestions).toContain(c.message);
  });

  test("same input, same output; the output parses with the contract schema", () => {
    for (const tone of TONES) {
      const input = descriptoRequestSchema.parse({ ...INPUTS[1]!, tone });
      const a = writeDescription(input);
      expect(writeDescription(input)).toEqual(a);
      expect(() => descriptoResponseSchema.parse(a)).not.toThrow();
    }
  });
});

describe("keywords read naturally whatever their part of speech", () => {
  const PACK_INPUTS = [
    INPUTS[0]!,
    INPUTS[1]!,
    {
      ...INPUTS[2]!,
      productName: "Solace Linen Duvet Cover",
      keyFeatures: "100% French linen, stonewashed softness, machine washable",
    },
  ];

  test("keywordKind tells calls to action, offers, social proof, adjectives, qualities and products apart", () => {
    expect(keywordKind("buy online")).toBe("cta");
    expect(keywordKind("free shipping")).toBe("perk");
    expect(keywordKind("limited offer")).toBe("promo");
    expect(keywordKind("best seller")).toBe("proof");
    expect(keywordKind("customer favorite")).toBe("proof");
    for (const adj of [
      "wireless",
      "trendy",
      "organic",
      "durable",
      "easy to clean",
      "space saving",
      "clinically tested",
      "machine washable",
    ])
      expect(keywordKind(adj)).toBe("adjective");
    for (const q of ["smart features", "long battery life", "comfortable fit", "modern design", "latest technology", "wellness"])
      expect(keywordKind(q)).toBe("quality");
    for (const t of ["portable coffee maker", "hiking socks", "home decor"]) expect(keywordKind(t)).toBe("thing");
  });

  test.each(Object.keys(KEYWORD_PACKS))("%s pack: every keyword verbatim, in the band, in a sentence that fits it", (pack) => {
    const keywords = KEYWORD_PACKS[pack]!;
    for (const base of PACK_INPUTS)
      for (const tone of TONES) {
        const r = writeDescription({ ...base, tone, keywords: keywords.join(", ") });
        for (const kw of keywords) {
          const d = keywordDensity(r.result, kw).density;
          expect(d).toBeGreaterThanOrEqual(0.5);
          expect(d).toBeLessThanOrEqual(2.5);
        }
        for (const p of paragraphs(r.result)) expect(words(p).length).toBeLessThan(70);
        // The frames the browser review caught: noun phrases and calls to action used as adjectives or predicates.
        expect(r.result).not.toMatch(
          /\b(is|it's|this is) (best seller|customer favorite|limited offer|buy online|free shipping)\b/i,
        );
        expect(r.result).not.toMatch(/(at its absolute best|like you've never seen before|options carefully|investing in a buy)/);
        expect(r.result).not.toMatch(
          /\b(a|an) (free shipping|buy online|wireless|trendy|organic|durable|easy to clean|wellness|high performance)\b/i,
        );
        expect(r.result).not.toMatch(/\b(wireless|trendy|organic|durable) design\b/); // no noun invented after an adjective
        expect(r.result).not.toMatch(/\b(a|an|the) (a|an|the)\b|\bget to get\b/i);
        // The social-proof nouns take an article, the adjectives are predicates.
        if (keywords.includes("best seller")) expect(r.result).toMatch(/\b(a|the) best seller\b/);
        if (keywords.includes("easy to clean")) expect(r.result).toMatch(/\b(it is|it's|they are|being|and) easy to clean\b/i);
      }
  });

  test("a call-to-action keyword sits in the closing call to action", () => {
    const r = writeDescription({ ...INPUTS[0]!, tone: "professional", keywords: "buy online" });
    const last = r.result.trim().split("\n").at(-1)!;
    expect(last).toMatch(/Buy online|buy online/);
    expect(last).toMatch(/AeroBrew Travel Coffee Maker/);
  });
});

describe("audiences read well in any frame", () => {
  test("audiencePhrase tidies list values and niche-built audiences", () => {
    expect(audiencePhrase("Young adults (18-25)")).toBe("young adults");
    expect(audiencePhrase("Premium/luxury buyers")).toBe("premium and luxury buyers");
    expect(audiencePhrase("Seniors (50+)")).toBe("seniors");
    expect(audiencePhrase("home coffee roasting equipment for beginners enthusiasts")).toBe("home coffee roasting beginners");
    expect(audiencePhrase("running shoes enthusiasts")).toBe("running shoe enthusiasts");
    expect(audiencePhrase("Busy professionals")).toBe("busy professionals");
  });

  test("the audience only ever ends a 'for' phrase, so any noun phrase reads well", () => {
    for (const targetAudience of [
      "home coffee roasting equipment for beginners enthusiasts",
      "people who love the outdoors",
      "Families with children",
      "Young adults (18-25)",
    ])
      for (const tone of TONES) {
        const r = writeDescription({ ...INPUTS[0]!, targetAudience, tone });
        expect(r.result).not.toMatch(/beginners enthusiasts|\(18-25\)|outdoors (who|are)|children (who|are)/);
        expect(r.result).toMatch(new RegExp(`for ${audiencePhrase(targetAudience)}\\b`));
      }
  });
});
