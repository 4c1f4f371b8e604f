import { entitiesOf, isOrdinaryWord, missingEntities, shoutedRuns } from "./entities";

const texts = (input: string) => entitiesOf(input).map((e) => e.text);

describe("entitiesOf", () => {
  it("keeps an offer and its deadline", () => {
    const found = entitiesOf("40% off all mattresses, ends Monday");
    expect(found).toContainEqual({ text: "40% off", kind: "offer" });
    expect(found).toContainEqual({ text: "Monday", kind: "date" });
  });
  it.each([
    ["Emergency plumber Manchester, 24/7", ["24/7", "Manchester"]],
    ["B2B bookkeeping in Manchester with Xero", ["B2B", "Manchester", "Xero"]],
    ["Stainless steel bottle 350 ml, keeps drinks cold 24 hours", ["350 ml", "24"]],
    ["USB-C hub, supports 4K@60Hz, works with MacBook", ["4K@60Hz", "USB-C", "MacBook"]],
    ["OEKO-TEX certified organic cotton by GreenLeaf", ["OEKO-TEX", "GreenLeaf"]],
    ["Ceremonial grade matcha from Uji, 20g tin", ["20g", "Uji"]],
    ["10 tips for better sleep", ["10"]],
    ["Free shipping on orders over £49 until 1 March 2026", ["Free shipping", "1 March", "2026", "£49"]],
    ["bogo on all socks, ends monday", ["bogo", "monday"]],
    ["emergency plumber manchester", ["manchester"]],
    ["open saturdays, 7in tablet stand", ["7in", "saturdays"]],
    ["dog grooming in Bristol, Bristol's best", ["Bristol"]],
  ])("%s", (input, expected) => expect(texts(input)).toEqual(expected));

  it("does not take title-cased or sentence-initial ordinary words for names", () => {
    expect(texts("Organic Cotton Baby Onesies")).toEqual([]);
    expect(texts("Ceremonial Matcha from Uji")).toEqual([]); // a title-cased line: only names the dictionary knows
    expect(texts("Emergency plumber | 24/7 Call-Out, Same-Day visits")).toEqual(["24/7"]);
    expect(texts("Handmade leather wallet. Slim and light.")).toEqual([]);
  });
  it("reads a shouted input as words, not acronyms", () => {
    expect(texts("EMERGENCY PLUMBER MANCHESTER")).toEqual(["manchester"]);
  });
  it("does not take German nouns for names", () => {
    expect(texts("Kaffeemaschine mit Mahlwerk für das Büro")).toEqual([]);
    expect(texts("Zapatillas de running para mujer")).toEqual([]);
  });
  it("tells places from other names by the word before", () => {
    expect(entitiesOf("Yoga retreat in Bali")).toEqual([{ text: "Bali", kind: "place" }]);
  });
});

describe("missingEntities", () => {
  it("accepts a rewrite that keeps every fact", () => {
    expect(missingEntities("Emergency plumber Manchester, 24/7", "Emergency Plumber in Manchester — 24/7 call-outs")).toEqual([]);
    expect(missingEntities("emergency plumber manchester", "Emergency plumber in Manchester")).toEqual([]);
    expect(missingEntities("Bottle 350ml", "A 350 ml bottle")).toEqual([]);
    expect(missingEntities("OEKO-TEX cotton", "OEKO TEX certified cotton")).toEqual([]);
    expect(missingEntities("40% off all mattresses", "Save 40% on every mattress")).toEqual([]);
    expect(missingEntities("sale ends 1 March", "The sale ends March 1st")).toEqual([]);
    expect(missingEntities("B2B bookkeeping", "B2B BOOKKEEPING DONE RIGHT")).toEqual([]);
  });
  it("names the offer and the day a headline dropped", () => {
    expect(missingEntities("40% off all mattresses, ends Monday", "Why you need the Black Friday right now")).toEqual([
      { text: "40% off", kind: "offer" },
      { text: "Monday", kind: "date" },
    ]);
    expect(missingEntities("10 tips for better sleep", "Best Tips for Everyday Use")).toEqual([{ text: "10", kind: "number" }]);
  });
  it("holds names and acronyms to the case they were typed in", () => {
    expect(missingEntities("B2B bookkeeping in Manchester", "b2b bookkeeping in manchester").map((e) => e.text)).toEqual([
      "B2B",
      "Manchester",
    ]);
  });
  it("does not take one figure for another", () => {
    expect(missingEntities("10 tips", "100 tips")).toEqual([{ text: "10", kind: "number" }]);
  });
});

describe("isOrdinaryWord", () => {
  it("lets a plain word's line-start capital go mid-sentence", () => {
    for (const w of ["Dual", "Breathable", "Juice", "Stone-baked", "Shortbread", "A"])
      expect([w, isOrdinaryWord(w)]).toEqual([w, true]);
  });
  it("keeps names, proper adjectives, acronyms and inner or hyphenated capitals", () => {
    for (const w of [
      "Belgian",
      "French",
      "Vibram",
      "Prosecco",
      "Gore-Tex",
      "LED",
      "MacBook",
      "iPhone",
      "Manchester",
      "I",
      "E-bike",
      "Slack",
    ])
      expect([w, isOrdinaryWord(w)]).toEqual([w, false]);
  });
});

describe("shouted phrases in a text not shouted as a whole", () => {
  it("reads two or more ALL-CAPS dictionary words in a row as emphasis, not acronyms", () => {
    expect(shoutedRuns("CAT FOOD grain free salmon 2kg").map((w) => w.text)).toEqual(["CAT", "FOOD"]);
    expect(entitiesOf("CAT FOOD grain free salmon 2kg")).toContainEqual({ text: "CAT", kind: "name", shouted: true });
    expect(missingEntities("CAT FOOD grain free salmon 2kg", "Cat Food grain free salmon 2kg")).toEqual([]);
  });
  it("keeps acronyms, codes and a lone capitalised word as names", () => {
    for (const text of ["USB-C Laptop Charger 65W", "AIR FRYER XL", "CAT 6 Ethernet cable", "OEKO-TEX certified"])
      expect([text, shoutedRuns(text)]).toEqual([text, []]);
    expect(missingEntities("CAT 6 Ethernet cable", "Cat 6 Ethernet cable").map((e) => e.text)).toEqual(["CAT"]);
    // An initialism that is also a word stays one; the rest of the run is still shouting.
    expect(shoutedRuns("VAT RETURN SERVICE for sole traders").map((w) => w.text)).toEqual(["RETURN", "SERVICE"]);
  });
});
