import { trendspyRequestSchema, trendspyResponseSchema, CATEGORIES } from "@seo/trendspy-contract";
import { researchKeywords } from "./trendspy";

const KEYWORD_LINE = /^- (.+):$/;

describe("researchKeywords", () => {
  test("gives 12-20 keyword ideas with a relative interest band, its reason and intent, and no number", () => {
    const r = researchKeywords({ niche: "running shoes", category: "Ecommerce" });
    expect(r.keywordData.length).toBeGreaterThanOrEqual(12);
    expect(r.keywordData.length).toBeLessThanOrEqual(20);
    const kws = r.keywordData.map((k) => k.keyword);
    expect(new Set(kws).size).toBe(kws.length);
    expect(kws[0]).toBe("running shoes");
    expect(kws).toEqual(
      expect.arrayContaining(["best running shoes", "buy running shoes online", "how to choose running shoes"]),
    );
    expect(kws.some((k) => / vs /.test(k))).toBe(true);
    for (const k of r.keywordData) {
      expect(k).toMatchObject({ trend: null, volume: null, difficulty: null });
      expect(["high", "medium", "low"]).toContain(k.interest);
      expect(k.interestWhy).toMatch(/^[A-Z].+\.$/);
      expect(["informational", "commercial", "transactional", "navigational"]).toContain(k.intent);
      expect(k.estimate).toBe(true);
    }
    const intents = new Set(r.keywordData.map((k) => k.intent));
    expect(intents.size).toBeGreaterThanOrEqual(3);
    expect(r.result).toMatch(/estimates?/i);
    expect(r).toMatchObject({ dataSource: "estimate", dataLabel: "estimate — connect a data source for volumes" });
    // No invented figure anywhere in the answer's text.
    expect(`${r.result}\n${r.insights.join("\n")}`).not.toMatch(/\d[\d,]*\s*searches|difficulty \d|\/100/);
  });

  test("the head term has high interest, a question low, a buying modifier medium, each with its reason", () => {
    const r = researchKeywords({ niche: "running shoes" });
    const band = (kw: string) => r.keywordData.find((k) => k.keyword === kw)!;
    expect(r.keywordData[0]).toMatchObject({ interest: "high", interestWhy: "The head term: the broadest search in this set." });
    expect(band("how to choose running shoes")).toMatchObject({
      interest: "low",
      interestWhy: expect.stringMatching(/question/),
    });
    expect(band("best running shoes")).toMatchObject({
      interest: "medium",
      interestWhy: expect.stringMatching(/buying modifier/),
    });
  });

  test("keyword lines parse with /^- (.+):$/: the top 10 keywords in keywordData order, each with one short detail line", () => {
    const r = researchKeywords({
      niche: "Home espresso machine for beginners who want cafe quality",
      category: "Food & Recipes",
    });
    const lines = r.result.split("\n");
    const parsed = lines.map((l) => l.match(KEYWORD_LINE)?.[1]).filter(Boolean);
    expect(parsed).toEqual(r.keywordData.slice(0, 10).map((k) => k.keyword));
    expect(parsed[0]).toBe("home espresso machine");
    lines.forEach((l, i) => {
      if (!KEYWORD_LINE.test(l)) return;
      expect(lines[i + 1]).toMatch(/^ {2}(High|Medium|Low) relative interest · \w+ · .+\.$/);
      expect(lines[i + 2] === "" || KEYWORD_LINE.test(lines[i + 2]!)).toBe(true); // one detail line only
    });
  });

  test("the analysis is concise: an overview, the top keywords and what to do next", () => {
    for (const category of [undefined, ...CATEGORIES]) {
      const r = researchKeywords({ niche: "home coffee roasting equipment for beginners", category });
      expect(r.result.split("\n").length).toBeLessThanOrEqual(40);
      expect(r.result).toMatch(/^Overview: /m);
      expect(r.result).toMatch(/^What to do next:$/m);
      expect(r.result).toMatch(/estimates/i);
      expect(r.keywordData.length).toBeGreaterThanOrEqual(12); // the full data stays in keywordData
    }
  });

  test("category forms only where they fit the niche's head noun", () => {
    const kws = (niche: string, category?: string) => researchKeywords({ niche, category }).keywordData.map((k) => k.keyword);
    // A product in Food & Recipes: no recipes, no "healthy ... ideas".
    for (const niche of ["home coffee roasting equipment", "espresso machine", "running shoes", "budgeting apps"]) {
      const list = kws(niche, "Food & Recipes");
      expect(list.filter((k) => /recipe|healthy .* ideas|how to make/.test(k))).toEqual([]);
    }
    expect(kws("sourdough bread", "Food & Recipes")).toEqual(
      expect.arrayContaining(["easy sourdough bread recipe", "how to make sourdough bread"]),
    );
    expect(kws("keto recipes", "Food & Recipes").filter((k) => /recipes? recipe|make keto|buy keto/.test(k))).toEqual([]);
    // Mass nouns take no article; activities are learnt, not bought.
    expect(kws("home coffee roasting equipment")).toContain("how to choose home coffee roasting equipment");
    expect(kws("home coffee roasting equipment").some((k) => /\ba home coffee/.test(k))).toBe(false);
    expect(kws("espresso machine")).toContain("how to choose an espresso machine");
    expect(kws("yoga")).toEqual(expect.arrayContaining(["how to start yoga", "yoga for beginners"]));
    expect(kws("yoga").filter((k) => /buy yoga|yoga price|cheap yoga|yoga reviews/.test(k))).toEqual([]);
    // Intangibles are not shipped or found "near me"; skills are explained, not equipped.
    expect(kws("travel insurance", "Ecommerce").filter((k) => /shipping|near me|amazon/.test(k))).toEqual([]);
    expect(kws("email marketing")).toEqual(expect.arrayContaining(["what is email marketing", "email marketing tools"]));
    expect(kws("email marketing", "Health & Fitness").filter((k) => /weight loss|equipment|starter kit/.test(k))).toEqual([]);
    for (const niche of ["keto recipes", "yoga", "SEO", "sourdough bread", "content marketing agency"])
      for (const category of [undefined, ...CATEGORIES]) {
        const list = kws(niche, category);
        expect(list.length).toBeGreaterThanOrEqual(12);
        expect(list.length).toBeLessThanOrEqual(20);
        expect(list[0]).toBe(niche.toLowerCase() === "seo" ? "SEO" : niche);
      }
  });

  test("insights include quick wins and a content strategy", () => {
    const r = researchKeywords({ niche: "budgeting apps", category: "Finance" });
    expect(r.insights.some((i) => i.startsWith("Content strategy:"))).toBe(true);
    expect(r.insights.length).toBeGreaterThanOrEqual(5);
  });

  test("every category gives valid, deterministic output that parses with the contract schema", () => {
    for (const category of [undefined, ...CATEGORIES]) {
      const input = trendspyRequestSchema.parse({ niche: "yoga mats", category: category ?? "" });
      const a = researchKeywords(input);
      expect(researchKeywords(input)).toEqual(a);
      expect(() => trendspyResponseSchema.parse(a)).not.toThrow();
      expect(a.keywordData.length).toBeGreaterThanOrEqual(12);
    }
  });
});

