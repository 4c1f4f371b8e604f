import {
  articleFor,
  detectLanguage,
  fixAcronyms,
  gerundOf,
  grammarSlips,
  isKnownWord,
  MAX_SUGGEST_WORD,
  nounInfo,
  pluralOf,
  singularOf,
  spellSuggest,
  titleCase,
  withArticle,
} from "./language";

describe("detectLanguage", () => {
  it.each([
    ["Zapatillas de running para mujer", "es"],
    ["Kaffeemaschine mit Milchaufschäumer für das Büro", "de"],
    ["Crème hydratante pour peau sèche", "fr"],
    ["Emergency plumber Manchester", "en"],
    ["Yoga retreat in Bali", "en"],
    ["Organic cotton baby onesies", "en"],
    ["Latte art kit for beginners", "en"],
  ])("%s is %s", (text, lang) => expect(detectLanguage(text)).toBe(lang));
});

describe("articles and inflection", () => {
  it("chooses a/an by sound and leaves plurals and mass nouns bare", () => {
    expect(withArticle("hour-long routine")).toBe("an hour-long routine");
    expect(withArticle("SEO audit")).toBe("an SEO audit");
    expect(withArticle("USB hub")).toBe("a USB hub");
    expect(withArticle("earbuds")).toBe("earbuds");
    expect(withArticle("coffee")).toBe("coffee");
    expect(articleFor("8-hour battery")).toBe("an");
  });
  it("inflects the last word only and keeps its case", () => {
    expect(pluralOf("baby onesie")).toBe("baby onesies");
    expect(pluralOf("Kettle")).toBe("Kettles");
    expect(singularOf("kettles")).toBe("kettle");
    expect(gerundOf("fix")).toBe("fixing");
    expect(gerundOf("plan")).toBe("planning");
    expect(gerundOf("make")).toBe("making");
    expect(nounInfo("running shoes").plural).toBe(true);
    expect(nounInfo("travel coffee").mass).toBe(true);
  });
});

describe("casing and dictionary", () => {
  it("title-cases with brands and initialisms kept", () => {
    expect(titleCase("the guide to b2b saas seo for iPhone users")).toBe("The Guide to B2B SaaS SEO for iPhone Users");
    expect(fixAcronyms("usb hub")).toBe("USB hub");
  });
  it("keeps the small x of a dimension in a title", () => {
    expect(titleCase("mountain bike tyre 29 x 2.4")).toBe("Mountain Bike Tyre 29 x 2.4");
    expect(titleCase("baby blanket 80 x 100cm")).toBe("Baby Blanket 80 x 100cm");
    expect(titleCase("x marks the spot")).toBe("X Marks the Spot");
  });
  it("knows words, proper nouns and typos", () => {
    expect(isKnownWord("cotton")).toBe(true);
    expect(isKnownWord("Manchester")).toBe(true);
    expect(isKnownWord("manchester")).toBe(false);
    expect(isKnownWord("Xero")).toBe(false);
    expect(spellSuggest("wireles")).toContain("wireless");
    expect(spellSuggest("kettle")).toEqual([]);
  });
});

describe("grammarSlips", () => {
  it("sees a/an, doubled words and stacked prepositions", () => {
    const slips = grammarSlips("This is a hour of an unicorn. And with for sensitive stomachs. Why Why it works.");
    expect(slips).toEqual(
      expect.arrayContaining(["a/an: 'a hour'", "doubled word: 'Why Why'", "stacked prepositions: 'with for'"]),
    );
    expect(slips.some((s) => s.includes("unicorn"))).toBe(true);
  });
  it("flags fragments only when asked", () => {
    expect(grammarSlips("Dentist Near in 5 Minutes for", { fragment: true })).toEqual([
      "stacked prepositions: 'Near in'",
      "ends on 'for'",
    ]);
    expect(grammarSlips("An 8-hour battery and an SEO audit for a USB hub.")).toEqual([]);
  });
});

describe("bounded spelling suggestions", () => {
  it("gives none for words longer than a real word, however long", () => {
    expect(spellSuggest("a".repeat(MAX_SUGGEST_WORD + 1))).toEqual([]);
    expect(spellSuggest("a".repeat(4000))).toEqual([]);
    expect(spellSuggest("ab".repeat(500))).toEqual([]);
  });
  it("gives none for a made-up word with no dictionary word one edit away", () => {
    expect(spellSuggest("qbcax")).toEqual([]);
  });
  it("still ranks one-edit slips as nspell does", () => {
    expect(spellSuggest("ergonmic")[0]).toBe("ergonomic");
    expect(spellSuggest("accomodation")[0]).toBe("accommodation");
  });
});
