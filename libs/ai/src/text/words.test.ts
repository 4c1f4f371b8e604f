import { countPhrase, countWords, indexOfPhrase, normWords } from "./words";

// The naive scans the linear search replaced: every position, the whole phrase compared.
function naiveCount(haystack: string[], needle: string[]): number {
  let n = 0;
  for (let i = 0; needle.length && i + needle.length <= haystack.length; i++)
    if (needle.every((w, j) => haystack[i + j] === w)) n++;
  return n;
}
function naiveIndex(haystack: string[], needle: string[]): number {
  for (let i = 0; needle.length && i + needle.length <= haystack.length; i++)
    if (needle.every((w, j) => haystack[i + j] === w)) return i;
  return -1;
}

describe("phrase search in word lists", () => {
  it("counts overlapping occurrences and finds the first", () => {
    const ws = normWords("a a a b a a b travel coffee maker, travel coffee");
    expect(countPhrase(ws, "a a")).toBe(3);
    expect(countPhrase(ws, "A A B")).toBe(2);
    expect(indexOfPhrase(ws, "a b")).toBe(2);
    expect(countPhrase(ws, "travel coffee")).toBe(2);
    expect(indexOfPhrase(ws, "coffee maker")).toBe(8);
    expect(countPhrase(ws, "")).toBe(0);
    expect(indexOfPhrase(ws, "")).toBe(-1);
    expect(countPhrase(["a"], "a a")).toBe(0);
  });

  it("agrees with the naive scan on many small random cases", () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    for (let t = 0; t < 3000; t++) {
      const haystack = Array.from({ length: rnd(14) }, () => "ab"[rnd(2)]!);
      const needle = Array.from({ length: rnd(5) }, () => "ab"[rnd(2)]!);
      expect(countWords(haystack, needle)).toBe(naiveCount(haystack, needle));
      expect(indexOfPhrase(haystack, needle.join(" "))).toBe(naiveIndex(haystack, needle));
    }
  });

  it("stays linear for a repeated word searched in a repeated word", () => {
    const haystack = Array.from({ length: 5000 }, () => "e");
    expect(
      countWords(
        haystack,
        Array.from({ length: 500 }, () => "e"),
      ),
    ).toBe(4501);
  });
});
