import { descriptoRequestSchema, descriptoResponseSchema, KEYWORD_PACKS, TONES } from "@seo/descripto-contract";
import { entitiesOf, missingEntities } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { keywordDensity } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { inventedClaims } from "../descriptoChecks";
import { audiencePhrase, writeDescription, type DescriptionInput } from "./descripto";
import { AEROBREW, FOREIGN_PRODUCTS, LUMADESK, NIMBUS_SOCKS, VERDANT_SERUM } from "../../testing/sampleProducts";

const SAMPLES = [AEROBREW, NIMBUS_SOCKS, LUMADESK, VERDANT_SERUM];
// Examples typed the way clients type them.
const HUB = {
  productName: "4K USB-C Hub",
  keyFeatures: "supports 4K@60Hz, works with MacBook, ships in insulated packaging",
  targetAudience: "remote workers",
};
const CLIENT_TYPED = [
  HUB,
  { productName: "dog bed", keyFeatures: "memory foam, washable cover", targetAudience: "dog owners" },
  {
    productName: "Travel Mug 350ml",
    keyFeatures: "350ml, keeps coffee hot for 6 hours, leak-proof lid",
    targetAudience: "commuters",
  },
  {
    productName: "Emergency Plumber Manchester",
    keyFeatures: "24/7 call-outs, Gas Safe registered, fixed prices",
    targetAudience: "homeowners in Manchester",
  },
  {
    productName: "Xero bookkeeping for B2B startups",
    keyFeatures: "monthly reconciliations, VAT returns",
    targetAudience: "B2B founders",
  },
  { productName: "Linen Shirts", keyFeatures: "20% off this week, 100% linen, ends Sunday", targetAudience: "men" },
];
const lines = (text: string) => text.split("\n");
const listItems = (text: string) => lines(text).filter((l) => l.startsWith("- "));

