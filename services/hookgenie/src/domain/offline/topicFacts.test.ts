import { topicFacts } from "./topicFacts";

describe("topicFacts: what a topic is, in the client's own words", () => {
  test.each([
    [
      "40% off all mattresses, ends Monday",
      "offer",
      {
        offer: { deal: "40% off", figure: "40%", prep: "", scope: "all mattresses" },
        deadline: { verb: "ends", when: "Monday" },
      },
    ],
    [
      "free delivery on orders over £40 until Sunday",
      "offer",
      { offer: { deal: "free delivery", prep: "on", scope: "orders over £40" }, deadline: { verb: "until", when: "Sunday" } },
    ],
    ["Wireless earbuds 30% off this weekend", "offer", { deadline: { verb: "during", when: "this weekend" } }],
    ["10 tips for better sleep", "list", { list: { count: "10", noun: "tips", link: "for", rest: "better sleep" } }],
    ["how to potty train a puppy", "howto", { howto: { verb: "potty train a puppy", gerund: "potty training a puppy" } }],
    [
      "why is my sourdough flat",
      "question",
      {
        question: {
          text: "why is my sourdough flat",
          yours: "why is your sourdough flat",
          asked: "why is your sourdough flat",
          statement: "why your sourdough is flat",
        },
      },
    ],
    [
      "Why your website is slow",
      "question",
      {
        question: { text: "why your website is slow", asked: "why is your website slow", statement: "why your website is slow" },
      },
    ],
    [
      "emergency plumber Manchester",
      "service",
      { core: "emergency plumber", place: { text: "Manchester", prep: "" }, countable: true },
    ],
    ["b2b bookkeeping manchester", "service", { core: "B2B bookkeeping", place: { text: "Manchester", prep: "" } }],
    [
      "new menu launch friday at Luigi's",
      "event",
      { event: { name: "new menu launch", when: "Friday", whenPrep: "on", venue: "Luigi's" } },
    ],
    ["SoundCore wireless earbuds", "thing", { brand: "SoundCore", topicLike: false }],
    ["balcony vegetable garden", "thing", { topicLike: true }],
    ["we're hiring a junior designer in Brighton", "other", {}],
  ] as const)("%s → %s", (topic, kind, parts) => {
    const f = topicFacts(topic);
    expect(f.kind).toBe(kind);
    expect(f).toMatchObject(parts);
  });

  test("casing: names as typed or as the dictionary spells them, other words lower case, typos fixed", () => {
    expect(topicFacts("b2b bookkeeping manchester").whole).toBe("B2B bookkeeping Manchester");
    expect(topicFacts("Balcony Vegetable Garden").whole).toBe("balcony vegetable garden");
    expect(topicFacts("AeroBrew Travel Coffee Maker").whole).toBe("AeroBrew Travel Coffee Maker");
    expect(topicFacts("how do i get rid of fruit flies").whole).toBe("how do I get rid of fruit flies?");
    expect(topicFacts("FLASH SALE 50% OFF ALL SHOES TODAY ONLY").whole).toBe("flash sale 50% off all shoes today only");
    expect(topicFacts("wireles earbuds").text.fixes).toEqual([{ from: "wireles", to: "wireless" }]);
    // A changed letter is as often a word the dictionary lacks: left as typed.
    expect(topicFacts("Grippy lugged outsole").whole).toMatch(/outsole/);
  });

  test("the facts every line must keep", () => {
    expect(topicFacts("40% off all mattresses, ends Monday").entities.map((e) => e.text)).toEqual(["40% off", "Monday"]);
    expect(topicFacts("TaskFlow project management software").text.lang).toBe("en");
    expect(topicFacts("Zapatillas de running para mujer").text.lang).toBe("es");
  });
});
