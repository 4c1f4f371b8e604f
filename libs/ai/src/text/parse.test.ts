import { parseTopic, splitItems } from "./parse";

describe("parseTopic", () => {
  it("finds the head noun, its number and its modifiers", () => {
    const p = parseTopic("Organic Cotton Baby Onesies");
    expect(p).toMatchObject({
      head: "onesies",
      plural: true,
      phrase: "organic cotton baby onesies",
      kind: "apparel",
      lang: "en",
    });
    expect(p.modifiers).toEqual(["organic", "cotton", "baby"]);
  });
  it("keeps brands and places as typed and measurements verbatim", () => {
    expect(parseTopic("Xero bookkeeping for B2B startups")).toMatchObject({
      brand: "Xero",
      head: "bookkeeping",
      audience: "B2B startups",
      kind: "service",
    });
    expect(parseTopic("Emergency plumber Manchester")).toMatchObject({ head: "plumber", location: "Manchester", kind: "local" });
    expect(parseTopic("1.5L stainless steel kettle")).toMatchObject({
      head: "kettle",
      measurements: ["1.5L"],
      phrase: "stainless steel kettle",
      category: "kitchen",
    });
    expect(parseTopic("GreenLeaf Organic Matcha")).toMatchObject({ brand: "GreenLeaf", phrase: "organic matcha", kind: "food" });
  });
  it("reads offers, audiences and ALL CAPS", () => {
    expect(parseTopic("50% off summer dresses")).toMatchObject({ offer: "50% off", head: "dresses", kind: "apparel" });
    expect(parseTopic("ORGANIC DOG FOOD FOR SENIOR DOGS")).toMatchObject({
      phrase: "organic dog food",
      audience: "senior dogs",
      kind: "food",
    });
  });
  it("classifies how-tos, software, courses, events and local searches", () => {
    expect(parseTopic("how to fix a leaky faucet")).toMatchObject({
      kind: "howto",
      gerundPhrase: "fixing a leaky faucet",
      phrase: "leaky faucet",
    });
    expect(parseTopic("Project management software for agencies")).toMatchObject({ kind: "saas", head: "software" });
    expect(parseTopic("Photography masterclass for beginners").kind).toBe("course");
    expect(parseTopic("Yoga retreat in Bali")).toMatchObject({ kind: "event", location: "Bali" });
    expect(parseTopic("Dentist near me")).toMatchObject({ kind: "local", location: "near me" });
    expect(parseTopic("email marketing for small business").kind).toBe("topic");
  });
  it("reads the language and the head of Spanish and French phrases", () => {
    expect(parseTopic("Zapatillas de running para mujer")).toMatchObject({ lang: "es", head: "zapatillas", audience: "mujer" });
    expect(parseTopic("Crème hydratante pour peau sèche")).toMatchObject({ lang: "fr", head: "crème" });
  });
});

describe("splitItems", () => {
  it("splits lists on commas, semicolons, bullets and lines", () => {
    expect(splitItems("1.5L tank, auto shut-off; • BPA-free\n- 2-year warranty.")).toEqual([
      "1.5L tank",
      "auto shut-off",
      "BPA-free",
      "2-year warranty",
    ]);
    // decimal commas and thousands separators stay inside their figure
    expect(splitItems("15 bar Druck, 1,8 Liter Wassertank, 12,000 Tassen")).toEqual([
      "15 bar Druck",
      "1,8 Liter Wassertank",
      "12,000 Tassen",
    ]);
  });
});