describe("writeDescription: a plain, true draft from the user's facts", () => {
  test("a hub typed as clients type it: each feature is a list item as typed, never a phrase in a sentence's slot", () => {
    for (const tone of TONES)
      for (const variant of [0, 1, 2]) {
        const r = writeDescription({ ...HUB, tone, variant });
        expect(listItems(r.result).sort()).toEqual(
          ["- Supports 4K@60Hz", "- Works with MacBook", "- Ships in insulated packaging"].sort(),
        );
        expect(brokenGrammar(r.result)).toEqual([]);
        expect(r.result).not.toMatch(/\b(a|the|has|have|with|comes with) (supports|works|ships)\b/i);
        expect(r.result).toMatch(/4K USB-C Hub/);
        expect(r.result).toMatch(/remote workers/);
      }
  });

  test("every name, figure, offer and date of the input is kept, with its capitals, in every tone and variant", () => {
    for (const base of [...CLIENT_TYPED, ...SAMPLES])
      for (const tone of TONES)
        for (const variant of [0, 1, 2]) {
          const r = writeDescription({ ...base, tone, variant });
          const fields = [base.productName, base.keyFeatures, base.targetAudience];
          expect(missingEntities(entitiesOf(...fields), r.result)).toEqual([]);
          expect(casingSlips(fields, r.result)).toEqual([]);
          expect(brokenGrammar(r.result)).toEqual([]);
        }
  });

  test("claims nothing the input does not: no benefit, no superlative, no stock line", () => {
    for (const base of [...CLIENT_TYPED, ...SAMPLES])
      for (const tone of TONES) {
        const input = { ...base, tone };
        const r = writeDescription(input);
        expect(inventedClaims(input, `${r.result}\n${r.metaDescription}`)).toEqual([]);
        expect(r.result).not.toMatch(/so you can|you can use it|without a second thought|worth a closer look|compare it with/i);
      }
    // A 350 ml mug is not said to make enough for several people; a dog bed is not for the rain.
    const mug = writeDescription({ ...CLIENT_TYPED[2]!, tone: "casual" }).result;
    expect(mug).not.toMatch(/several people|whole family|rain/i);
  });

  test("the name as a title: the user's casing kept, ALL CAPS and all-lower-case names set right, emoji out", () => {
    const name = (productName: string) =>
      writeDescription({ ...HUB, productName, tone: "professional", variant: 2 }).result.split("\n")[0]!;
    expect(name("VITAMIN C FACE SERUM")).toMatch(/^The Vitamin C Face Serum for/);
    expect(name("wireles earbuds")).toMatch(/^The Wireless Earbuds for/);
    expect(name("SoundCore Wireless Earbuds")).toMatch(/^The SoundCore Wireless Earbuds for/);
    expect(name("🌿 Eco Bamboo Toothbrush")).toMatch(/^The Eco Bamboo Toothbrush for/);
    expect(name("ceramic mug 350ml")).toMatch(/^The Ceramic Mug 350ml for/);
    expect(name("AIR FRYER XL 5.5L")).toMatch(/^The Air Fryer XL 5.5L for/);
    // No "the" before a brand on its own or an activity.
    expect(name("TaskFlow")).toMatch(/^TaskFlow for/);
    expect(name("Dog Grooming in Leeds")).toMatch(/^Dog Grooming in Leeds for remote workers:/);
  });

  test("a place typed in lower case is capitalised, an initialism restored; features otherwise as typed", () => {
    const r = writeDescription({
      productName: "dog grooming leeds",
      keyFeatures: "full groom from £35, open saturdays, b2b rates for kennels",
      targetAudience: "dog owners in leeds",
      tone: "professional",
    });
    expect(r.result).toMatch(/Dog Grooming Leeds/);
    expect(r.result).toMatch(/dog owners in Leeds/);
    expect(listItems(r.result)).toEqual(["- Full groom from £35", "- Open Saturdays", "- B2B rates for kennels"]);
  });

  test("duplicate features are listed once", () => {
    const r = writeDescription({ ...HUB, keyFeatures: "supports 4K@60Hz, Supports 4K@60Hz, works with MacBook", tone: "casual" });
    expect(listItems(r.result)).toEqual(["- Supports 4K@60Hz", "- Works with MacBook"]);
  });

  test("tones change only the safe words: intro, heading and call to action; the list is the same", () => {
    const rs = TONES.map((tone) => writeDescription({ ...AEROBREW, tone }).result);
    expect(new Set(rs.map((t) => lines(t)[0])).size).toBe(TONES.length);
    for (const t of rs) expect(listItems(t)).toEqual(listItems(rs[0]!));
    for (const t of rs) expect((t.match(/!/g) ?? []).length).toBeLessThanOrEqual(1);
    expect(rs[TONES.indexOf("luxury")]).not.toMatch(/!/);
    expect(rs[TONES.indexOf("technical")]).toMatch(/^(Specifications|Technical details|Specs):$/m);
  });

  test("same input, same output; the output parses with the contract schema", () => {
    for (const tone of TONES) {
      const input = descriptoRequestSchema.parse({ ...NIMBUS_SOCKS, tone });
      const a = writeDescription(input);
      expect(writeDescription(input)).toEqual(a);
      expect(() => descriptoResponseSchema.parse(a)).not.toThrow();
      expect(a.source).toBe("offline");
    }
  });
});

