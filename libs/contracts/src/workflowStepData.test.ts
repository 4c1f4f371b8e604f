import { keywordOptions, parseKeywordLines } from "./workflowStepData";

const analysis = `Running shoes are a busy niche.
Top keyword opportunities
- trail running shoes:
Low competition, rising interest.
- **best running shoes**:
Commercial intent.
  - marathon training plan:
- not a keyword line
- trail running shoes:
Content strategy: start with guides.`;

describe("parseKeywordLines", () => {
  it("takes lines that start with a dash and end in a colon, in order, without duplicates", () => {
    expect(parseKeywordLines(analysis)).toEqual(["trail running shoes", "best running shoes", "marathon training plan"]);
  });

  it("ignores a line with text after the colon", () => {
    expect(parseKeywordLines("- keyword: why it matters")).toEqual([]);
  });

  it("returns nothing for an empty analysis", () => {
    expect(parseKeywordLines("")).toEqual([]);
  });
});

describe("keywordOptions", () => {
  it("falls back to the keyword data when the analysis has no keyword lines", () => {
    expect(keywordOptions("plain text", [{ keyword: "a" }, { keyword: "b" }, { keyword: "a" }])).toEqual(["a", "b"]);
  });

  it("prefers the analysis lines", () => {
    expect(keywordOptions("- x:", [{ keyword: "y" }])).toEqual(["x"]);
  });
});
