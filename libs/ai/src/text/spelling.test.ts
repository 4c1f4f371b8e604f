import { correctSpelling, MAX_SUGGESTED_WORDS_PER_TEXT } from "./spelling";

describe("correctSpelling on hostile texts", () => {
  it("fixes the slips of an ordinary phrase", () => {
    expect(correctSpelling("wireles earbuds").text).toBe("wireless earbuds");
  });
  it("sends at most a few distinct words of one text to the suggester", () => {
    const typos = ["wireles", "ergonmic", "headphnes", "keybord", "portble", "accomodation", "speakrs", "blendr"];
    const { fixes } = correctSpelling(typos.join(" "));
    expect(new Set(fixes.map((f) => f.from)).size).toBe(MAX_SUGGESTED_WORDS_PER_TEXT);
    expect(fixes[0]).toEqual({ from: "wireles", to: "wireless" });
  });
  it("looks a repeated word up once and fixes every occurrence", () => {
    expect(correctSpelling(Array(200).fill("wireles").join(" ")).fixes).toHaveLength(200);
  });
});

describe("correctSpelling leaves what is not a slip", () => {
  it.each(["creatine", "Creatine", "CREATINE", "gummies", "brighton", "lisbon", "repot a monstera"])("keeps %s", (word) => {
    expect(correctSpelling(word)).toEqual({ text: word, fixes: [] });
  });
  it("never corrects another language's words into English or names", () => {
    expect(correctSpelling("scarpe da corsa").fixes).toEqual([]);
    expect(correctSpelling("zapatillas de running para mujer").fixes).toEqual([]);
  });
  it("for a search seed, never swaps one letter for another: that makes another real word as often as a fix", () => {
    expect(correctSpelling("stich", { letterSwaps: false }).text).toBe("stitch");
    expect(correctSpelling("stich").text).toBe("stick");
    expect(correctSpelling("wireles earbuds", { letterSwaps: false }).text).toBe("wireless earbuds");
  });
  it("still fixes an English slip next to a name", () => {
    expect(correctSpelling("ergonmic chairs Bristol").text).toBe("ergonomic chairs Bristol");
  });
});