describe("keywords stand where they read, and only as given", () => {
  test("a category keyword that names the product joins the intro; one that claims more, or names something else, is left out with a tip", () => {
    const r = writeDescription({
      ...AEROBREW,
      productName: "AeroBrew Coffee Maker",
      keywords: "travel coffee maker",
      tone: "professional",
    });
    expect(lines(r.result)[0]).toMatch(/^The AeroBrew Coffee Maker, a travel coffee maker/);
    // "portable" is not among the features: the keyword would add a claim.
    const portable = writeDescription({ ...AEROBREW, tone: "professional" });
    expect(portable.result).not.toMatch(/portable/i);
    expect(portable.suggestions.some((s) => s.startsWith('Not used in the copy: "portable coffee maker"'))).toBe(true);
    const desk = writeDescription({ ...LUMADESK, tone: "professional" });
    expect(desk.result).not.toMatch(/ergonomic office/i);
    expect(desk.suggestions.some((s) => s.startsWith('Not used in the copy: "ergonomic office"'))).toBe(true);
  });

  test.each(Object.keys(KEYWORD_PACKS))(
    "%s pack: offers, proof and qualities are list items as typed, a call to action closes",
    (pack) => {
      const keywords = KEYWORD_PACKS[pack]!;
      for (const tone of TONES) {
        const r = writeDescription({ ...NIMBUS_SOCKS, tone, keywords: keywords.join(", ") });
        expect(brokenGrammar(r.result)).toEqual([]);
        expect(r.result).not.toMatch(
          /\b(a|an) (free shipping|buy online|wireless|trendy|organic|durable|wellness|high performance)\b/i,
        );
        for (const kw of keywords) expect(keywordDensity(r.result, kw).count).toBeLessThanOrEqual(1);
        if (keywords.includes("buy online")) expect(lines(r.result).at(-1)).toMatch(/^Buy online (today|now)[.!]$/);
        if (keywords.includes("free shipping")) expect(listItems(r.result)).toContain("- Free shipping");
      }
    },
  );

  test("offers typed as keywords are list items ('free quote', '20% off')", () => {
    const r = writeDescription({ ...HUB, keywords: "free quote, 20% off", tone: "casual" });
    expect(listItems(r.result)).toEqual(expect.arrayContaining(["- Free quote", "- 20% off"]));
  });

  test("offers and social proof appear only when the user gave them", () => {
    for (const base of [...CLIENT_TYPED, ...SAMPLES]) {
      const r = writeDescription({ ...base, keywords: "", tone: "enthusiastic" });
      expect(`${r.result} ${r.metaDescription}`).not.toMatch(/free shipping|best seller|limited offer|customer favou?rite/i);
    }
    const claims = writeDescription({ ...AEROBREW, keywords: "best seller, customer favorite", tone: "professional" });
    expect(claims.suggestions.some((s) => s.includes('"best seller", "customer favorite": a claim'))).toBe(true);
  });

  test("a keyword in the product name is not repeated into stuffing", () => {
    for (const tone of TONES) {
      const r = writeDescription({ ...NIMBUS_SOCKS, keywords: "hiking socks", tone });
      expect(keywordDensity(r.result, "hiking socks").count).toBe(1);
    }
  });
});

