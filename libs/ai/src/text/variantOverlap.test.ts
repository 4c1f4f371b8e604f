import { mostShared, proseSentences, sharedLines, sharedSentences } from "./variantOverlap";

describe("variant overlap", () => {
  test("prose sentences leave out list items, headings and two-word sentences", () => {
    const text = "Meet the Kettle. It boils 1.5 L in minutes!\n\nKey features:\n- 1.5 L tank\n1. Auto shut-off\n\nShop now.";
    expect(proseSentences(text)).toEqual(["meet the kettle", "it boils 1 5 l in minutes"]);
  });

  test("shared sentences ignore case and punctuation; different wording is not shared", () => {
    const a = "The Kettle is made for cooks. With the 1.5 L tank, you can boil more.";
    const b = "the kettle is made for cooks! Thanks to the 1.5 L tank, you can boil more.";
    expect(sharedSentences(a, b)).toEqual(["the kettle is made for cooks"]);
  });

  test("mostShared reports the pair that shares most", () => {
    const texts = ["One two three. Four five six.", "One two three. Seven eight nine.", "One two three. Four five six."];
    expect(mostShared(texts, sharedSentences)).toEqual({ count: 2, shared: ["one two three", "four five six"] });
    expect(mostShared([["A b"], ["a B!"], ["c"]], sharedLines).count).toBe(1);
    expect(mostShared(["Only one text here."], sharedSentences).count).toBe(0);
  });
});
