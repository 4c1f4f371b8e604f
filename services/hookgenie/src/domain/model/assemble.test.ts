import { hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { assembleHeadlines } from "./assemble";

/** The model's headlines for a topic as assembleHeadlines ranks them (the model's tips play no part). */
const ranked = (topic: string, headlines: string[], type = "headline") =>
  assembleHeadlines(hookgenieRequestSchema.parse({ topic, type, style: "compelling" }), { headlines, tips: ["Test two."] });

describe("the model's headlines, ranked as a copywriter would", () => {
  test("a line with broken grammar or a re-cased name never ranks first, however many power words it has", () => {
    const r = ranked("b2b bookkeeping Manchester", [
      "The Ultimate Proven Secret to a Bookkeeping in manchester",
      "B2B Bookkeeping in Manchester, Done Properly",
      "Need B2B Bookkeeping in Manchester?",
    ]);
    const texts = r.headlines!.map((h) => h.text);
    expect(texts.at(-1)).toBe("The Ultimate Proven Secret to a Bookkeeping in manchester");
    expect(r.headlines!.at(-1)!.score).toBeLessThan(r.headlines![0]!.score);
    expect(r.result.split("\n")[0]).toBe(`1. ${texts[0]}`);
  });

  test("a line that drops a fact of the topic ranks below every line that keeps them all", () => {
    const r = ranked("40% off all mattresses, ends Monday", [
      "Sleep Better Tonight With Our Best-Ever Mattress Event",
      "40% Off All Mattresses Until Monday",
      "Ends Monday: 40% Off Every Mattress",
    ]);
    expect(r.headlines!.map((h) => h.text).at(-1)).toBe("Sleep Better Tonight With Our Best-Ever Mattress Event");
    const scores = r.headlines!.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  test("a line over the channel's limit is kept only when nothing fits", () => {
    const long = "A subject line far too long to show in any inbox preview at all, ever";
    const r = ranked(
      "waterproof hiking backpack",
      [long, "Your hiking backpack, finally waterproof", "1. “Pack light this weekend”"],
      "subject_line",
    );
    expect(r.headlines!.map((h) => h.text)).toEqual(
      expect.arrayContaining(["Your hiking backpack, finally waterproof", "Pack light this weekend"]),
    );
    expect(r.headlines!.map((h) => h.text)).not.toContain(long);
  });
});