describe("SEO title, meta description and suggestions", () => {
  test("SEO title at most 60 characters; meta description 120-156 when the facts allow, shorter rather than padded", () => {
    for (const base of [...CLIENT_TYPED, ...SAMPLES])
      for (const tone of TONES)
        for (const variant of [0, 1, 2]) {
          const r = writeDescription({ ...base, tone, variant });
          expect(graphemeLength(r.seoTitle!)).toBeLessThanOrEqual(60);
          expect(graphemeLength(r.metaDescription!)).toBeLessThanOrEqual(156);
          expect(brokenGrammar(r.metaDescription!)).toEqual([]);
        }
    expect(graphemeLength(writeDescription({ ...AEROBREW, tone: "casual" }).metaDescription!)).toBeGreaterThanOrEqual(120);
    // The workflow's step: SeoSnapshot is prefilled with this meta description.
    const ridgeline = writeDescription({
      productName: "Ridgeline Trail Runner",
      keyFeatures: "Grippy lugged outsole\nWaterproof breathable upper\nRock plate underfoot",
      targetAudience: "Young professionals (25-35)",
      tone: "professional",
    });
    expect(graphemeLength(ridgeline.metaDescription!)).toBeGreaterThanOrEqual(120);
    // Too few facts for 120 characters: the meta description says them and stops.
    const thin = writeDescription({ productName: "Pro", keyFeatures: "fast", targetAudience: "everyone", tone: "luxury" });
    expect(thin.metaDescription).toMatch(/^The Pro, made for everyone: fast\./);
    expect(graphemeLength(thin.metaDescription!)).toBeLessThan(120);
  });

  test("suggestions say what the input lacks and that this is an offline draft", () => {
    const r = writeDescription({ ...VERDANT_SERUM, tone: "luxury" });
    const text = r.suggestions.join("\n");
    expect(text).toMatch(/Add a figure/);
    expect(text).toMatch(/Add the keyword you want to rank for/);
    expect(text).toMatch(/offline draft/);
    expect(r.suggestions.some((s) => s.startsWith("Meta description ("))).toBe(true);
    const withFigures = writeDescription({ ...AEROBREW, tone: "luxury" }).suggestions.join("\n");
    expect(withFigures).not.toMatch(/Add a figure/);
    expect(withFigures).not.toMatch(/Add the keyword/);
  });

  test("the SEO checks fail broken copy: grammar and facts are checked beside the SEO rules", () => {
    const r = writeDescription({ ...HUB, tone: "professional" });
    const ids = r.seoChecks!.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(["content-grammar", "content-facts-kept", "content-casing", "content-claims"]));
    for (const id of ["content-grammar", "content-facts-kept", "content-casing", "content-claims"])
      expect(r.seoChecks!.find((c) => c.id === id)).toMatchObject({ passed: true });
  });
});

describe("languages", () => {
  test("Spanish, German and French drafts: the same structure in their own words, no English", () => {
    for (const base of FOREIGN_PRODUCTS)
      for (const tone of TONES)
        for (const variant of [0, 1, 2]) {
          const r = writeDescription({ ...base, tone, variant });
          expect(r.result).not.toMatch(/\b(the|with|and|your|made for|order|features)\b/i);
          expect(listItems(r.result)).toHaveLength(3);
          expect(r.result).toContain(base.productName);
          expect(missingEntities(entitiesOf(base.productName, base.keyFeatures), r.result)).toEqual([]);
          expect(graphemeLength(r.metaDescription!)).toBeLessThanOrEqual(156);
        }
    expect(writeDescription({ ...FOREIGN_PRODUCTS[0]!, tone: "professional" }).result).toMatch(
      /^Características( principales)?:$/m,
    );
    // "para" twice in one clause is avoided.
    expect(writeDescription({ ...FOREIGN_PRODUCTS[0]!, tone: "professional" }).result).not.toMatch(/para mujer para/);
  });
});

