import { descriptoRequestSchema, descriptoResponseSchema } from "@seo/contracts/tools";
import { TONES } from "@seo/contracts/constants";
import { writeDescription } from "./descripto";
import { keywordDensity, paragraphs } from "./seoRules";
import { words } from "../text/words";

const INPUTS = [
  {
    productName: "AeroBrew Travel Coffee Maker",
    keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials, dishwasher-safe parts",
    targetAudience: "Busy professionals",
    keywords: "portable coffee maker, travel coffee",
  },
  {
    productName: "Nimbus Merino Hiking Socks",
    keyFeatures: "Merino wool blend\nCushioned heel and toe\nBreathable mesh zones\nLifetime guarantee",
    targetAudience: "Health-conscious consumers",
    keywords: "hiking socks, merino wool, comfortable fit",
  },
  {
    productName: "LumaDesk Smart Standing Desk",
    keyFeatures: "App-controlled height presets; quiet dual motors; 120 kg capacity; recycled steel frame",
    targetAudience: "Tech-savvy users",
    keywords: "standing desk, ergonomic office, smart features",
  },
  {
    productName: "Verdant Organic Face Serum",
    keyFeatures: "Organic rosehip oil, vitamin C, fragrance-free, clinically tested",
    targetAudience: "Premium/luxury buyers",
    keywords: "",
  },
];

describe("writeDescription", () => {
  test.each(TONES)("%s: every keyword lands at 0.5-2.5%% density and every paragraph is under 70 words", (tone) => {
    for (const base of INPUTS) {
      const input = descriptoRequestSchema.parse({ ...base, tone });
      const r = writeDescription(input);
      const kws = r.seoChecks!.filter((c) => c.id.startsWith("content-keyword-density"));
      expect(kws.length).toBeGreaterThan(0);
      for (const c of kws) expect(c).toMatchObject({ passed: true });
      for (const kw of input.keywords.split(",").map((k) => k.trim()).filter(Boolean)) {
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
    const sentenceSets = texts.map((t) => new Set(t.split(/(?<=[.!?])\s+|\n/).map((s) => s.trim()).filter((s) => words(s).length > 4)));
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
    expect(r.result).toMatch(/12-hour battery[^.]*go all day/i);
    expect(r.result).toMatch(/dishwasher-safe parts[^.]*clean up/i);
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
