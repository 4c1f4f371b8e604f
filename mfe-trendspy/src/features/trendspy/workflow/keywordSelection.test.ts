import { toggleKeyword } from "./keywordSelection";

describe("toggleKeyword", () => {
  it("adds and removes a keyword", () => {
    expect(toggleKeyword([], "a", 3)).toEqual(["a"]);
    expect(toggleKeyword(["a", "b"], "a", 3)).toEqual(["b"]);
  });

  it("never holds more than the maximum", () => {
    expect(toggleKeyword(["a", "b", "c"], "d", 3)).toEqual(["a", "b", "c"]);
  });
});
