import { isWinAnsi, toWinAnsi } from "./winAnsiText";

const allWinAnsi = (s: string) => [...s].every((c) => c === "\n" || isWinAnsi(c));

const KEPT = "Café “quoted” ‘single’ – en — em … • € ™ Œuvre ½ × © naïve Straße";

/** What toWinAnsi does, each with the texts it is given and what it makes of them. */
const FOLDS: Record<string, [text: string, expected: string][]> = {
  "keeps ASCII, Latin-1 and the cp1252 typography the standard fonts can show": [[KEPT, KEPT]],
  "turns status marks into words, so a pass and a fail read differently": [
    ["✓ Title length", "PASS Title length"],
    ["✗ Title length", "FAIL Title length"],
    ["✔️ done, ❌ not done", "PASS done, FAIL not done"],
    ["title✓", "title PASS"],
  ],
  "folds dashes, quotes, arrows and maths to look-alikes": [
    ["(−12 of 20)", "(-12 of 20)"],
    ["non‑breaking ‐ hyphen ― bar", "non-breaking - hyphen — bar"],
    ["5′ 11″ ‛x‟", "5' 11\" 'x\""],
    ["title → description ← url ⇒ rank", "title -> description <- url => rank"],
    ["≤ 60, ≥ 50, ≠ 0, ≈ 3", "<= 60, >= 50, != 0, ~ 3"],
    ["traffic ↑ 20%, bounce ↓", "traffic up 20%, bounce down"],
    ["● one ◦ two ▪ three", "• one • two • three"],
  ],
  "folds compatibility forms and odd spaces, and drops invisible characters": [
    ["ﬁne ﬂow Ｆｕｌｌ x²+y⁴ ⅓", "fine flow Full x²+y4 1/3"],
    ["a\u2009b\u202Fc\u3000d\te", "a b c d    e"],
    ["zero\u200Bwidth\u00ADsoft\u200Ejoin\uFEFF", "zerowidthsoftjoin"],
  ],
  "keeps letters recognisable: composes accents, strips the ones WinAnsi lacks": [
    ["e\u0301te\u0301", "été"],
    ["Łódź Kraków Dvořák Őrség İstanbul Ǘ", "Lódz Kraków Dvorák Orség Istanbul Ü"],
  ],
  "drops emoji with the space they leave": [
    ["🚀 Launch day 🎉", "Launch day"],
    ["Tea 🍵 shop", "Tea shop"],
    ["Family 👨‍👩‍👧 pack, flag 🇫🇷!", "Family pack, flag!"],
    ['"Kids 🚀" and "🚀 Kids"', '"Kids" and "Kids"'],
    ["(🔥 hot) “🔥 hot”", "(hot) “hot”"],
    ["  🔥 indented", "  indented"],
    ["line one 🔥\n🔥 line two", "line one\nline two"],
  ],
  "marks each letter of a script the fonts lack with ?": [
    ["Привет мир", "?????? ???"],
    ["東京。", "??."],
  ],
};

describe("toWinAnsi", () => {
  describe.each(Object.entries(FOLDS))("%s", (_, cases) => {
    it.each(cases)("%j → %j", (text, expected) => {
      expect(toWinAnsi(text)).toBe(expected);
    });
  });

  it("always returns text a standard PDF font can show", () => {
    const nasty = "✓✗−“”—🚀👍🏽 Привет 東京 ı ł ẞ 🗸 ☑ ➖ \u0007\u0085 \uD83D";
    const out = toWinAnsi(nasty);
    expect(allWinAnsi(out)).toBe(true);
  });
});