describe("the lead's reading of fresh drafts", () => {
  const BOOTS = {
    productName: "Waterproof Hiking Boots Women",
    keyFeatures: "Gore-Tex lining, Vibram sole, 450g per boot, sizes 3-9",
    targetAudience: "women who hike in the Lake District",
  };
  const HAMPER = {
    productName: "Christmas Gift Hamper",
    keyFeatures: "Belgian chocolates, Prosecco 75cl, shortbread, delivered by 20 December",
    targetAudience: "corporate gift buyers",
    keywords: "christmas hamper, 20% off",
  };
  const CHARGER = {
    productName: "USB-C Laptop Charger 65W",
    keyFeatures: "65W output, foldable plug, 2m cable",
    targetAudience: "travelling laptop users",
  };
  const every = (base: Omit<DescriptionInput, "tone">) =>
    TONES.flatMap((tone) => [0, 1, 2].map((variant) => writeDescription({ ...base, tone, variant })));

  test("the meta description keeps a name's or a proper adjective's capital ('Gore-Tex lining', 'Belgian chocolates')", () => {
    for (const r of every(BOOTS)) {
      expect(r.metaDescription).toContain("Gore-Tex lining");
      expect(r.metaDescription).not.toMatch(/gore-Tex|vibram/);
    }
    for (const r of every(HAMPER)) {
      expect(r.metaDescription).toContain("Belgian chocolates");
      expect(r.metaDescription).not.toMatch(/belgian|prosecco/);
    }
    // A plain word capitalised only because it started the item is still lowered mid-sentence.
    const desk = writeDescription({
      productName: "Standing Desk Frame",
      keyFeatures: "Dual motor, memory presets",
      targetAudience: "home office workers",
      tone: "professional",
    });
    expect(desk.metaDescription).toMatch(/: dual motor, memory presets\./);
  });

  test("the audience keeps its own casing, never the ALL CAPS of the name; a shouted phrase in the name is set in Title Case", () => {
    for (const r of every({
      productName: "CAT FOOD grain free salmon 2kg",
      keyFeatures: "grain free, wild salmon, 2kg bag",
      targetAudience: "cat owners",
    })) {
      expect(`${r.result}\n${r.metaDescription}\n${r.seoTitle}`).not.toMatch(/CAT owners|CAT FOOD/);
      expect(r.result).toMatch(/cat owners/);
      expect(r.result).toContain("Cat Food grain free salmon 2kg");
    }
    // Acronyms and codes stay as typed, and so does one word in capitals.
    const name = (productName: string) => writeDescription({ ...CHARGER, productName, tone: "professional" }).result;
    expect(name("AIR FRYER XL 5.5L")).toContain("Air Fryer XL 5.5L");
    expect(name("CAT 6 Ethernet Cable")).toContain("CAT 6 Ethernet Cable");
    expect(name("VAT RETURN SERVICE for sole traders")).toContain("VAT Return Service for sole traders");
    expect(audiencePhrase("cat owners", "CAT FOOD grain free salmon")).toBe("cat owners");
    expect(audiencePhrase("dog owners in leeds", "DOG FOOD")).toBe("dog owners in Leeds");
  });

  test("a keyword the name has up to hyphens, spaces and case is not added again; a keyword shown takes the name's casing", () => {
    for (const r of every({ ...CHARGER, keywords: "usb c charger, fast charging" })) {
      expect(r.result).not.toMatch(/, an? usb/i);
      expect(r.seoTitle).not.toMatch(/– USB/i);
      expect(`${r.result}\n${r.metaDescription}`).not.toMatch(/USB c|usb c/);
    }
    const travel = writeDescription({ ...CHARGER, keywords: "usb c travel charger", tone: "casual" });
    expect(travel.result).toContain("a USB-C travel charger");
    expect(travel.seoTitle).toBe("USB-C Laptop Charger 65W – USB-C Travel Charger");
    expect(brokenGrammar(travel.result)).toEqual([]);
    // The name's words in another order are not listed again.
    const ebike = writeDescription({
      productName: "E-Bike Battery 36V 10Ah",
      keyFeatures: "Samsung cells, 60km range",
      targetAudience: "E-bike commuters",
      keywords: "e bike battery, 36v battery",
      tone: "professional",
    });
    expect(listItems(ebike.result)).toEqual(["- Samsung cells", "- 60km range"]);
    // The audience as typed: not given the name's "E-Bike".
    expect(ebike.result).toMatch(/for E-bike commuters/);
  });

  test("the SEO title's appended feature is in Title Case, units and names as typed", () => {
    const titles = (base: Omit<DescriptionInput, "tone">) => new Set(every(base).map((r) => r.seoTitle));
    expect(
      titles({
        productName: "Standing Desk Frame",
        keyFeatures: "Dual motor, height 71-121cm, memory presets",
        targetAudience: "home office workers",
      }),
    ).toContain("Standing Desk Frame – Dual Motor");
    expect(
      titles({
        productName: "Bamboo Cutting Board Set of 3",
        keyFeatures: "Juice groove, non-slip feet, 3 sizes",
        targetAudience: "home cooks",
      }),
    ).toContain("Bamboo Cutting Board Set of 3 – Juice Groove");
    expect(titles({ ...BOOTS, keyFeatures: "450g per boot, Gore-Tex lining" })).toContain(
      "Waterproof Hiking Boots Women – 450g per Boot",
    );
    expect(
      titles({ productName: "Slim Phone Case", keyFeatures: "iPhone 15 fit, 1.2mm shell", targetAudience: "commuters" }),
    ).toContain("Slim Phone Case – iPhone 15 Fit");
    // After a hyphen, the letters stay as typed (a name may follow it).
    expect(
      titles({ productName: "Hand Cream Gift Set", keyFeatures: "Shea butter", targetAudience: "Eco-conscious shoppers" }),
    ).toContain("Hand Cream Gift Set for Eco-conscious Shoppers");
    // A name in sentence case keeps the feature as typed.
    expect(
      titles({ productName: "Ergonomic mouse", keyFeatures: "Silent clicks, 6 buttons", targetAudience: "designers" }),
    ).not.toContain("Ergonomic mouse – Silent Clicks");
  });

  test("the casing check takes a word the input has in lower case elsewhere for no slip ('eco-conscious')", () => {
    const input = {
      productName: "Eco Bamboo Toothbrush",
      keyFeatures: "bamboo handle, plastic-free box",
      targetAudience: "eco-conscious shoppers",
      tone: "professional" as const,
    };
    for (const variant of [0, 1, 2]) {
      const r = writeDescription({ ...input, variant });
      expect(r.seoChecks!.find((c) => c.id === "content-casing")).toMatchObject({ passed: true });
    }
  });
});

