import { TONES } from "@seo/descripto-contract";
import { mostShared, sharedSentences } from "@seo/ai/text/variantOverlap";
import { writeDescription } from "./descripto";
import { AEROBREW, FOREIGN_PRODUCTS, LUMADESK, NIMBUS_SOCKS, VERDANT_SERUM } from "../../testing/sampleProducts";

const INPUTS = [AEROBREW, NIMBUS_SOCKS, LUMADESK, VERDANT_SERUM];
const listItems = (text: string) => text.split("\n").filter((l) => l.startsWith("- "));
const firstLine = (text: string) => text.split("\n")[0]!;

describe("Descripto variants", () => {
  test.each(TONES)("%s: three variants in a row share at most one sentence and open differently", (tone) => {
    for (const base of INPUTS)
      for (const first of [0, 1, 2, 5]) {
        const rs = [first, first + 1, first + 2].map((variant) => writeDescription({ ...base, tone, variant }));
        const texts = rs.map((r) => r.result);
        const { shared } = mostShared(texts, sharedSentences);
        // On failure, the sentences two of the variants share.
        expect(shared.length <= 1 ? [] : shared).toEqual([]);
        expect(new Set(texts.map(firstLine)).size).toBe(3);
        expect(new Set(rs.map((r) => r.metaDescription)).size).toBe(3);
      }
  });

  test("every variant keeps the product name and every feature", () => {
    for (const base of INPUTS)
      for (const tone of TONES) {
        const features = listItems(writeDescription({ ...base, tone }).result).sort();
        for (let variant = 1; variant < 6; variant++) {
          const r = writeDescription({ ...base, tone, variant });
          expect(r.result).toContain(base.productName);
          expect(listItems(r.result).sort()).toEqual(features);
        }
      }
  });

  test("the plans differ in structure: intro and list, the next intro with another lead feature, spec-led", () => {
    const [a, b, c] = [0, 1, 2].map((variant) => writeDescription({ ...AEROBREW, tone: "professional", variant }).result);
    // Plans 0 and 1 open with two different intros naming the product, then the list under a heading.
    for (const t of [a!, b!]) {
      expect(firstLine(t)).toMatch(/AeroBrew Travel Coffee Maker/);
      expect(firstLine(t)).toMatch(/busy professionals/);
      expect(t.split("\n")[2]).toMatch(/:$/);
    }
    expect(firstLine(a!)).not.toBe(firstLine(b!));
    expect(listItems(b!)[0]).not.toBe(listItems(a!)[0]);
    // Spec-led: the first line names product and audience and heads the list.
    expect(firstLine(c!)).toMatch(/^The AeroBrew Travel Coffee Maker.* for busy professionals:$/);
    expect(c!.split("\n")[1]).toMatch(/^- /);
  });

  test("no variant is the first one in disguise: the default is variant 0 and variants stay deterministic", () => {
    const input = { ...LUMADESK, tone: "technical" as const };
    expect(writeDescription({ ...input, variant: 0 })).toEqual(writeDescription(input));
    expect(writeDescription({ ...input, variant: 4 })).toEqual(writeDescription({ ...input, variant: 4 }));
    expect(writeDescription({ ...input, variant: 1 }).result).not.toBe(writeDescription(input).result);
  });

  test("Spanish, German and French drafts vary too, in their own language", () => {
    for (const input of FOREIGN_PRODUCTS) {
      const rs = [0, 1, 2].map((variant) => writeDescription({ ...input, tone: "professional", variant }));
      expect(
        mostShared(
          rs.map((r) => r.result),
          sharedSentences,
        ).count,
      ).toBeLessThanOrEqual(1);
      expect(new Set(rs.map((r) => firstLine(r.result))).size).toBe(3);
      expect(new Set(rs.map((r) => r.metaDescription)).size).toBe(3);
      for (const r of rs) expect(r.result).not.toMatch(/\b(the|with|and|your)\b/);
      // The same facts in each: the list items, in another order.
      expect(listItems(rs[1]!.result).sort()).toEqual(listItems(rs[0]!.result).sort());
    }
  });
});
