import { cleanSeed } from "./searchSeed";

describe("cleanSeed keeps the seed's names, places and language", () => {
  it("keeps a place typed in lower case aside, once", () => {
    expect(cleanSeed("vegan cafe in brighton")).toMatchObject({ seed: "vegan cafe", location: "Brighton", cls: "local" });
    expect(cleanSeed("plumber Bristol")).toMatchObject({ seed: "plumber", location: "Bristol" });
  });
  it("keeps a destination on a travel seed and an origin as a name", () => {
    expect(cleanSeed("cheap flights to lisbon")).toMatchObject({ seed: "flights", destination: "to Lisbon", cls: "travel" });
    expect(cleanSeed("matcha powder from Uji").seed).toBe("Uji matcha powder");
  });
  it("reads a market as a place and a cost search as a question about the service", () => {
    expect(cleanSeed("hiking boots uk")).toMatchObject({ seed: "hiking boots", location: "UK", cls: "product" });
    expect(cleanSeed("solar panel installation cost")).toMatchObject({
      seed: "solar panel installation",
      question: "solar panel installation cost",
    });
  });
  it("classes idea lists, diets and supplements by what they are", () => {
    expect(cleanSeed("kids birthday party ideas").cls).toBe("topic");
    expect(cleanSeed("dinner ideas").cls).toBe("food");
    expect(cleanSeed("keto diet").cls).toBe("topic");
    expect(cleanSeed("creatine")).toMatchObject({ seed: "creatine", mass: true, fixes: [] });
  });
  it("does not correct or anglicise other languages", () => {
    expect(cleanSeed("scarpe da corsa")).toMatchObject({ seed: "scarpe da corsa", lang: "other", fixes: [] });
    expect(cleanSeed("zapatillas running").lang).toBe("es");
    expect(cleanSeed("laufschuhe damen").lang).toBe("de");
  });
  it("classes Spanish, German and French services and courses by their head word", () => {
    expect(cleanSeed("abogado laboral madrid")).toMatchObject({ lang: "es", cls: "local" });
    expect(cleanSeed("curso de fotografía online")).toMatchObject({ lang: "es", cls: "course" });
    expect(cleanSeed("rechtsanwalt arbeitsrecht")).toMatchObject({ lang: "de", cls: "local" });
    expect(cleanSeed("cours de piano")).toMatchObject({ lang: "fr", cls: "course" });
    expect(cleanSeed("laufschuhe damen").cls).toBe("product");
  });
});
