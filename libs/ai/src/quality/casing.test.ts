import { casingSlips } from "./casing";

describe("casingSlips", () => {
  it("names the proper noun and the acronym a draft lowered", () => {
    expect(casingSlips("B2B bookkeeping in Manchester", "b2b bookkeeping in manchester")).toEqual([
      "'B2B' → 'b2b'",
      "'Manchester' → 'manchester'",
    ]);
  });
  it("sees brand casing lost across a hyphen or a space", () => {
    expect(casingSlips("OEKO-TEX organic cotton by GreenLeaf", "Oeko-Tex cotton from Greenleaf")).toEqual([
      "'OEKO-TEX' → 'Oeko-Tex'",
      "'GreenLeaf' → 'Greenleaf'",
    ]);
  });
  it("accepts names kept, shouted, or title casing of ordinary words", () => {
    expect(casingSlips("B2B bookkeeping in Manchester", "B2B Bookkeeping in Manchester")).toEqual([]);
    expect(casingSlips("B2B bookkeeping in Manchester", "B2B BOOKKEEPING IN MANCHESTER")).toEqual([]);
    expect(casingSlips("Organic Cotton Baby Onesies", "organic cotton baby onesies")).toEqual([]);
  });
  it("reads nothing into an input typed in capitals or in lower case", () => {
    expect(casingSlips("EMERGENCY PLUMBER MANCHESTER", "Emergency plumber in manchester")).toEqual([]);
    expect(casingSlips("emergency plumber manchester", "Emergency plumber in manchester")).toEqual([]);
  });
});

describe("casingSlips over the fields of one input", () => {
  it("takes a word the input also has in lower case for no slip ('eco' from 'eco-conscious')", () => {
    const fields = ["Eco Bamboo Toothbrush", "bamboo handle, plastic-free box", "eco-conscious shoppers"];
    expect(casingSlips(fields, "The Eco Bamboo Toothbrush, made for eco-conscious shoppers.")).toEqual([]);
    expect(casingSlips(fields, "The eco Bamboo Toothbrush for shoppers.")).toEqual([]);
  });
  it("still names a name lowered that the input never typed in lower case", () => {
    const fields = ["Eco Bamboo Toothbrush", "bamboo handle", "shoppers in Leeds"];
    expect(casingSlips(fields, "The eco bamboo toothbrush for shoppers in leeds.")).toEqual([
      "'Eco' → 'eco'",
      "'Leeds' → 'leeds'",
    ]);
  });
  it("reads each field's shouting on its own", () => {
    expect(casingSlips(["EMERGENCY PLUMBER", "gas safe, in Manchester"], "Emergency plumber in manchester")).toEqual([
      "'Manchester' → 'manchester'",
    ]);
  });
});
