import { repeatedAcrossProducts, sentencesOf } from "./repetition";

const item = (input: string, text: string) => ({ input, sentences: sentencesOf(text) });

describe("sentencesOf", () => {
  it("splits prose at sentence ends and keeps list lines and headings whole", () => {
    expect(
      sentencesOf("Key features:\n- Keeps drinks cold. For 24 hours\n1) Fits cup holders\nLight. Strong! Ready? Yes."),
    ).toEqual(["Key features:", "Keeps drinks cold. For 24 hours", "Fits cup holders", "Light.", "Strong!", "Ready?", "Yes."]);
  });
  it("does not split inside a figure", () => {
    expect(sentencesOf("Holds 1.5 l of water. Boils fast.")).toEqual(["Holds 1.5 l of water.", "Boils fast."]);
  });
});

describe("repeatedAcrossProducts", () => {
  const items = [
    item("ceramic mug", "A ceramic mug for slow mornings. It is worth a closer look."),
    item("wool socks", "Warm wool socks for winter walks. It is worth a closer look."),
    item("desk lamp", "A desk lamp with a warm glow. Order the desk lamp today."),
    item("yoga mat", "A grippy yoga mat. Order the yoga mat today."),
    item("tea kettle", "Boils in three minutes. Order the tea kettle today."),
  ];
  it("counts a stock sentence shared by different products", () => {
    expect(repeatedAcrossProducts(items)).toEqual([{ text: "It is worth a closer look.", count: 2 }]);
  });
  it("sees a shared frame with each product's own words masked only when asked", () => {
    expect(repeatedAcrossProducts(items, { skeletons: true })).toEqual([
      { text: "order the … today", count: 3 },
      { text: "it is worth a closer look", count: 2 },
    ]);
  });
  it("ignores what no more than the share repeats and very short lines", () => {
    expect(repeatedAcrossProducts(items, { share: 0.5 })).toEqual([]);
    expect(repeatedAcrossProducts([item("a", "Shop now."), item("b", "Shop now.")])).toEqual([]);
  });
});