describe("audiencePhrase", () => {
  test.each([
    ["Young adults (18-25)", "young adults (18-25)"],
    ["Premium/luxury buyers", "premium/luxury buyers"],
    ["Seniors (50+)", "seniors (50+)"],
    ["Health-conscious consumers", "health-conscious consumers"],
    ["Homeowners in Manchester", "homeowners in Manchester"],
    ["for B2B sales teams.", "B2B sales teams"],
    // A capital mid-phrase is a name, even a dictionary word's ("Hackney", "Bath").
    ["Families in Hackney", "families in Hackney"],
    ["Busy Professionals In Bath", "busy professionals in Bath"],
    ["home coffee roasting equipment for beginners enthusiasts", "home coffee roasting beginners"],
    ["running shoes enthusiasts", "running shoe enthusiasts"],
  ])(
    "reads after 'for' (plain words lowered, names, figures and brackets kept, niche audiences made to read): %s → %s",
    (audience, phrase) => {
      expect(audiencePhrase(audience)).toBe(phrase);
    },
  );

  test("a name the user capitalised in the product name keeps its capital", () => {
    expect(audiencePhrase("etsy shop owners", "Accountancy for Etsy sellers")).toBe("Etsy shop owners");
  });
});

describe("page titles", () => {
  const base = { keyFeatures: "100% European flax linen, 2 front pockets", tone: "professional" as const, keywords: "" };
  it("a Title Case name with a small word ('with') still takes a Title Case tail", () => {
    const titles = [0, 1, 2, 3].map(
      (variant) =>
        writeDescription({ ...base, productName: "linen apron with pockets", targetAudience: "home bakers", variant }).seoTitle,
    );
    expect(titles).toContain("Linen Apron with Pockets for Home Bakers");
    expect(titles.join(" ")).not.toMatch(/for home bakers/);
  });
  it("a dimension keeps its small x in the name", () => {
    const r = writeDescription({ ...base, productName: "mountain bike tyre 29 x 2.4", targetAudience: "trail riders" });
    expect(r.result).toContain("Mountain Bike Tyre 29 x 2.4");
    expect(r.seoTitle).toContain("29 x 2.4");
  });
});