describe("seeds cleaned, modifiers fit the seed's class, figures consistent", () => {
  const kws = (niche: string, category?: string) => researchKeywords({ niche, category }).keywordData.map((k) => k.keyword);

  test("obvious typos are fixed before any keyword is built, and the report says so", () => {
    const r = researchKeywords({ niche: "ergonmic chiars" });
    expect(r.keywordData[0]!.keyword).toBe("ergonomic chairs");
    expect(r.keywordData.some((k) => /ergonmic|chiars/.test(k.keyword))).toBe(false);
    expect(r.corrections).toEqual([
      { from: "ergonmic", to: "ergonomic" },
      { from: "chiars", to: "chairs" },
    ]);
    expect(r.result).toMatch(/Spelling corrected/);
    // Names and web words are not "corrected".
    expect(kws("web design agency london")[0]).toBe("web design agency London");
    expect(kws("shopify themes")[0]).toBe("shopify themes");
  });

  test("local services get 'near me' without a place and the place when one is given; never beginners, wholesale or buying online", () => {
    for (const category of [undefined, "Business", "Ecommerce", "Education"]) {
      const list = kws("emergency plumber", category);
      expect(list).toContain("emergency plumber near me");
      expect(list.filter((k) => /beginners|wholesale|buy .* online|free shipping|diy/.test(k))).toEqual([]);
    }
    const bristol = kws("plumber in Bristol");
    expect(bristol[0]).toBe("plumber Bristol");
    expect(bristol).toContain("emergency plumber Bristol");
    expect(bristol.some((k) => /near me/.test(k))).toBe(false);
  });

  test("digital products get free and download forms, software gets pricing and alternatives, neither 'near me'", () => {
    const notion = kws("notion templates");
    expect(notion).toEqual(expect.arrayContaining(["free notion templates", "notion templates download"]));
    const crm = kws("CRM for real estate agents");
    expect(crm).toEqual(expect.arrayContaining(["CRM pricing", "CRM alternatives", "CRM for real estate agents"]));
    for (const list of [notion, crm, kws("personal finance for millennials")])
      expect(list.filter((k) => /near me|buy .* online|wholesale/.test(k))).toEqual([]);
  });

  test("a question becomes its subject and stays as a keyword; how-to seeds keep the task", () => {
    const buy = researchKeywords({ niche: "where can I buy cheap running shoes?" });
    expect(buy.keywordData[0]!.keyword).toBe("running shoes");
    expect(buy.keywordData.map((k) => k.keyword)).toContain("where can I buy cheap running shoes");
    expect(kws("how to fix a leaky faucet")).toEqual(
      expect.arrayContaining(["leaky faucet", "how to fix a leaky faucet", "leaky faucet repair"]),
    );
  });

  test("Spanish and German seeds get keywords in their own language only", () => {
    const es = kws("zapatillas de running");
    expect(es).toEqual(expect.arrayContaining(["comprar zapatillas de running", "mejores zapatillas de running"]));
    const de = kws("Kaffeemaschine mit Mahlwerk");
    expect(de).toEqual(expect.arrayContaining(["kaffeemaschine mit mahlwerk test", "kaffeemaschine mit mahlwerk kaufen"]));
    for (const k of [...es, ...de]) expect(k).not.toMatch(/\b(best|buy|cheap|how|for|reviews|price|near)\b/);
  });

  test("the head term out-searches every idea, a longer form never out-searches one it contains, and the text counts match the data", () => {
    for (const niche of [
      "running shoes",
      "emergency plumber",
      "notion templates",
      "yoga",
      "CRM for real estate agents",
      "plumber in Bristol",
    ]) {
      const r = researchKeywords({ niche });
      const [head, ...rest] = r.keywordData;
      const rank = { high: 0, medium: 1, low: 2 } as Record<string, number>;
      expect(head!.interest).toBe("high");
      for (const k of rest) expect(k.interest).not.toBe("high");
      const words = (k: string) => k.toLowerCase().split(/\s+/);
      for (const a of rest)
        for (const b of rest)
          if (words(a.keyword).length > words(b.keyword).length && words(b.keyword).every((w) => words(a.keyword).includes(w)))
            expect(rank[a.interest!]).toBeGreaterThanOrEqual(rank[b.interest!]!);
      const m = r.result.match(/Of (\d+) related ideas, (\d+) ha(?:s|ve) medium and (\d+) low/);
      expect(Number(m![1])).toBe(rest.length);
      expect(Number(m![2])).toBe(rest.filter((k) => k.interest === "medium").length);
      expect(Number(m![3])).toBe(rest.filter((k) => k.interest === "low").length);
      expect(r.result).toContain(`all ${r.keywordData.length} ideas`);
      for (const k of r.keywordData) expect(k.estimate).toBe(true);
    }
  });
});

