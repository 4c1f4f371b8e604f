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
