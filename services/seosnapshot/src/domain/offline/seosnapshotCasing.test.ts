import { asWritten, inSentence, restoreNames, sentenceCase, titleCaseTitle } from "./seosnapshotCasing";
import { acceptedSpelling, spellingSlips } from "./seosnapshotSpelling";
import { titleFacts } from "./seosnapshotFacts";

describe("casing for rewrites", () => {
  test("names and initialisms typed in lower case are restored; ordinary words and unknown brands stay as typed", () => {
    expect(restoreNames("all areas of manchester, open saturdays, free uk delivery, ends monday")).toBe(
      "all areas of Manchester, open Saturdays, free UK delivery, ends Monday",
    );
    expect(restoreNames("b2b bookkeeping in the cotswolds")).toBe("B2B bookkeeping in the Cotswolds");
    expect(restoreNames("zenmat grips")).toBe("zenmat grips");
  });

  test("every sentence starts with a capital; a brand written 'iPhone' keeps its form", () => {
    expect(sentenceCase("leaking pipe? we fix it fast. no callout fee. iPhone cases too.")).toBe(
      "Leaking pipe? We fix it fast. No callout fee. iPhone cases too.",
    );
  });

  test("Title Case keeps the client's capitals and small words lower", () => {
    expect(titleCaseTitle("USB-C hub 7 in 1")).toBe("USB-C Hub 7 in 1");
    expect(titleCaseTitle("GreenLeaf organic baby clothes for the uk")).toBe("GreenLeaf Organic Baby Clothes for the UK");
  });

  test("a phrase as a text writes it, and Title Case words back in sentence flow (names kept)", () => {
    expect(asWritten("Vintage Levi's 501 Jeans", "levi's 501")).toBe("Levi's 501");
    expect(asWritten("Running Shoes", "trail shoes")).toBeUndefined();
    expect(inSentence("Ceremonial Matcha from Uji")).toBe("ceremonial Matcha from Uji");
  });
});

describe("what a spelling hint leaves alone", () => {
  test("compounds, derived forms, British spellings and names are accepted", () => {
    for (const w of ["callouts", "grippy", "centre", "call-out", "manchester", "uk"]) expect(acceptedSpelling(w)).toBe(true);
    for (const w of ["recieve", "accomodation", "actualy"]) expect(acceptedSpelling(w)).toBe(false);
  });

  test("a brand the snippet capitalises or the site's host names is not a typo", () => {
    expect(spellingSlips("Zenmat yoga mats", "the zenmat grips.", undefined)).toEqual([]);
    expect(spellingSlips("Eco yoga mats", "the zenmat grips well.", "https://zenmat.com/mats")).toEqual([]);
    expect(spellingSlips("Eco yoga mats", "we recieve orders daily.").map((s) => s.from)).toEqual(["recieve"]);
  });
});

describe("facts a title may borrow", () => {
  test("short phrases of the description with a new word, concrete ones first; clauses, commands and bare names are not", () => {
    const facts = titleFacts(
      "Grow basil and mint indoors. Which pots they need. Gentle organic compost. Free UK delivery over £20. Mexico City.",
      "Windowsill Herb Kits",
    ).map((f) => f.text);
    expect(facts).toEqual(["Free UK delivery over £20", "Gentle organic compost"]);
  });
});