describe("keyword data shape", () => {
  it("leads with keyword, interest and its reason: what an estimate shows", () => {
    const out = researchKeywords(trendspyRequestSchema.parse({ niche: "emergency plumber" }));
    for (const k of out.keywordData) expect(Object.keys(k).slice(0, 3)).toEqual(["keyword", "interest", "interestWhy"]);
  });
});

describe("modifiers fit the seed's class and language", () => {
  const kws = (niche: string) => researchKeywords({ niche }).keywordData.map((k) => k.keyword);
  it("gives a Spanish course course forms and a Spanish lawyer in a named town no 'cerca de mí' and no 'comprar'", () => {
    expect(kws("curso de fotografía online")).toEqual(expect.arrayContaining(["curso de fotografía online gratis"]));
    expect(kws("curso de fotografía online").join("|")).not.toMatch(/comprar|ofertas|\b(for|best|cheap)\b/);
    const lawyer = kws("abogado laboral madrid");
    expect(lawyer).toContain("abogado laboral madrid opiniones");
    expect(lawyer.join("|")).not.toMatch(/comprar|cerca de mí/);
  });
  it("keeps idea lists, travel and supplements out of the product template", () => {
    expect(kws("wedding cake ideas").join("|")).not.toMatch(/recipe|for dinner|worth it|buy /);
    expect(kws("cheap flights to lisbon").join("|")).not.toMatch(/worth it|buy |reviews/);
    expect(kws("creatine")).toEqual(expect.arrayContaining(["is creatine worth it", "best creatine"]));
    expect(kws("keto diet").join("|")).not.toMatch(/buy |price|sale|worth it/);
  });
});
