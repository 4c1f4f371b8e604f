import { isWinAnsi, toWinAnsi } from "./winAnsiText";

const allWinAnsi = (s: string) => [...s].every((c) => c === "\n" || isWinAnsi(c));

describe("toWinAnsi", () => {
  it("keeps ASCII, Latin-1 and the cp1252 typography the standard fonts can show", () => {
    const text = "Café “quoted” ‘single’ – en — em … • € ™ Œuvre ½ × © naïve Straße";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("turns status marks into words, so a pass and a fail read differently", () => {
    expect(toWinAnsi("✓ Title length")).toBe("PASS Title length");
    expect(toWinAnsi("✗ Title length")).toBe("FAIL Title length");
    expect(toWinAnsi("✔️ done, ❌ not done")).toBe("PASS done, FAIL not done");
    expect(toWinAnsi("title✓")).toBe("title PASS");
  });

  it("folds dashes, quotes, arrows and maths to look-alikes", () => {
    expect(toWinAnsi("(−12 of 20)")).toBe("(-12 of 20)");
    expect(toWinAnsi("non‑breaking ‐ hyphen ― bar")).toBe("non-breaking - hyphen — bar");
    expect(toWinAnsi("5′ 11″ ‛x‟")).toBe("5' 11\" 'x\"");
    expect(toWinAnsi("title → description ← url ⇒ rank")).toBe("title -> description <- url => rank");
    expect(toWinAnsi("≤ 60, ≥ 50, ≠ 0, ≈ 3")).toBe("<= 60, >= 50, != 0, ~ 3");
    expect(toWinAnsi("traffic ↑ 20%, bounce ↓")).toBe("traffic up 20%, bounce down");
    expect(toWinAnsi("● one ◦ two ▪ three")).toBe("• one • two • three");
  });

  it("folds compatibility forms and odd spaces, and drops invisible characters", () => {
    expect(toWinAnsi("ﬁne ﬂow Ｆｕｌｌ x²+y⁴ ⅓")).toBe("fine flow Full x²+y4 1/3");
    expect(toWinAnsi("a\u2009b\u202Fc\u3000d\te")).toBe("a b c d    e");
    expect(toWinAnsi("zero\u200Bwidth\u00ADsoft\u200Ejoin\uFEFF")).toBe("zerowidthsoftjoin");
  });

  it("keeps letters recognisable: composes accents, strips the ones WinAnsi lacks", () => {
    expect(toWinAnsi("e\u0301te\u0301")).toBe("été");
    expect(toWinAnsi("Łódź Kraków Dvořák Őrség İstanbul Ǘ")).toBe("Lódz Kraków Dvorák Orség Istanbul Ü");
  });

  it("drops emoji with the space they leave", () => {
    expect(toWinAnsi("🚀 Launch day 🎉")).toBe("Launch day");
    expect(toWinAnsi("Tea 🍵 shop")).toBe("Tea shop");
    expect(toWinAnsi("Family 👨‍👩‍👧 pack, flag 🇫🇷!")).toBe("Family pack, flag!");
    expect(toWinAnsi('"Kids 🚀" and "🚀 Kids"')).toBe('"Kids" and "Kids"');
    expect(toWinAnsi("(🔥 hot) “🔥 hot”")).toBe("(hot) “hot”");
    expect(toWinAnsi("  🔥 indented")).toBe("  indented");
    expect(toWinAnsi("line one 🔥\n🔥 line two")).toBe("line one\nline two");
  });

  it("marks each letter of a script the fonts lack with ?", () => {
    expect(toWinAnsi("Привет мир")).toBe("?????? ???");
    expect(toWinAnsi("東京。")).toBe("??.");
  });

  it("always returns text a standard PDF font can show", () => {
    const nasty = "✓✗−“”—🚀👍🏽 Привет 東京 ı ł ẞ 🗸 ☑ ➖ \u0007\u0085 \uD83D";
    const out = toWinAnsi(nasty);
    expect(allWinAnsi(out)).toBe(true);
  });
});
