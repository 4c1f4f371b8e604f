import { entitiesOf } from "@seo/ai/quality/entities";
import { contentWords, judge, scoreAll, type ScoreContext } from "./lineScore";

const topic = "40% off all mattresses, ends Monday";
const ctx = (style: ScoreContext["style"] = "professional"): ScoreContext => ({
  typed: topic,
  entities: entitiesOf(topic),
  lang: "en",
  type: "headline",
  style,
  limit: 70,
  topicWords: contentWords(topic),
});

describe("lineScore", () => {
  test("a line with broken grammar, a re-cased name or over the limit is not a draft", () => {
    expect(judge("40% Off All the the Mattresses, Ends Monday", [], 0, ctx())).toBeUndefined();
    expect(
      judge("Emergency plumber in manchester", [], 0, {
        ...ctx(),
        typed: "emergency plumber Manchester",
        entities: entitiesOf("emergency plumber Manchester"),
      }),
    ).toBeUndefined();
    expect(judge("40% Off All Mattresses ".repeat(4), [], 0, ctx())).toBeUndefined();
  });

  test("among sound lines, keeping every fact and the channel's length ranks first", () => {
    const lines = ["All Mattresses", "40% Off All Mattresses, Ends Monday", "40% Off All Mattresses"].map((t, i) =>
      judge(t, ["plain"], i, ctx())!,
    );
    const ranked = scoreAll(lines, ctx());
    expect(ranked.map((l) => l.text)).toEqual([
      "40% Off All Mattresses, Ends Monday",
      "40% Off All Mattresses",
      "All Mattresses",
    ]);
    expect(ranked[0]!.missing).toEqual([]);
    expect(ranked[2]!.missing.map((e) => e.text)).toEqual(["40% off", "Monday"]);
  });

  test("a style lifts its shapes among lines of equal worth, never past a line that keeps more", () => {
    const lines = [
      judge("40% Off All Mattresses, Ends Monday", ["verbatim"], 0, ctx("urgent"))!,
      judge("Ends Monday: 40% Off All Mattresses", ["deadlineFirst"], 1, ctx("urgent"))!,
    ];
    expect(scoreAll(lines, ctx("urgent"))[0]!.text).toBe("Ends Monday: 40% Off All Mattresses");
    expect(scoreAll(lines, ctx("professional"))[0]!.text).toBe("40% Off All Mattresses, Ends Monday");
    const dropped = judge("Ends Monday", ["deadlineFirst"], 2, ctx("urgent"))!;
    expect(scoreAll([...lines, dropped], ctx("urgent")).at(-1)!.text).toBe("Ends Monday");
  });
});
